/** An item of at most this many lines as laid out is never split across two sheets (see `markShortItems`). */
export const keptItemLines = 6;

/**
 * The break rules every template shares (the same HTML prints and previews, so both break alike):
 *
 * - a section heading never ends a sheet: it avoids a break after itself, and the section's first item sits in
 *   `.vt-section-lead` with it, a group that avoids a break inside;
 * - items asked to stay whole (`.vt-keep`), items of at most `keptItemLines` lines as laid out (`[data-vt-short]`,
 *   which `markShortItems` sets where the resume is laid out: the printer's page and the preview) and
 *   `.vt-keep-together` sections avoid a break inside;
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
.vt-item.vt-keep,
.vt-item[data-vt-short] {
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
