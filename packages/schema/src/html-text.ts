import { decodeHTML } from "entities/decode";

export type HtmlToTextOptions = {
  /** Written before each list item, e.g. "• " where a list must still read as one in plain text. */
  listItemPrefix?: string;
  /** What ends a paragraph, heading or quote: a blank line by default, "\n" to keep every line together. */
  blockBreak?: string;
};

/**
 * The text of an HTML fragment, as a reader sees it: a paragraph, heading, quote or table row ends a line (two
 * for a block), `<br>` breaks a line, other tags go without a trace (`R<b>&amp;</b>D` is "R&D"), script and style
 * contents go, every entity is decoded, trailing blanks and runs of blank lines collapse.
 */
export const htmlToText = (
  html: string,
  { listItemPrefix = "", blockBreak = "\n\n" }: HtmlToTextOptions = {},
): string =>
  decodeHTML(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(?:li|ul|ol|tr)\s*>/gi, "\n")
      .replace(/<\/(?:p|div|h[1-6]|blockquote|pre)\s*>/gi, blockBreak)
      .replace(/<li\b[^>]*>/gi, listItemPrefix)
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\u00a0/g, " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/** The text of an HTML fragment on one line: what an emptiness check, a title or a word count wants. */
export const htmlToLine = (html: string): string => htmlToText(html).replace(/\s+/g, " ").trim();
