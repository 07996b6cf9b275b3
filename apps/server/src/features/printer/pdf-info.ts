import type { PdfMetadata } from "@vitae/templates";

/**
 * Chromium writes only a Title (from <title>) and names itself as the Creator. The rest of the document
 * information (Author, Subject, Keywords, Creator) is added as an incremental update — a new Info dictionary
 * and a cross-reference section appended after `%%EOF`, as the PDF specification (7.5.6) allows — so the
 * bytes Chromium wrote, its structure tree and outline included, stay exactly as they are, and nothing is
 * parsed beyond the last trailer.
 */
export const withDocumentInfo = (pdf: Buffer, metadata: PdfMetadata, now = new Date()): Buffer => {
  const tail = pdf.subarray(Math.max(0, pdf.length - 2048)).toString("latin1");
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  const trailerAt = tail.lastIndexOf("trailer");
  const trailer = trailerAt === -1 ? "" : tail.slice(trailerAt);
  const size = /\/Size\s+(\d+)/.exec(trailer);
  const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer);
  // Not the classic trailer Skia writes (a cross-reference stream, say): leave the file as it is.
  if (startxref?.[1] === undefined || size?.[1] === undefined || root?.[1] === undefined) return pdf;

  const objectNumber = Number(size[1]);
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
  const separator = pdf.at(-1) === 0x0a ? "" : "\n";
  const objectOffset = pdf.length + separator.length;
  const object = `${objectNumber} 0 obj\n<<${entries.join("\n")}>>\nendobj\n`;
  const xrefOffset = objectOffset + Buffer.byteLength(object, "latin1");
  const update =
    `${separator}${object}xref\n0 1\n0000000000 65535 f \n${objectNumber} 1\n` +
    `${String(objectOffset).padStart(10, "0")} 00000 n \n` +
    `trailer\n<</Size ${objectNumber + 1}\n/Root ${root[1]}\n/Info ${objectNumber} 0 R\n/Prev ${startxref[1]}>>\n` +
    `startxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(update, "latin1")]);
};

/** A text string: plain ASCII as a literal, anything else as UTF-16BE with its byte-order mark (7.9.2.2). */
const pdfText = (value: string): string => {
  if (/^[\x20-\x7e]*$/.test(value)) return `(${value.replace(/[\\()]/g, (char) => `\\${char}`)})`;
  const utf16 = Buffer.from(value, "utf16le").swap16();
  return `<FEFF${utf16.toString("hex").toUpperCase()}>`;
};

const pdfDate = (date: Date): string =>
  `D:${date
    .toISOString()
    .replace(/[-:T]/g, "")
    .replace(/\.\d+Z$/, "")}Z`;
