import { z } from "zod";
import { BasicsSchema } from "./basics.ts";
import { LocaleSchema } from "./languages.ts";
import { defaultLocale } from "./locales.ts";
import { MetadataSchema, PageSettingsSchema, ThemeSchema, TypographySchema } from "./metadata.ts";
import { isoDateTimeSchema } from "./primitives.ts";
import { titleSchema } from "./resume.ts";
import type { ResumeData } from "./resume-data.ts";
import { TemplateIdSchema } from "./template.ts";

const line = (max: number) => z.string().max(max, `At most ${max} characters`).default("");

/** Bounds of a letter's body: a cover letter is a page, so these are generous, never reached by a real one. */
export const letterBodyMaxLength = 50_000;

export const LetterRecipientSchema = z.object({
  name: line(200),
  title: line(200),
  organisation: line(200),
  /** Several lines (street, town…), printed as typed. */
  address: line(1000),
});
export type LetterRecipient = z.infer<typeof LetterRecipientSchema>;

/** An address the browser can load, or a picture uploaded to this server (`/uploads/…`), or none. */
const signatureImageSchema = z
  .string()
  .max(2048)
  .refine((value) => value === "" || /^(https?:\/\/|\/)/.test(value), "Not an image address")
  .default("");

export const LetterSignatureSchema = z.object({
  /** The typed name under the closing. */
  name: line(200),
  /** An uploaded image of a handwritten signature, above the typed name. */
  image: signatureImageSchema,
});
export type LetterSignature = z.infer<typeof LetterSignatureSchema>;

/**
 * What a letter sets for itself; every part left out comes from the linked resume (or, without one, from the
 * letter's own copy of its design).
 */
export const LetterDesignSchema = z.object({
  template: TemplateIdSchema.optional(),
  theme: ThemeSchema.optional(),
  typography: TypographySchema.optional(),
  page: PageSettingsSchema.optional(),
});
export type LetterDesign = z.infer<typeof LetterDesignSchema>;

/** A calendar day `YYYY-MM-DD` (printed in the letter's language), or empty for no date line. */
const letterDateSchema = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, "A date as YYYY-MM-DD")
  .default("");

/** The content of a letter. `body` is rich text (HTML), sanitised by the server like the resume's rich text. */
export const LetterDataSchema = z.object({
  /** The letter's language: its date, the printed words and the drafts follow it. */
  locale: LocaleSchema.default(defaultLocale),
  recipient: LetterRecipientSchema.prefault({}),
  date: letterDateSchema,
  subject: line(500),
  greeting: line(500),
  body: z.string().max(letterBodyMaxLength, `At most ${letterBodyMaxLength} characters`).default(""),
  closing: line(500),
  signature: LetterSignatureSchema.prefault({}),
  design: LetterDesignSchema.prefault({}),
});
export type LetterData = z.infer<typeof LetterDataSchema>;

export const createLetterData = (locale?: string): LetterData =>
  LetterDataSchema.parse(LocaleSchema.safeParse(locale).success ? { locale } : {});

/**
 * The part of a resume a letter is drawn with: the sender block (basics) and the design. The letter keeps its own
 * copy, refreshed whenever the linked resume is saved, so it still prints the same once that resume is deleted.
 */
export const LetterLookSchema = z.object({
  basics: BasicsSchema,
  metadata: MetadataSchema.pick({ template: true, theme: true, typography: true, page: true, locale: true }),
});
export type LetterLook = z.infer<typeof LetterLookSchema>;

export const letterLookOf = (data: Pick<ResumeData, "basics" | "metadata">): LetterLook => ({
  basics: data.basics,
  metadata: {
    template: data.metadata.template,
    theme: data.metadata.theme,
    typography: data.metadata.typography,
    page: data.metadata.page,
    locale: data.metadata.locale,
  },
});

/** The look with the letter's own choices over the resume's. */
export const applyLetterDesign = (look: LetterLook, design: LetterDesign): LetterLook => ({
  basics: look.basics,
  metadata: {
    ...look.metadata,
    ...(design.template === undefined ? {} : { template: design.template }),
    ...(design.theme === undefined ? {} : { theme: design.theme }),
    ...(design.typography === undefined ? {} : { typography: design.typography }),
    ...(design.page === undefined ? {} : { page: design.page }),
  },
});

/** A stored letter as the API returns it. */
export const LetterSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  /** The linked resume, or null (none, or it was deleted: the letter then keeps `look` as last copied). */
  resumeId: z.string().nullable(),
  data: LetterDataSchema,
  /** The sender block and design the letter is drawn with, before its own `data.design` choices. */
  look: LetterLookSchema.nullable(),
  locked: z.boolean(),
  userId: z.string().min(1),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Letter = z.infer<typeof LetterSchema>;

