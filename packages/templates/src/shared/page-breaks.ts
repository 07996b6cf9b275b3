import { htmlToText } from "@vitae/schema";
import type { ItemView } from "./item-view.ts";

/** An item of at most this many lines is never split across two sheets. */
export const keptItemLines = 6;

/** Where a section sits in its layout page: the first column (main) or the second (sidebar). */
export type Column = "main" | "sidebar";

/**
 * Characters on a line of a column at the templates' sizes (14 px body type, a line of text of an A4 sheet
 * holds about 100 in one column, 70 beside a sidebar, 30 in a sidebar). The estimate errs short: an item
 * thought shorter than it is is kept together, which costs at most a few lines of white space.
 */
const charsPerLine: Record<Column, number> = { main: 90, sidebar: 32 };

const linesOf = (text: string, perLine: number): number =>
  text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.trim().length / perLine)), 0);

/**
 * About how many lines an item prints: its heading lines (title, subtitle, the meta line), link, summary
 * paragraphs and list items as wrapped at the column's width, keywords and level. Computed from the data alone,
 * so the preview and the printer (the same HTML) decide alike without measuring.
 */
export const estimatedItemLines = (item: ItemView, column: Column, sectionColumns: number): number => {
  const perLine = Math.max(12, Math.floor(charsPerLine[column] / Math.max(1, sectionColumns)));
  const present = (value: string) => (value.trim() === "" ? 0 : 1);
  const heading =
    Math.max(present(item.title), present(item.date)) +
    Math.max(present(item.subtitle), present(item.location)) +
    (item.extra.some((value) => value.trim() !== "") ? 1 : 0);
  const url = present(item.url.href) || present(item.url.label);
  const summary = linesOf(htmlToText(item.summary, { blockBreak: "\n" }), perLine);
  const keywords = item.keywords.length === 0 ? 0 : linesOf(item.keywords.join(", "), perLine);
  const level = (item.level ?? 0) > 0 ? 1 : 0;
  return heading + url + summary + keywords + level;
};

/** Whether an item is printed on one sheet: asked for, or short enough to be kept whole by default. */
export const isItemKeptTogether = (item: ItemView, column: Column, sectionColumns: number): boolean =>
  item.keepTogether || estimatedItemLines(item, column, sectionColumns) <= keptItemLines;

/**
 * The break rules every template shares (the same HTML prints and previews, so both break alike):
 *
 * - a section heading never ends a sheet: it avoids a break after itself, and the section's first item sits in
 *   `.vt-section-lead` with it, a group that avoids a break inside;
 * - `.vt-keep` items (short ones, or asked to) and `.vt-keep-together` sections avoid a break inside;
 * - `.vt-break-before` sections start a new sheet (in either column of a two-column layout); on screen, where the
 *   preview's sheets are the columns of a multi-column box one sheet tall, a new column;
 * - an item that may split keeps its heading with what follows, and paragraphs keep two lines at each side.
 */
export const pageBreakCss = `
.vt-page {
  orphans: 2;
  widows: 2;
}
.vt-section-heading,
.vt-item-header,
.vt-item-meta {
  break-inside: avoid;
}
/* Only before more of the same item: a last child's avoid would carry to the item's end, and then to the
   section's, leaving no good break between sections. */
.vt-section-heading,
.vt-item-header:not(:last-child),
.vt-item-meta:not(:last-child) {
  break-after: avoid;
}
.vt-section.vt-keep-together,
.vt-item.vt-keep {
  break-inside: avoid;
}
.vt-section.vt-break-before {
  break-before: page;
}
@media screen {
  .vt-section.vt-break-before {
    break-before: column;
  }
}
`;
