import { z } from "zod";

export const importSourceTypes = [
  "reactive-resume-json",
  "reactive-resume-v3-json",
  "json-resume-json",
  "linkedin-data-export-zip",
  "linkedin-data-export-website",
  "lpu-resume-json",
  "pdf",
  "docx",
] as const;

export const ImportSourceTypeSchema = z.enum(importSourceTypes);
export type ImportSourceType = z.infer<typeof ImportSourceTypeSchema>;

/** Messages the importers and the import dialog show, kept word for word. */
export const importMessages = {
  invalidJson: "Failed to parse JSON",
  unreadableFile: "Failed to read the file",
  emptyZip: "ParserError: There were no files found inside the zip archive.",
} as const;

/** Largest PDF or Word file the import reads; a larger one is refused before it is read. */
export const maxDocumentImportBytes = 50 * 1024 * 1024;

/** File name of the resume's Vitae JSON that the printer embeds in a PDF, so importing the PDF restores it. */
export const resumeAttachmentName = "vitae-resume.json";

/**
 * Largest request body the server accepts. An import sends the whole converted resume in one request, so the import
 * dialog checks the file and the converted resume against it before sending.
 */
export const maxRequestBodyBytes = 2 * 1024 * 1024;

/** Dates in the resume-standard JSON: YYYY, YYYY-MM or YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?)?$/, "ISO8601 Date Format");

/** `POST /api/auth/importLpuUserData` and `/importUserData`: the platform's refresh token, if the page could read it. */
export const LmsImportInputSchema = z.object({
  refreshToken: z.string().min(1).max(8192).optional(),
});

/** A LinkedIn profile address, e.g. https://www.linkedin.com/in/ada-lovelace (country subdomains too). */
export const linkedinProfileUrlSchema = z
  .string()
  .trim()
  .regex(
    /^https:\/\/(?:[a-z]{2,3}\.|www\.)?linkedin\.com\/in\/[^/?#\s]+\/?(?:[?#].*)?$/i,
    "Enter a LinkedIn profile URL such as https://www.linkedin.com/in/your-name",
  );

export const LinkedinProfileImportInputSchema = z.object({ url: linkedinProfileUrlSchema });

/** What a server-side import source answered: the source's own JSON, converted in the browser like a file. */
export const ExternalImportResultSchema = z.object({ data: z.record(z.string(), z.unknown()) });
export type ExternalImportResult = z.infer<typeof ExternalImportResultSchema>;

/** Which server-side import sources this server has configured. */
export const ImportSourcesSchema = z.object({ lms: z.boolean(), linkedinProfile: z.boolean() });
export type ImportSources = z.infer<typeof ImportSourcesSchema>;
