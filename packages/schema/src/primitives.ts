import { z } from "zod";

/** Links rendered into resumes must be web addresses: `javascript:` and friends never reach an `href`. */
export const httpUrlSchema = z.url({
  protocol: /^https?$/,
  error: "Enter a valid URL, starting with https://",
});

/** An optional link field: empty, or a valid http(s) URL. */
export const emptyOrUrlSchema = z.literal("").or(httpUrlSchema);

/**
 * The one e-mail definition (server, web forms, OpenAPI document). zod's default pattern lets a domain label end
 * in a hyphen (`me@example-.com`), which the document's `format: email` (RFC 5321/1034 host names) refuses; this one
 * keeps zod's local part and requires each domain label to start and end with a letter or digit, then a
 * 2+-letter top-level domain. zod publishes it as `pattern` next to `format: email`.
 */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** A valid e-mail address, as typed. */
export const emailAddressSchema = z.email({ pattern: emailPattern, error: "Enter a valid email address" });

/** An optional e-mail field as shown on a resume: empty, or a valid address (kept as typed). */
export const emptyOrEmailSchema = z.literal("").or(emailAddressSchema);

/** An account e-mail: trimmed and lower-cased so one person has one account. */
export const emailSchema = z.string().trim().toLowerCase().pipe(emailAddressSchema);

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
