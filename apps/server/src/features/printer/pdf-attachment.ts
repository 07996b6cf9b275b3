import { resumeAttachmentName } from "@vitae/schema";
import { type PdfEditor, pdfText, refOf, valueEnd } from "./pdf-file.ts";

const pdfDate = (date: Date): string =>
  `D:${date
    .toISOString()
    .replace(/[-:T]/g, "")
    .replace(/\.\d+Z$/, "")}Z`;

/** The catalogue's value with `/Key value` set: the old entry (a reference or an inline value) replaced. */
const withEntry = (dictionary: string, key: string, value: string): string => {
  const at = new RegExp(`/${key}(?![A-Za-z])`).exec(dictionary);
  if (at === null) return dictionary.replace(/>>\s*$/, `\n/${key} ${value}>>`);
  const end = valueEnd(dictionary, at.index + key.length + 1);
  return `${dictionary.slice(0, at.index)}/${key} ${value}${dictionary.slice(end)}`;
};

/**
 * Embeds the resume's Vitae JSON as the document's associated file (PDF 2.0 14.13: a file specification with
 * /AFRelationship /Data in the catalogue's /AF, its stream typed application/json) and lists it in the
 * EmbeddedFiles name tree, where readers (and pdf.js's getAttachments) find attachments. Only the catalogue
 * changes, in the printer's one incremental update, so the structure tree, outline and metadata stay as they are.
 */
export const attachResumeData = (editor: PdfEditor, json: string, now: Date): void => {
  const root = refOf(editor.trailer, "Root");
  const catalog = root === undefined ? undefined : editor.get(root);
  if (root === undefined || catalog === undefined) return;
  const bytes = Buffer.from(json, "utf8");
  const date = pdfDate(now);
  const file = editor.add(
    `<</Type /EmbeddedFile /Subtype /application#2Fjson /Params <</Size ${bytes.length} /CreationDate ${pdfText(date)} /ModDate ${pdfText(date)}>>>>`,
    bytes,
  );
  const name = pdfText(resumeAttachmentName);
  const spec = editor.add(
    `<</Type /Filespec /F ${name} /UF ${name} /AFRelationship /Data /Desc ${pdfText("The resume as Vitae data: import this PDF into Vitae to edit it again")} /EF <</F ${file} 0 R /UF ${file} 0 R>>>>`,
  );
  const embedded = `<</Names [${name} ${spec} 0 R]>>`;
  let value = catalog.value;
  const namesRef = refOf(value, "Names");
  const names = namesRef === undefined ? undefined : editor.get(namesRef);
  if (namesRef !== undefined && names !== undefined)
    editor.set(namesRef, withEntry(names.value, "EmbeddedFiles", embedded));
  else {
    const inline = /\/Names\s*<</.exec(value);
    const current =
      inline === null
        ? "<<>>"
        : value.slice(inline.index + "/Names".length, valueEnd(value, inline.index + "/Names".length)).trim();
    value = withEntry(value, "Names", withEntry(current, "EmbeddedFiles", embedded));
  }
  editor.set(root, withEntry(value, "AF", `[${spec} 0 R]`));
};
