import { markdownToHtml, summaryHtml } from "../shared/text.ts";

/**
 * JSON Resume text as rich text. Themes render it as Markdown, so emphasis and links are read as such, but a line
 * starting with "- " or "1. " stays a line of text: JSON Resume keeps lists in `highlights`, and a summary list
 * read as a list would move into the highlights on the next export.
 */
export const jsonResumeHtml = (text: string): string =>
  markdownToHtml(text.replace(/^(\s*)(?:([-*+])|(\d+)([.)]))(?=\s|$)/gm, "$1$3\\$2$4"));

/** A summary and its highlights, the highlights as a list after the text. */
export const proseHtml = (summary: string, highlights: readonly string[]): string =>
  jsonResumeHtml(summary) + summaryHtml("", highlights);
