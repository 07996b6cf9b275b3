import { z } from "zod";
import { LocaleSchema } from "./languages.ts";

/** `?lang=` of the routes that show a resume to a reader: print, public page, exports, reading, job match. */
export const ResumeLanguageQuerySchema = z.object({
  lang: z
    .string()
    .max(16)
    .optional()
    .describe("One of the resume's languages (`de`, `de-DE`); any other gives its own"),
});

export const ResumeLanguageChoiceSchema = z.object({
  shown: LocaleSchema.describe("The language the resume is shown in"),
  available: z.array(LocaleSchema).describe("Every language the resume can be shown in, its own first"),
  unavailable: z
    .string()
    .optional()
    .describe("The language asked for, when the resume has no such language: it is shown in its own instead"),
});
