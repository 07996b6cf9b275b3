// Small documents the tests make themselves: a Word file written part by part (the OOXML a word processor
// writes, zipped with fflate) and PDFs written object by object, for the files the import must refuse.
import { strToU8, zipSync } from "fflate";

export type WordParagraph = {
  text: string;
  style?: "Title" | "Heading1" | "Heading2";
  bold?: boolean;
  tab?: string;
};

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const run = (text: string, bold = false) =>
  `<w:r>${bold ? "<w:rPr><w:b/></w:rPr>" : ""}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

/** A .docx of the paragraphs: styles by name (mammoth maps Heading 1 to h1), bold runs, a right part after a tab. */
export const wordDocument = (paragraphs: readonly WordParagraph[]): Uint8Array => {
  const body = paragraphs
    .map(
      ({ text, style, bold, tab }) =>
        `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ""}${run(text, bold)}${tab === undefined ? "" : `<w:r><w:tab/></w:r>${run(tab)}`}</w:p>`,
    )
    .join("");
  const style = (id: string, name: string) =>
    `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`;
  return zipSync({
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    "word/_rels/document.xml.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    ),
    "word/styles.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${style("Title", "Title")}${style("Heading1", "heading 1")}${style("Heading2", "heading 2")}</w:styles>`,
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
};

/** A PDF of the objects given (numbered from 1, the first the catalogue), with a valid cross-reference table. */
export const pdfOf = (objects: readonly string[], trailer = ""): Uint8Array => {
  let text = "%PDF-1.7\n";
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  text += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
};

const stream = (content: string) => `<</Length ${content.length}>>\nstream\n${content}\nendstream`;

/** One page whose only content is a filled rectangle: what a scan without a text layer reads as. */
export const imageOnlyPdf = (): Uint8Array =>
  pdfOf([
    "<</Type /Catalog /Pages 2 0 R>>",
    "<</Type /Pages /Kids [3 0 R] /Count 1>>",
    "<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R>>",
    stream("0.5 g 50 50 495 742 re f"),
  ]);

/** A PDF encrypted with the standard handler whose user password is not empty: it cannot be opened without it. */
export const encryptedPdf = (): Uint8Array =>
  pdfOf(
    [
      "<</Type /Catalog /Pages 2 0 R>>",
      "<</Type /Pages /Kids [3 0 R] /Count 1>>",
      "<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>>",
      `<</Filter /Standard /V 1 /R 2 /O <${"ab".repeat(32)}> /U <${"cd".repeat(32)}> /P -4>>`,
    ],
    `/Encrypt 4 0 R /ID [<${"01".repeat(16)}> <${"01".repeat(16)}>]`,
  );
