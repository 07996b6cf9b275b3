/**
 * A document read as lines, the one shape the PDF and Word readers both produce and the recogniser reads: text
 * with what its layout says about it (size against the body text, weight, a heading's level, a list item, the
 * space above it, the links on it).
 */
export type DocLine = {
  text: string;
  /** The line's pieces where its layout leaves wide gaps or tabs (a title left, its dates right). */
  parts: string[];
  /**
   * Each part's own size, weight and start (from its column's left edge, in body font sizes), where the file tells
   * them (PDF) and the line has several parts.
   */
  partStyles?: { size: number; bold: boolean; x?: number }[] | undefined;
  /** The width of the line's column, in body font sizes (PDF only). */
  width?: number | undefined;
  /** Font size ÷ the body text's (1 for body text). */
  size: number;
  bold: boolean;
  /** A heading level the file itself says (a tagged PDF's H1–H6, a Word heading style). */
  heading?: number | undefined;
  /** A list item (a tagged PDF's LI, a Word list, or a bullet character in front). */
  bullet: boolean;
  /** Space above the line, in body line heights beyond the normal spacing (0 for the next line of a paragraph). */
  gap: number;
  /** Targets of the links on the line, with the text each covers. */
  links: { text: string; href: string }[];
  /** How far the line starts right of its column's left edge, in body font sizes (PDF only). */
  indent?: number | undefined;
  /** Where the line came from, for warnings: `page 2, line 14` or `paragraph 14`. */
  where: string;
};

/** Bullet characters people put before list items themselves. */
export const bulletPrefix = /^\s*[•●○◦▪▫■□‣⁃∙·◆◇►▸➢✓✔*–-]\s+/u;

/** Cleans a piece of text: spaces collapsed, invisible characters gone. */
export const cleanText = (text: string): string =>
  text
    .replace(/[\u00ad\u200b-\u200d\ufeff]/g, "")
    .replace(/\s+/g, " ")
    .trim();
