import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { DocumentKey } from "../../lib/owned-documents.ts";
import { uuidPattern } from "../resume/index.ts";

/**
 * Who may reach a letter by its id: its owner only (a letter is written for one reader; others read it through
 * a private link). Whoever may not gets `LetterNotFound`, the answer for a letter that does not exist.
 */

export const LetterIdParamsSchema = z.object({
  id: z.string().regex(uuidPattern, "Not a letter id (a UUID)").describe("The letter's id (a UUID)"),
});

/** A letter the signed-in user asks for as theirs. */
export type OwnLetter = { userId: string; id: string };

export const letterNotFound = () => new AppError("LetterNotFound");

/** The repository key of the caller's letter; a malformed id is `LetterNotFound`, not a database error. */
export const ownLetterKey = ({ userId, id }: OwnLetter): DocumentKey => {
  if (!uuidPattern.test(id)) throw letterNotFound();
  return { id, userId };
};
