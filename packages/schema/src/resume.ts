import { z } from "zod";
import { isoDateTimeSchema } from "./primitives.ts";
import { ResumeDataSchema } from "./resume-data.ts";
import { slugify } from "./strings.ts";
import { UserSchema } from "./user.ts";
import { versionReasons } from "./versions.ts";

export const visibilities = ["private", "public"] as const;

export const ResumeVisibilitySchema = z.enum(visibilities);
export type ResumeVisibility = z.infer<typeof ResumeVisibilitySchema>;

export const titleSchema = z.string().trim().min(1, "Title is required");

/**
 * Any text holding a letter or a digit (or a combining mark), stored as its slug ("My CV!" → "my-cv"). The rule is
 * checked on the text as sent, as a `pattern` the document publishes; such a text always leaves a non-empty slug.
 */
export const slugSchema = z
  .string()
  .min(1, { error: "Slug is required", abort: true })
  .regex(/[\p{L}\p{M}\p{N}]/u, "Slug must contain a letter or a digit")
  .transform(slugify)
  .pipe(z.string().min(1, "Slug must contain a letter or a digit"));

/** A stored resume as the API returns it. Dates are ISO 8601 strings (`Date#toISOString()`). */
export const ResumeSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  slug: z.string().min(1),
  data: ResumeDataSchema,
  visibility: ResumeVisibilitySchema.default("private"),
  locked: z.boolean().default(false),
  userId: z.string().min(1),
  /** Set on a per-job variant: its master's id. Its `data` is the master's with the variant's overrides laid over. */
  variantOf: z.string().min(1).optional(),
  user: UserSchema.optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Resume = z.infer<typeof ResumeSchema>;

/** Body of `POST /api/resume`. With `sample: true` the server fills the new resume with the sample data. */
export const CreateResumeInputSchema = z
  .object({
    title: titleSchema,
    slug: slugSchema,
    visibility: ResumeVisibilitySchema.default("private"),
    sample: z.boolean().optional(),
  })
  .meta({
    examples: [
      { title: "Software Engineer", slug: "software-engineer" },
      { title: "Lebenslauf (Deutsch)", slug: "Lebenslauf Deutsch", visibility: "public", sample: true },
    ],
  });
export type CreateResumeInput = z.infer<typeof CreateResumeInputSchema>;

/**
 * Body of `PATCH /api/resume/:id`: the whole resume as the builder holds it. Other keys of a resume
 * (id, locked, userId…) are dropped; `updatedAt` is the value the client last saw, so the server can
 * refuse a stale write with `ResumeConflict`.
 */
export const UpdateResumeInputSchema = z.object({
  title: titleSchema,
  slug: slugSchema,
  visibility: ResumeVisibilitySchema,
  data: ResumeDataSchema,
  updatedAt: isoDateTimeSchema,
  /** Set when the save replaces the content wholesale (an import, "Overwrite with my version"): the server keeps the content it replaces as a version. */
  versionReason: z.enum(versionReasons).optional(),
});
export type UpdateResumeInput = z.infer<typeof UpdateResumeInputSchema>;

/** Body of `POST /api/resume/import`; the server picks a title and slug when they are missing. */
export const ImportResumeInputSchema = z.object({
  data: ResumeDataSchema,
  title: titleSchema.optional(),
  slug: slugSchema.optional(),
});
export type ImportResumeInput = z.infer<typeof ImportResumeInputSchema>;

/** Body of `PATCH /api/resume/:id/lock`. */
export const LockResumeInputSchema = z.object({ set: z.boolean() }).meta({ examples: [{ set: true }] });
export type LockResumeInput = z.infer<typeof LockResumeInputSchema>;

const countSchema = z.number().int().min(0).default(0);

export const StatisticsSchema = z.object({
  views: countSchema,
  downloads: countSchema,
});
export type Statistics = z.infer<typeof StatisticsSchema>;

/** Answer of the print and preview routes: where the printed file is, behind a signed, short-lived token. */
export const PrintedFileLinkSchema = z.object({
  url: z.string().describe("Absolute URL of the file, valid for 10 to 20 minutes"),
});
export type PrintedFileLink = z.infer<typeof PrintedFileLinkSchema>;
