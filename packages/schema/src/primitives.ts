import { z } from "zod";

/** Links rendered into resumes must be web addresses: `javascript:` and friends never reach an `href`. */
export const httpUrlSchema = z.url({
  protocol: /^https?$/,
  error: "Enter a valid URL, starting with https://",
});

/** An optional link field: empty, or a valid http(s) URL. */
export const emptyOrUrlSchema = z.literal("").or(httpUrlSchema);

/** RFC 5321 §4.5.3.1: a mailbox's local part holds at most 64 octets, a whole address at most 254 (a path's 256 less its brackets). */
export const emailLocalPartMaxLength = 64;
export const emailMaxLength = 254;

/**
 * The one e-mail definition (server, web forms, OpenAPI document). zod's default pattern lets a domain label end
 * in a hyphen (`me@example-.com`), which the document's `format: email` (RFC 5321/1034 host names) refuses; this one
 * keeps zod's local part and requires each domain label to start and end with a letter or digit, then a
 * 2+-letter top-level domain. The leading look-ahead bounds the local part. zod publishes it as `pattern` next to
 * `format: email` (and `maxLength`), so the document states the same rule.
 */
export const emailPattern = new RegExp(
  `^(?=[^@]{1,${emailLocalPartMaxLength}}@)` +
    /(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
      .source,
);

// A string check, not a pipe into z.email(): the document then shows `format: email` on the trimmed account
// address too, where a pipe would publish only its input side, a plain string.
const emailFormat = z.email({ pattern: emailPattern, error: "Enter a valid email address" });
const emailLengthMessage = `An email address has at most ${emailMaxLength} characters`;

/** A valid e-mail address, as typed. */
export const emailAddressSchema = z.string().max(emailMaxLength, emailLengthMessage).check(emailFormat);

/** An optional e-mail field as shown on a resume: empty, or a valid address (kept as typed). */
export const emptyOrEmailSchema = z.literal("").or(emailAddressSchema);

/** An account e-mail: trimmed and lower-cased so one person has one account. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(emailMaxLength, emailLengthMessage)
  .check(emailFormat);

const earliestInstant = Date.parse("0001-01-01T00:00:00Z");
const latestInstant = Date.parse("9999-12-31T23:59:59.999Z");
const dateTimeFormat = z.iso.datetime({ offset: true });

/**
 * Timestamps travel as JSON, so they are ISO 8601 strings (`Date#toISOString()`), never Date objects.
 * The web app turns them into dates where it needs to.
 * Bounded to the years 0001–9999 in UTC: PostgreSQL has no year 0, and `toISOString()` writes later years with six
 * digits that it refuses too, so a date outside would fail in the database rather than here. The document's
 * pattern says the same of the year as written; an offset that moves the instant out is refused as well.
 */
export const isoDateTimeSchema = dateTimeFormat
  .refine((text) => {
    const instant = Date.parse(text);
    return instant >= earliestInstant && instant <= latestInstant;
  }, "Dates must fall between the years 1 and 9999 (UTC)")
  .meta({
    pattern: `^(?!0000)${z.core.regexes.datetime({ offset: true, precision: null, local: false }).source.slice(1)}`,
  });

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
