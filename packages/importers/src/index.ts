import type { ImportSourceType } from "@vitae/schema";
import { detectFileType, wrongTypeMessage } from "./detect.ts";
import { convertJsonResume } from "./json-resume/import.ts";
import { convertLinkedInExport } from "./linkedin/index.ts";
import { convertLpuProfile } from "./lpu/convert.ts";
import { convertReactiveResumeV3 } from "./reactive-resume/v3.ts";
import { convertReactiveResumeV4 } from "./reactive-resume/v4.ts";
import { withConversionNotes } from "./shared/conversion-notes.ts";
import { decodeBytes, encodingNote } from "./shared/encoding.ts";
import { ImportError, type ImportResult } from "./shared/result.ts";

export { detectFileType } from "./detect.ts";
export { exportJsonResume, jsonResumeSchemaUrl } from "./json-resume/export.ts";
export { convertJsonResume } from "./json-resume/import.ts";
export { type JsonResumeOmissions, jsonResumeOmissions, type OmittedIn } from "./json-resume/omissions.ts";
export { convertLinkedInProfile } from "./linkedin-profile/convert.ts";
export { convertLpuProfile, lpuContractVersion } from "./lpu/convert.ts";
export { convertReactiveResumeV3 } from "./reactive-resume/v3.ts";
export { convertReactiveResumeV4 } from "./reactive-resume/v4.ts";
export type { ImportInput } from "./shared/json.ts";
export { ImportError, type ImportIssue, type ImportResult, type ImportWarning } from "./shared/result.ts";

/** Source types whose file the browser reads; the others are fetched by the server. */
export const fileConverters = {
  "reactive-resume-json": convertReactiveResumeV4,
  "reactive-resume-v3-json": convertReactiveResumeV3,
  "json-resume-json": convertJsonResume,
  "linkedin-data-export-zip": convertLinkedInExport,
  "lpu-resume-json": convertLpuProfile,
} as const satisfies Partial<Record<ImportSourceType, (input: Uint8Array) => ImportResult>>;

export type FileSourceType = keyof typeof fileConverters;

export const isFileSourceType = (type: ImportSourceType): type is FileSourceType => type in fileConverters;

export type ConvertFileOptions = {
  /** Most text a LinkedIn export may have read from its CSV files (the import request's limit). */
  maxTextBytes?: number;
};

/** A JSON file decoded by its byte order mark or content, converted, and the encoding named when not UTF-8. */
const convertJsonFile = (type: Exclude<FileSourceType, "linkedin-data-export-zip">, input: Uint8Array) => {
  const { text, encoding } = decodeBytes(input);
  const result = fileConverters[type](text);
  const note = encodingNote(encoding);
  return note === undefined
    ? result
    : { ...result, warnings: [{ path: "", message: note }, ...result.warnings] };
};

/**
 * Converts a file of the given type; throws only `ImportError`. A file that is clearly of another type is
 * refused with that type as `suggestedType`, before an importer makes an empty resume of it.
 */
export const convertFile = (
  type: FileSourceType,
  input: Uint8Array,
  options: ConvertFileOptions = {},
): ImportResult => {
  const detected = detectFileType(input);
  if (detected !== undefined && detected !== type)
    throw new ImportError(wrongTypeMessage(type, detected), [], detected);
  try {
    return withConversionNotes(() =>
      type === "linkedin-data-export-zip"
        ? convertLinkedInExport(input, options)
        : convertJsonFile(type, input),
    );
  } catch (error) {
    if (error instanceof ImportError) throw error;
    // A converter bug must not look like a crash to the user: say what failed, keep the detail for the report.
    throw new ImportError(
      `The file could not be converted: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
};

export { importDocx, importPdf } from "./document/import-document.ts";
