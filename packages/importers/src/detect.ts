import type { ImportSourceType } from "@vitae/schema";
import { jsonResumeLists } from "./json-resume/sections.ts";
import { decodeBytes } from "./shared/encoding.ts";
import { isRecord } from "./shared/json.ts";

type Source = Record<string, unknown>;

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
  if (isZip(bytes)) return "linkedin-data-export-zip";
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
};

/** What the import says when the chosen type is not the file's: the message names both, the error carries the type. */
export const wrongTypeMessage = (chosen: ImportSourceType, detected: ImportSourceType): string =>
  `This file looks like ${typeNames[detected]}, not ${typeNames[chosen]}: import it as that type instead`;
