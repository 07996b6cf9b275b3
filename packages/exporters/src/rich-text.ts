/// <reference path="./turndown-plugin-gfm.d.ts" />
import { gfm } from "@joplin/turndown-plugin-gfm";
import { htmlToText } from "@vitae/schema";
import type { Paragraph, Table } from "docx";
import { htmlToContent, htmlToRuns } from "docx/html";
import TurndownService from "turndown";

// The editor's rich text (sanitised HTML) in each export format. Resumes and cover letters share these.

export type RichTextDocxOptions = {
  /** The text's language (a BCP 47 tag); a right-to-left language makes right-to-left paragraphs and runs. */
  lang: string;
  rtl: boolean;
};

/** The HTML wrapped so docx's reader sets the paragraphs' direction and the runs' language from it. */
const withDirection = (html: string, { lang, rtl }: RichTextDocxOptions): string =>
  `<div lang="${lang.replace(/[^\w-]/g, "")}" dir="${rtl ? "rtl" : "ltr"}">${html}</div>`;

/**
 * Rich text as Word paragraphs: real bulleted and numbered lists (docx adds their numbering definitions), bold,
 * italic, underline, strike-through and links kept, in the document's own styles (Normal, List Paragraph, Hyperlink).
 */
export const richTextToDocx = (html: string, options: RichTextDocxOptions): (Paragraph | Table)[] => [
  ...htmlToContent(withDirection(html, options)),
];

/** Rich text as the runs of one paragraph (its paragraphs become lines), for a line that has text of its own too. */
export const richTextToDocxRuns = (html: string, options: RichTextDocxOptions) => [
  ...htmlToRuns(withDirection(html, options)),
];

const turndown = new TurndownService({
  headingStyle: "atx",
  bulletListMarker: "-",
  codeBlockStyle: "fenced",
  emDelimiter: "*",
  strongDelimiter: "**",
});
turndown.use(gfm);

/** Rich text as CommonMark with GitHub's extensions (strike-through, tables), by turndown. */
export const richTextToMarkdown = (html: string): string => turndown.turndown(html).trim();

/** Plain text as Markdown text: every character that would start markup escaped, as turndown escapes text. */
export const escapeMarkdown = (text: string): string => turndown.escape(text);

/** Rich text as plain text an application form takes: no markup, list items as "• ", no blank lines inside. */
export const richTextToPlainText = (html: string): string =>
  htmlToText(html, { listItemPrefix: "• ", blockBreak: "\n" });
