import type { PdfMetadata } from "@vitae/templates";
import { attachResumeData } from "./pdf-attachment.ts";
import { openPdf } from "./pdf-file.ts";
import { documentInfo } from "./pdf-info.ts";
import { fixOutlineTitles } from "./pdf-outline.ts";
import { mendText } from "./pdf-text.ts";

export type PdfFinish = {
  metadata: PdfMetadata;
  /** The text of the document's headings (h1–h6) as laid out, in document order. */
  headings: readonly string[];
  /** The resume's Vitae JSON to embed, or undefined when the resume's settings turn the attachment off. */
  resumeJson?: string | undefined;
  now?: Date;
};

/**
 * What the printer adds to Chromium's PDF, in one incremental update: the document information, the
 * bookmarks titled as the headings read, text that reads back as written (pdf-text.ts), and the resume's own data
 * as an associated file (pdf-attachment.ts). A file of another layout than Skia's is left as it is.
 */
export const finishPdf = (
  pdf: Buffer,
  { metadata, headings, resumeJson, now = new Date() }: PdfFinish,
): Buffer => {
  const editor = openPdf(pdf);
  if (editor === undefined) return pdf;
  fixOutlineTitles(editor, headings);
  mendText(editor);
  if (resumeJson !== undefined) attachResumeData(editor, resumeJson, now);
  const info = editor.add(documentInfo(metadata, now));
  return editor.save({ info });
};
