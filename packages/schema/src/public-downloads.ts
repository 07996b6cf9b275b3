import { z } from "zod";
import { ResumeSchema } from "./resume.ts";
import { ResumeLanguageChoiceSchema } from "./resume-language.ts";

/** Whether guests of a public resume may download it: the PDF, the other formats and its picture. */
export const PublicDownloadsSchema = z.object({
  allowed: z
    .boolean()
    .describe("Whether guests of the public page may download the resume (the owner always may)"),
});
export type PublicDownloads = z.infer<typeof PublicDownloadsSchema>;

/**
 * A public resume as its page reads it: the resume in the language asked for (its translations laid over and left
 * out), which language that is, and whether the page offers its downloads.
 */
export const PublicResumeSchema = ResumeSchema.extend({
  downloadsAllowed: z
    .boolean()
    .describe("Whether guests may download it; false hides the page's download menu"),
  language: ResumeLanguageChoiceSchema.optional(),
});
export type PublicResume = z.infer<typeof PublicResumeSchema>;