const resumeIdSchema = z.uuid("Not a resume id (a UUID)");

/** Body of `POST /api/letter`: a letter starts empty, in the linked resume's language (else the user's). */
export const CreateLetterInputSchema = z
  .object({ title: titleSchema, resumeId: resumeIdSchema.optional() })
  .meta({
    examples: [{ title: "Acme — Backend engineer", resumeId: "0190b8a0-8f7c-7d3c-9a3e-2f6c8e4b5a10" }],
  });
export type CreateLetterInput = z.infer<typeof CreateLetterInputSchema>;

/**
 * Body of `PATCH /api/letter/:id`: the letter as the builder holds it, with the `updatedAt` it last saw (a stale
 * write is refused with `LetterConflict`). `resumeId: null` unlinks; linking copies that resume's look.
 */
export const UpdateLetterInputSchema = z.object({
  title: titleSchema,
  resumeId: resumeIdSchema.nullable(),
  data: LetterDataSchema,
  updatedAt: isoDateTimeSchema,
});
export type UpdateLetterInput = z.infer<typeof UpdateLetterInputSchema>;

/** A letter in the dashboard's list: no content. */
export const LetterSummarySchema = LetterSchema.pick({
  id: true,
  title: true,
  resumeId: true,
  locked: true,
  createdAt: true,
  updatedAt: true,
});
export type LetterSummary = z.infer<typeof LetterSummarySchema>;

export const TrashedLetterSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  updatedAt: isoDateTimeSchema,
  deletedAt: isoDateTimeSchema,
  purgeAt: isoDateTimeSchema,
});
export type TrashedLetter = z.infer<typeof TrashedLetterSchema>;

export const LetterVersionSummarySchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  /** When this content had been saved. */
  savedAt: isoDateTimeSchema,
});
export type LetterVersionSummary = z.infer<typeof LetterVersionSummarySchema>;

export const LetterVersionSchema = LetterVersionSummarySchema.extend({ data: LetterDataSchema });
export type LetterVersion = z.infer<typeof LetterVersionSchema>;

/** Longest a private link to a letter may live. */
export const letterLinkMaxDays = 90;

/** Body of `POST /api/letter/:id/link`: a new private link (replacing any other) until `expiresAt`. */
export const CreateLetterLinkInputSchema = z.object({
  expiresAt: isoDateTimeSchema.describe(
    `When the link stops working: in the future, at most ${letterLinkMaxDays} days away`,
  ),
});
export type CreateLetterLinkInput = z.infer<typeof CreateLetterLinkInputSchema>;

export const LetterLinkSchema = z.object({
  /** The secret part of the link; shown once, only its hash is stored. */
  token: z.string().min(1),
  /** Where the reader opens it. */
  url: z.string().min(1),
  expiresAt: isoDateTimeSchema,
});
export type LetterLink = z.infer<typeof LetterLinkSchema>;

/** Whether the letter has a live private link, and until when (the token itself is never shown again). */
export const LetterLinkStatusSchema = z.object({ expiresAt: isoDateTimeSchema.nullable() });
export type LetterLinkStatus = z.infer<typeof LetterLinkStatusSchema>;

/** What a private link shows: the letter as the reader sees it, without its owner's bookkeeping. */
export const SharedLetterSchema = LetterSchema.pick({ title: true, data: true, look: true });
export type SharedLetter = z.infer<typeof SharedLetterSchema>;

export const letterTones = ["formal", "warm", "concise"] as const;
export const LetterToneSchema = z.enum(letterTones);
export type LetterTone = z.infer<typeof LetterToneSchema>;

/** Body of `POST /api/letter/:id/draft`. */
export const DraftLetterInputSchema = z.object({
  jobDescription: z
    .string()
    .trim()
    .min(1, "Paste the job description")
    .max(20_000, "At most 20000 characters"),
  tone: LetterToneSchema.default("formal"),
});
export type DraftLetterInput = z.infer<typeof DraftLetterInputSchema>;

/** A draft of the body, not saved: `unsupported` names what the resume does not back up. */
export const LetterDraftSchema = z.object({
  /** Rich text (HTML paragraphs), sanitised. */
  body: z.string(),
  /** Phrases naming an employer, title, number, degree or skill not found in the linked resume. */
  unsupported: z.array(z.string()),
  /** `ai` from the configured model; `template` a fill-in letter with placeholders `[…]` to complete. */
  source: z.enum(["ai", "template"]),
});
export type LetterDraft = z.infer<typeof LetterDraftSchema>;
