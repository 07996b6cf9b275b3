import { type JsonPatch, type Letter, UpdateLetterInputSchema } from "@vitae/schema";
import { AppError } from "../../lib/app-error.ts";
import { editByJsonPatch } from "../../lib/json-patch-edit.ts";
import { StaleWriteError } from "../../lib/stale-write-error.ts";
import { getLetter, type LetterDeps, updateLetter } from "./letter.service.ts";
import type { OwnLetter } from "./letter-access.ts";

/**
 * An RFC 6902 edit of one of the user's letters (title, linked resume and data), at the version `ifMatch` names;
 * see lib/json-patch-edit.ts.
 */
export const patchLetter = (
  deps: LetterDeps,
  { operations, ifMatch, ...own }: OwnLetter & { operations: JsonPatch; ifMatch: string | undefined },
): Promise<Letter> =>
  editByJsonPatch({
    ifMatch,
    operations,
    read: async () => {
      const letter = await getLetter(deps, own);
      if (letter.locked) throw new AppError("LetterLocked");
      const { title, resumeId, data } = letter;
      return { version: letter.updatedAt, fields: { title, resumeId, data } };
    },
    schema: UpdateLetterInputSchema,
    save: (input) => updateLetter(deps, { ...own, input }),
    staleVersion: (error) =>
      error instanceof StaleWriteError && error.code === "LetterConflict"
        ? (error.current as Letter).updatedAt
        : undefined,
  });
