import type { PdfMetadata } from "@vitae/templates";
import { pdfText } from "./pdf-file.ts";

/**
 * The document information dictionary. Chromium writes only a Title (from <title>) and names itself as the
 * Creator; the printer adds this one (Author, Subject, Keywords, Creator…) in its incremental update
 * (pdf-finish.ts), so the bytes Chromium wrote stay exactly as they are.
 */
export const documentInfo = (metadata: PdfMetadata, now = new Date()): string => {
  const date = pdfDate(now);
  const entries = [
    `/Title ${pdfText(metadata.title)}`,
    `/Author ${pdfText(metadata.author)}`,
    `/Subject ${pdfText(metadata.subject)}`,
    `/Keywords ${pdfText(metadata.keywords.join(", "))}`,
    `/Creator ${pdfText(metadata.creator)}`,
    `/Producer ${pdfText("Vitae (Chromium, Skia/PDF)")}`,
    `/CreationDate ${pdfText(date)}`,
    `/ModDate ${pdfText(date)}`,
  ];
  return `<<${entries.join("\n")}>>`;
};

const pdfDate = (date: Date): string =>
  `D:${date
    .toISOString()
    .replace(/[-:T]/g, "")
    .replace(/\.\d+Z$/, "")}Z`;
