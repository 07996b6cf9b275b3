import { z } from "zod";
import { BasicsSchema } from "./basics.ts";
import { MetadataSchema } from "./metadata.ts";
import { TranslationsSchema } from "./overlay-schema.ts";
import { SectionsSchema } from "./sections.ts";

/** A resume's content and settings. Every field has a default, so `{}` parses to an empty resume. */
export const ResumeDataSchema = z.object({
  basics: BasicsSchema.prefault({}),
  sections: SectionsSchema.prefault({}),
  metadata: MetadataSchema.prefault({}),
  /** Its texts in other languages than `metadata.locale` (see translations.ts); the source texts stay where they are. */
  translations: TranslationsSchema.optional(),
});
export type ResumeData = z.infer<typeof ResumeDataSchema>;
/** What parses into `ResumeData`: any field with a default may be left out (handy for importers). */
export type ResumeDataInput = z.input<typeof ResumeDataSchema>;
