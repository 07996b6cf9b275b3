import type { ImportSourceType } from "@vitae/schema";

/** The dialog's choices: the schema's source types plus the Coach LMS import, which reads the platform's profile. */
export type ImportChoice = ImportSourceType | "coach-lms";

/** The import menu's four types first, then the file formats. */
export const importChoices: readonly ImportChoice[] = [
  "coach-lms",
  "lpu-resume-json",
  "linkedin-data-export-zip",
  "linkedin-data-export-website",
  "reactive-resume-json",
  "reactive-resume-v3-json",
  "json-resume-json",
  "pdf",
  "docx",
];

/** How a choice gets its input: a file the browser reads, a profile URL, or the learning platform. */
export const choiceInput = (choice: ImportChoice): "file" | "url" | "platform" =>
  choice === "linkedin-data-export-website"
    ? "url"
    : choice === "coach-lms" || choice === "lpu-resume-json"
      ? "platform"
      : "file";

const accepts: Partial<Record<ImportChoice, string>> = {
  "linkedin-data-export-zip": ".zip,application/zip",
  pdf: ".pdf,application/pdf",
  docx: ".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/** The file picker's accept hint. */
export const acceptOf = (choice: ImportChoice): string => accepts[choice] ?? ".json,application/json";

/** Documents read by recognising their text (PDF, Word), always in a worker with a time limit. */
export const isDocumentChoice = (choice: ImportChoice): choice is "pdf" | "docx" =>
  choice === "pdf" || choice === "docx";

/** 'Import' for the types fetched by the server, 'Validate' for files. */
export const actionOf = (choice: ImportChoice): "import" | "validate" =>
  choiceInput(choice) === "file" ? "validate" : "import";
