export * from "./ai.ts";
export * from "./api-keys.ts";
export * from "./applications.ts";
export * from "./auth.ts";
export * from "./basics.ts";
export * from "./defaults.ts";
export * from "./errors.ts";
export * from "./export-formats.ts";
export * from "./fit.ts";
export * from "./fonts.ts";
export * from "./html-text.ts";
export * from "./ids.ts";
export * from "./import.ts";
export {
  type FieldKind,
  type FieldPlace,
  fieldKinds,
  fieldPlaces,
  type ItemField,
  type ItemFields,
} from "./item-fields.ts";
export * from "./items.ts";
export * from "./job-descriptions.ts";
export * from "./json-patch.ts";
export * from "./languages.ts";
export * from "./layout.ts";
export * from "./layout-check.ts";
export * from "./layout-schema.ts";
export * from "./letter.ts";
export * from "./localized-dates.ts";
export * from "./machine-reading.ts";
export * from "./metadata.ts";
export * from "./overlay.ts";
export * from "./page.ts";
export * from "./passkeys.ts";
export * from "./primitives.ts";
export * from "./public-downloads.ts";
export * from "./public-password.ts";
export * from "./resume.ts";
export * from "./resume-changes.ts";
export * from "./resume-data.ts";
export * from "./resume-language.ts";
export * from "./resume-text.ts";
export * from "./review.ts";
export * from "./review-anchor.ts";
export * from "./rich-texts.ts";
export * from "./sample.ts";
export * from "./section-keys.ts";
export * from "./section-refs.ts";
export * from "./section-registry.ts";
export * from "./sections.ts";
export * from "./storage.ts";
export * from "./strings.ts";
export * from "./template.ts";
export * from "./theme.ts";
export * from "./translations.ts";
export * from "./user.ts";
export * from "./variants.ts";
export * from "./versions.ts";
