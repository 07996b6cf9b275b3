import { z } from "zod";

/** At most this many saved job descriptions per resume. */
export const maxJobDescriptionsPerResume = 50;

export const SaveJobDescriptionInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the description a name, e.g. the company")
    .max(100, "At most 100 characters")
    .describe("What the user calls it, e.g. the company and role"),
  text: z
    .string()
    .trim()
    .min(1, "Paste the job description")
    .max(50_000, "At most 50,000 characters")
    .describe("The job description as pasted"),
});
export type SaveJobDescriptionInput = z.infer<typeof SaveJobDescriptionInputSchema>;

export const JobDescriptionSchema = SaveJobDescriptionInputSchema.extend({
  id: z.uuid(),
  name: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type JobDescription = z.infer<typeof JobDescriptionSchema>;
