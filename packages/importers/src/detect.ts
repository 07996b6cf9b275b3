import type { ImportSourceType } from "@vitae/schema";
import { jsonResumeLists } from "./json-resume/sections.ts";
import { decodeBytes } from "./shared/encoding.ts";
import { isRecord } from "./shared/json.ts";

type Source = Record<string, unknown>;

/** A PDF starts with its header, perhaps after a few bytes of junk (readers look within the first kilobyte). */
export const isPdf = (bytes: Uint8Array): boolean =>
  new TextDecoder("latin1").decode(bytes.subarray(0, 1024)).includes("%PDF-");

/** A Word document is a zip whose directory names its main part (the name is stored uncompressed). */
const isDocx = (bytes: Uint8Array): boolean =>
  new TextDecoder("latin1")
    .decode(bytes.subarray(Math.max(0, bytes.length - 256 * 1024)))
    .includes("word/document.xml");

/** An OLE compound file: a Word 97–2003 .doc (or another old Office file), whatever its name says. */
export const isOleFile = (bytes: Uint8Array): boolean =>
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((byte, index) => bytes[index] === byte);

/** A zip archive starts with a local file header, or (empty) with its end-of-directory record. */
const isZip = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && bytes[3] === bytes[2] + 1;

/** Keys only Reactive Resume v4 (and Vitae, which follows its shape) has: v3 names its sections differently. */
const isReactiveResumeV4 = (source: Source): boolean => {
  const { basics, sections } = source;
  return (
    isRecord(sections) &&
    (["experience", "summary", "custom"].some((key) => isRecord(sections[key])) ||
      (isRecord(basics) && (isRecord(basics.picture) || isRecord(basics.url) || "customFields" in basics)))
  );
};

/** Keys only Reactive Resume v3 has: its work section's name, its photo and its structured location. */
const isReactiveResumeV3 = (source: Source): boolean => {
  const { basics, sections } = source;
  return (
    isRecord(basics) &&
    isRecord(sections) &&
    (isRecord(sections.work) || isRecord(basics.photo) || isRecord(basics.location))
  );
};

const jsonTypeOf = (file: Source): ImportSourceType | undefined => {
  // A whole resume as Vitae's API answers it carries the data under `data`.
  const source = isRecord(file.data) && isRecord(file.data.basics) ? file.data : file;
  // Reactive Resume v5 has its own refusal in the v4 importer; a learning-platform profile is not a file type.
  if ("customSections" in source || isRecord(source.user)) return undefined;
  if (isReactiveResumeV4(source)) return "reactive-resume-json";
  if (isReactiveResumeV3(source)) return "reactive-resume-v3-json";
  if (
    !("sections" in source) &&
    (isRecord(source.basics) ||
      isRecord(source.meta) ||
      typeof source.$schema === "string" ||
      jsonResumeLists.some((key) => Array.isArray(source[key])))
  )
    return "json-resume-json";
  return undefined;
};

/**
 * Which file type the bytes are, when they clearly are one: a zip is a LinkedIn data export, and JSON is told
 * apart by the keys each format has. Undefined for anything else (the chosen importer then says what is wrong).
 */
export const detectFileType = (bytes: Uint8Array): ImportSourceType | undefined => {
  if (isPdf(bytes)) return "pdf";
  if (isZip(bytes)) return isDocx(bytes) ? "docx" : "linkedin-data-export-zip";
  let value: unknown;
  try {
    value = JSON.parse(decodeBytes(bytes).text);
  } catch {
    return undefined;
  }
  return isRecord(value) ? jsonTypeOf(value) : undefined;
};

const typeNames: Record<ImportSourceType, string> = {
  "reactive-resume-json": "a Vitae or Reactive Resume v4 export",
  "reactive-resume-v3-json": "a Reactive Resume v3 export",
  "json-resume-json": "a JSON Resume file",
  "linkedin-data-export-zip": "a LinkedIn data export (.zip)",
  "linkedin-data-export-website": "a LinkedIn profile",
  "lpu-resume-json": "a learning-platform profile",
  pdf: "a PDF",
  docx: "a Word document (.docx)",
};

/** What the import says when the chosen type is not the file's: the message names both, the error carries the type. */
export const wrongTypeMessage = (chosen: ImportSourceType, detected: ImportSourceType): string =>
  `This file looks like ${typeNames[detected]}, not ${typeNames[chosen]}: import it as that type instead`;
