import { emptyOrEmailSchema, httpUrlSchema, isoDateSchema } from "@vitae/schema";
import { Marked } from "marked";
import { addConversionNote } from "./conversion-notes.ts";
import type { Warnings } from "./result.ts";

/** A source value as text: strings as they are, numbers written out, anything else empty. */
export const str = (value: unknown): string =>
  typeof value === "string"
    ? value.trim()
    : typeof value === "number" && Number.isFinite(value)
      ? String(value)
      : "";

/** The first non-empty of several alias fields (older files use `website` for `url`, `company` for `name`, …). */
export const firstStr = (source: Record<string, unknown>, ...keys: string[]): string => {
  for (const key of keys) {
    const value = str(source[key]);
    if (value !== "") return value;
  }
  return "";
};

/** A list of strings with blanks and non-strings dropped, each trimmed, duplicates removed. */
export const strList = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.map(str).filter((entry) => entry !== ""))] : [];

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A link kept only if it is a valid http(s) URL. A bare host such as `example.com/me` gets `https://`, as every
 * browser would; anything else is dropped with a warning so the user knows.
 */
export const url = (value: unknown, path: string, warnings: Warnings): string => {
  const text = str(value);
  if (text === "") return "";
  if (httpUrlSchema.safeParse(text).success) return text;
  const withScheme = `https://${text}`;
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text) && httpUrlSchema.safeParse(withScheme).success)
    return withScheme;
  warnings.add(path, `Not a valid web address, left out: ${text}`);
  return "";
};

export const email = (value: unknown, path: string, warnings: Warnings): string => {
  const text = str(value);
  if (text === "" || emptyOrEmailSchema.safeParse(text).success) return text;
  warnings.add(path, `Not a valid e-mail address, left out: ${text}`);
  return "";
};

/** A JSON Resume date (YYYY, YYYY-MM or YYYY-MM-DD); a full timestamp is cut to its date. Kept as text either way. */
export const isoDate = (value: unknown, path: string, warnings: Warnings): string => {
  const text = str(value).replace(/^(\d{4}-\d{2}-\d{2})T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?$/, "$1");
  if (text === "" || isoDateSchema.safeParse(text).success) return text;
  warnings.add(path, `ISO8601 Date Format: kept as written ("${text}")`);
  return text;
};

/** 'start - end', with 'Present' when there is a start and no end; one date when both are the same or one is missing. */
export const dateRange = (start: string, end: string): string => {
  if (start === "" || start === end) return end;
  return `${start} - ${end === "" ? "Present" : end}`;
};

const escapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

// Markdown → HTML for summaries written in Markdown (Reactive Resume v3) or plain text with line breaks.
const markdown = new Marked({ async: false, gfm: true, breaks: true });

/**
 * Longest text formatted as Markdown: about six pages of prose. Marked's time and memory grow faster than the
 * text on deep nesting (300 nested list levels in 50,000 characters take 0.7 s, thousands take gigabytes), and
 * deep blockquotes overflow its stack, so a longer text, or one it cannot format, is kept as plain text.
 */
export const maxMarkdownChars = 20_000;

/** Plain text as rich text: paragraphs at blank lines, line breaks kept, everything escaped. */
const plainParagraphs = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, "<br>")}</p>`)
    .join("");

const keptPlain = (text: string, reason: string): string => {
  const start = text.slice(0, 40).replace(/\s+/g, " ");
  addConversionNote({ path: "", message: `The text starting "${start}…" is kept as plain text: ${reason}` });
  return plainParagraphs(text);
};

/** Plain text or Markdown as rich text (HTML). The server sanitises rich text on import, so raw HTML is safe here. */
export const markdownToHtml = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  if (trimmed.length > maxMarkdownChars)
    return keptPlain(
      trimmed,
      `its ${trimmed.length.toLocaleString("en")} characters are too many to format (at most ${maxMarkdownChars.toLocaleString("en")})`,
    );
  try {
    return (markdown.parse(trimmed) as string).trim();
  } catch {
    return keptPlain(trimmed, "its Markdown is nested too deeply to format");
  }
};

/** A summary paragraph followed by a bullet list, as JSON Resume and LinkedIn keep them apart. */
export const summaryHtml = (summary: string, highlights: readonly string[] = []): string => {
  const parts: string[] = [];
  if (summary !== "") parts.push(markdownToHtml(summary));
  if (highlights.length > 0)
    parts.push(`<ul>${highlights.map((line) => `<li><p>${escapeHtml(line)}</p></li>`).join("")}</ul>`);
  return parts.join("");
};
