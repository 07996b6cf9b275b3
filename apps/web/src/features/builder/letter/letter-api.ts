import {
  type DraftLetterInput,
  entityTag,
  type JsonPatch,
  jsonPatchMediaType,
  type Letter,
  type LetterDraft,
  LetterDraftSchema,
  LetterLinkSchema,
  LetterLinkStatusSchema,
  LetterSchema,
  LetterVersionSummarySchema,
  type UpdateLetterInput,
} from "@vitae/schema";
import { z } from "zod";
import { api, noContent } from "@/lib/api-client";
import { printDocument } from "@/lib/print-resume";
import { conflictingDocument, saveWithPatch } from "@/lib/update-resume";

const at = (id: string, rest = "") => `/letter/${encodeURIComponent(id)}${rest}`;

export const getLetter = (id: string): Promise<Letter> => api.get(at(id), LetterSchema);

/** A save of the letter builder: the editable parts on the version last seen (`updatedAt`). */
export type UpdateLetterRequest = UpdateLetterInput & { id: string };

const editable = ({ title, resumeId, data }: Pick<Letter, "title" | "resumeId" | "data">) => ({
  title,
  resumeId,
  data,
});

/**
 * Saves the letter as a JSON Patch on the last answer (`base`) when it can, else whole; a stale whole save is
 * answered `LetterConflict` with the stored letter.
 */
export function saveLetter(
  request: UpdateLetterRequest,
  base: Letter | null,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<Letter> {
  const { id, ...body } = request;
  return saveWithPatch({
    base: base === null ? null : { updatedAt: base.updatedAt, editable: editable(base) },
    request: { updatedAt: request.updatedAt, editable: editable(request) },
    patch: (operations: JsonPatch, updatedAt) =>
      api.patch(at(id), LetterSchema, operations, {
        keepalive,
        headers: { "Content-Type": jsonPatchMediaType, "If-Match": entityTag(updatedAt) },
      }),
    replace: () => api.patch(at(id), LetterSchema, body, { keepalive }),
  });
}

/** With a `LetterConflict` answer: the letter as stored now. */
export const conflictingLetter = (error: unknown): Letter | null =>
  conflictingDocument(error, { code: "LetterConflict", key: "letter", schema: LetterSchema });

/** A draft of the body from the linked resume and a job description; nothing is saved. */
export const draftLetter = (id: string, input: DraftLetterInput): Promise<LetterDraft> =>
  api.post(at(id, "/draft"), LetterDraftSchema, input);

export const printLetter = (id: string) => printDocument(`/letter/print/${encodeURIComponent(id)}`);

export const letterExportUrl = (id: string, format: string) => `/api${at(id, `/export/${format}`)}`;

export const letterLinkQueryKey = (id: string) => ["letter", id, "link"] as const;
export const getLetterLink = (id: string) => api.get(at(id, "/link"), LetterLinkStatusSchema);
export const createLetterLink = (id: string, expiresAt: string) =>
  api.post(at(id, "/link"), LetterLinkSchema, { expiresAt });
export const revokeLetterLink = (id: string) => api.delete(at(id, "/link"), noContent);

export const letterVersionsQueryKey = (id: string) => ["letter", id, "versions"] as const;
export const getLetterVersions = (id: string) =>
  api.get(at(id, "/versions"), z.array(LetterVersionSummarySchema));
export const restoreLetterVersion = (id: string, versionId: string) =>
  api.post(at(id, `/versions/${encodeURIComponent(versionId)}/restore`), LetterSchema);
