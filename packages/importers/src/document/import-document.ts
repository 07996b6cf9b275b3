import { maxDocumentImportBytes, ResumeDataSchema, resumeAttachmentName } from "@vitae/schema";
import { isOleFile, isPdf } from "../detect.ts";
import { readZipFiles } from "../linkedin/unzip.ts";
import { decodeBytes } from "../shared/encoding.ts";
import { ImportError, type ImportResult, issuesOf } from "../shared/result.ts";
import { docxLines } from "./docx-lines.ts";
import { pdfLines } from "./pdf-lines.ts";
import { readPdfContent } from "./pdf-read.ts";
import { recogniseResume } from "./recognise.ts";

const MB = 1024 * 1024;

const refuseLarge = (bytes: Uint8Array): void => {
  if (bytes.byteLength > maxDocumentImportBytes)
    throw new ImportError(
      `This file is larger than ${maxDocumentImportBytes / MB} MB: it was not read.`,
      [],
      undefined,
      "ImportFileTooLarge",
    );
};

/** The resume a Vitae-printed PDF carries, when it carries a valid one. */
const attachedResume = (attachments: Map<string, Uint8Array>): ImportResult | undefined => {
  const bytes = attachments.get(resumeAttachmentName);
  if (bytes === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(decodeBytes(bytes).text);
  } catch {
    return undefined;
  }
  const parsed = ResumeDataSchema.safeParse(value);
  if (!parsed.success) return undefined;
  return { data: parsed.data, warnings: [], recognition: { restored: true } };
};

const withRecognition = (result: ImportResult): ImportResult => ({
  ...result,
  recognition: {
    restored: false,
    importedText: result.warnings.some((warning) => warning.message.includes("not recognised")),
  },
});

/**
 * A resume from a PDF: the Vitae data it carries when Vitae printed it (restored exactly), else recognised from
 * its text and layout. Refused: over 50 MB (before reading), not a PDF, password-protected, or without text.
 */
export const importPdf = async (bytes: Uint8Array): Promise<ImportResult> => {
  refuseLarge(bytes);
  if (!isPdf(bytes)) throw new ImportError("This file is not a PDF.", [], undefined, "ImportPdfUnreadable");
  const content = await readPdfContent(bytes);
  const restored = attachedResume(content.attachments);
  if (restored !== undefined) return restored;
  const lines = pdfLines(content.pages);
  const characters = lines.reduce((sum, line) => sum + line.text.replace(/\s/g, "").length, 0);
  if (characters < 20)
    throw new ImportError(
      "This PDF has no text: it was scanned. Import the original document, or type the resume in.",
      [],
      undefined,
      "ImportPdfNoText",
    );
  return withRecognition(recogniseResume(lines, { source: "PDF" }));
};

/** What a Word file may unpack to: a resume with a few pictures is a few MB. */
const docxZipLimits = {
  maxEntries: 500,
  maxEntrySize: 40 * MB,
  maxTotalSize: 100 * MB,
  maxRatio: 200,
  ratioFloor: 1 * MB,
};

/**
 * A resume from a Word document: its zip checked (sizes declared and actual, before anything else reads it),
 * then mammoth's HTML read by the same recogniser as a PDF. An old .doc renamed .docx is refused by its header.
 */
export const importDocx = async (bytes: Uint8Array): Promise<ImportResult> => {
  refuseLarge(bytes);
  if (isOleFile(bytes))
    throw new ImportError(
      "This is an old Word document (.doc), not a .docx. Save it as .docx in Word or LibreOffice and import that.",
      [],
      undefined,
      "ImportDocIsNotDocx",
    );
  let files: Map<string, Uint8Array>;
  try {
    files = readZipFiles(bytes, docxZipLimits);
  } catch (error) {
    if (error instanceof ImportError && /too large/.test(error.message))
      throw new ImportError(
        "This Word document would unpack to too much data: it was not read.",
        [],
        undefined,
        "ImportDocxTooLarge",
      );
    throw new ImportError(
      "This file is not a Word document (.docx) or it is damaged.",
      [],
      undefined,
      "ImportDocxUnreadable",
    );
  }
  if (!files.has("word/document.xml"))
    throw new ImportError(
      "This file is not a Word document (.docx) or it is damaged.",
      [],
      undefined,
      "ImportDocxUnreadable",
    );
  const [{ zipSync }, mammoth] = await Promise.all([import("fflate"), import("mammoth")]);
  // mammoth reads a zip rebuilt from the checked files, so nothing it unpacks is larger than what was checked.
  const checked = zipSync(Object.fromEntries(files), { level: 0 });
  let html: string;
  try {
    ({ value: html } = await mammoth.convertToHtml(
      // Node's mammoth reads `buffer`, the browser build `arrayBuffer`.
      { buffer: checked, arrayBuffer: checked.buffer } as never,
      { ignoreEmptyParagraphs: false },
    ));
  } catch {
    throw new ImportError(
      "This Word document could not be read: it may be damaged.",
      [],
      undefined,
      "ImportDocxUnreadable",
    );
  }
  return withRecognition(recogniseResume(docxLines(html), { source: "Word document" }));
};

export { issuesOf };
