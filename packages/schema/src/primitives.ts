import { z } from "zod";

/** Links rendered into resumes must be web addresses: `javascript:` and friends never reach an `href`. */
export const httpUrlSchema = z.url({
  protocol: /^https?$/,
  error: "Enter a valid URL, starting with https://",
});

/** An optional link field: empty, or a valid http(s) URL. */
export const emptyOrUrlSchema = z.literal("").or(httpUrlSchema);

/** An optional e-mail field as shown on a resume: empty, or a valid address (kept as typed). */
export const emptyOrEmailSchema = z.literal("").or(z.email({ error: "Enter a valid email address" }));

/** An account e-mail: trimmed and lower-cased so one person has one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address" }));

/**
 * Timestamps travel as JSON, so they are ISO 8601 strings (`Date#toISOString()`), never Date objects.
 * The web app turns them into dates where it needs to.
 */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const hexColorSchema = z
  .string()
  .regex(/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, "Colours are hex values such as #dc2626");

/** A required, non-empty text field with a message naming the field, e.g. "Company is required". */
export const requiredString = (label: string) =>
  z.string({ error: `${label} is required` }).min(1, `${label} is required`);

/** A `{ label, href }` link; both empty by default, label optional, href empty or a valid URL. */
export const UrlSchema = z.object({
  label: z.string().default(""),
  href: emptyOrUrlSchema.default(""),
});
export type Url = z.infer<typeof UrlSchema>;
