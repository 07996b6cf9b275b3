import { z } from "zod";

export const importSourceTypes = [
  "reactive-resume-json",
  "reactive-resume-v3-json",
  "json-resume-json",
  "linkedin-data-export-zip",
  "linkedin-data-export-website",
  "lpu-resume-json",
] as const;

export const ImportSourceTypeSchema = z.enum(importSourceTypes);
export type ImportSourceType = z.infer<typeof ImportSourceTypeSchema>;

/** Messages the importers and the import dialog show, word for word from the spec. */
export const importMessages = {
  invalidJson: "Failed to parse JSON",
  unreadableFile: "Failed to read the file",
  emptyZip: "ParserError: There were no files found inside the zip archive.",
} as const;

/** Dates in the resume-standard JSON: YYYY, YYYY-MM or YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/, "ISO8601 Date Format");
