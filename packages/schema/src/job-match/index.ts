// Matching a resume to a job description. A subpath of its own (`@vitae/schema/job-match`): its
// stop-word lists stay out of everything that imports the schema, and the web app loads them on demand.

export { resumeTextBySection } from "../resume-sections-text.ts";
export {
  type JobKeyword,
  type JobMatch,
  type KeywordKind,
  matchJobDescription,
} from "./match.ts";
export { stopWordLanguages, stopWordsFor } from "./stop-words.ts";
export { type Tokens, tokenize } from "./tokenize.ts";
export { skillVocabulary } from "./vocabulary.ts";
