import { type QueryClient, queryOptions } from "@tanstack/react-query";
import {
  type CreateLetterInput,
  entityTag,
  jsonPatchMediaType,
  type Letter,
  LetterSchema,
  type LetterSummary,
  LetterSummarySchema,
  TrashedLetterSchema,
} from "@vitae/schema";
import { z } from "zod";
import { api, noContent } from "@/lib/api-client";
import type { TrashSource } from "../components/trash-view";

/** The cache keys of the letters: the list, the trash and each letter on its own. */
export const letterKeys = {
  list: ["letters"] as const,
  trash: ["letters", "trash"] as const,
  detail: (id: string) => ["letter", id] as const,
};

const at = (id: string, rest = "") => `/letter/${encodeURIComponent(id)}${rest}`;

export const lettersQuery = queryOptions({
  queryKey: letterKeys.list,
  queryFn: (): Promise<LetterSummary[]> => api.get("/letter", z.array(LetterSummarySchema)),
});

export const createLetter = (input: CreateLetterInput): Promise<Letter> =>
  api.post("/letter", LetterSchema, input);

/** The server names the copy "… (Copy)" unless a title is given. */
export const duplicateLetter = ({ id, title }: { id: string; title?: string }): Promise<Letter> =>
  api.post(at(id, "/duplicate"), LetterSchema, title === undefined ? {} : { title });

export const lockLetter = ({ id, set }: { id: string; set: boolean }): Promise<Letter> =>
  api.patch(at(id, "/lock"), LetterSchema, { set });

export const deleteLetter = (id: string): Promise<Letter> => api.delete(at(id), LetterSchema);

/** A rename from the dashboard: only the title, on the version the list showed (a newer one answers 412). */
export const renameLetter = ({ letter, title }: { letter: LetterSummary; title: string }): Promise<Letter> =>
  api.patch(at(letter.id), LetterSchema, [{ op: "replace", path: "/title", value: title }], {
    headers: { "Content-Type": jsonPatchMediaType, "If-Match": entityTag(letter.updatedAt) },
  });

/** Every letter list and entry is read again (after a change the dashboard did not make optimistically). */
export const invalidateLetters = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: letterKeys.list });

export const letterTrash: TrashSource<Letter> = {
  kind: "letters",
  queryKey: letterKeys.trash,
  list: () => api.get("/letter/trash", z.array(TrashedLetterSchema)),
  restore: (id) => api.post(`/letter/trash/${encodeURIComponent(id)}/restore`, LetterSchema),
  deleteForever: (id) => api.delete(`/letter/trash/${encodeURIComponent(id)}`, noContent),
};
