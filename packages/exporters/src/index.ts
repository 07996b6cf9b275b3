import type { ResumeData } from "@vitae/schema";
import { type DocxOptions, exportDocx } from "./docx.ts";
import { exportMarkdown } from "./markdown.ts";
import { resumeOutline } from "./outline.ts";
import { exportPlainText } from "./plain-text.ts";

export { type DocxOptions, type DocxPicture, exportDocx } from "./docx.ts";
export { complexScriptFont, docxFontFamily, eastAsianFontOf } from "./docx-fonts.ts";
export { exportMarkdown, markdownLink } from "./markdown.ts";
export {
  itemMeta,
  type OutlineItem,
  type OutlineLink,
  type OutlinePicture,
  type OutlineSection,
  type ResumeOutline,
  resumeOutline,
} from "./outline.ts";
export { exportPlainText, plainTextLink } from "./plain-text.ts";
export {
  escapeMarkdown,
  type RichTextDocxOptions,
  richTextToDocx,
  richTextToDocxRuns,
  richTextToMarkdown,
  richTextToPlainText,
} from "./rich-text.ts";

/** A resume as a Word document. */
export const resumeToDocx = (data: ResumeData, options?: DocxOptions): Promise<Uint8Array> =>
  exportDocx(resumeOutline(data), options);

/** A resume as CommonMark + GFM. */
export const resumeToMarkdown = (data: ResumeData): string => exportMarkdown(resumeOutline(data));

/** A resume as plain text. */
export const resumeToPlainText = (data: ResumeData): string => exportPlainText(resumeOutline(data));
