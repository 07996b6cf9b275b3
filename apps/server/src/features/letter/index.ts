/** What other features may use of letters: the letter as it prints, by its owner or through a private link. */

export { SharedParamsSchema } from "./letter.routes.ts";
export { type LetterDeps, printableLetter, sharedLetter } from "./letter.service.ts";
export { LetterIdParamsSchema } from "./letter-access.ts";
