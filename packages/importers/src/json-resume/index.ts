// The JSON Resume export on its own, for the builder's Export panel: it loads without the other converters.

export {
  type ImportedTranslation,
  type MatchReason,
  type TranslationMatch,
  translationsFromJsonResume,
  type UnmatchedItem,
} from "./as-translations.ts";
export { exportJsonResume, jsonResumeSchemaUrl } from "./export.ts";
export { type JsonResumeOmissions, jsonResumeOmissions, type OmittedIn } from "./omissions.ts";
