import {
  addLanguage,
  maxRequestBodyBytes,
  type ResumeData,
  removeLanguage,
  setTranslations,
  type TranslationProblem,
  type TranslationResult,
  type TranslationStatus,
  translationStatus,
} from "@vitae/schema";
import { AppError } from "../../lib/app-error.ts";
import { type ResumeDeps, updateResume } from "./resume.service.ts";
import { type OwnResume, ownResume } from "./resume-access.ts";

/**
 * The languages of one of the user's resumes and their texts (see the schema's translations.ts). Every change is
 * a save of the whole resume through `updateResume`, at the version just read: versions, caches, NOTIFY and the
 * printer see it as any save, and a concurrent save in between is a `ResumeConflict` rather than lost.
 */

const problems: Record<TranslationProblem, { path: string; message: string }> = {
  "unsupported-language": { path: "language", message: "Not one of the app's 46 languages (a locale id)" },
  "source-language": { path: "language", message: "This is the resume's own language" },
  "language-exists": { path: "language", message: "The resume has this language already" },
  "language-missing": { path: "language", message: "The resume has no translation into this language" },
  "invalid-texts": { path: "", message: "Some texts cannot be translated" },
};

const refusal = (result: Extract<TranslationResult, { ok: false }>): AppError => {
  const { path, message } = problems[result.problem];
  if (result.problem === "language-missing") return new AppError("NotFound", { message });
  const issues = Object.entries(result.fieldErrors ?? {}).map(([field, text]) => ({
    path: field,
    message: text,
  }));
  return new AppError("ValidationError", {
    message,
    issues: issues.length > 0 ? issues : [{ path, message }],
  });
};

const save = async (
  deps: ResumeDeps,
  own: OwnResume,
  change: (data: ResumeData) => TranslationResult,
): Promise<string> => {
  const row = await ownResume(deps.db, own);
  if (row.locked) throw new AppError("ResumeLocked");
  // A variant's texts are its master's laid over with its own overrides: its languages are its master's for now.
  if (row.variantOf !== null)
    throw new AppError("ValidationError", {
      message: "A variant has its master's languages; add or translate them on the master",
      issues: [{ path: "id", message: "This resume is a variant" }],
    });
  const result = change(row.data);
  if (!result.ok) throw refusal(result);
  // The same bound as a whole-document save: translations cannot grow a resume past what a save could send.
  if (Buffer.byteLength(JSON.stringify(result.data)) > maxRequestBodyBytes)
    throw new AppError("PayloadTooLarge");
  const { title, slug, visibility } = row;
  return updateResume(deps, {
    ...own,
    input: { title, slug, visibility, data: result.data, updatedAt: row.updatedAt.toISOString() },
  });
};

export const addResumeLanguage = (deps: ResumeDeps, own: OwnResume, language: string): Promise<string> =>
  save(deps, own, (data) => addLanguage(data, language));

export const removeResumeLanguage = (deps: ResumeDeps, own: OwnResume, language: string): Promise<string> =>
  save(deps, own, (data) => removeLanguage(data, language));

export const putTranslations = (
  deps: ResumeDeps,
  own: OwnResume,
  { language, texts }: { language: string; texts: Record<string, string> },
): Promise<string> => save(deps, own, (data) => setTranslations(data, language, texts));

export const getTranslations = async (
  { db }: ResumeDeps,
  own: OwnResume,
  language: string,
): Promise<TranslationStatus> => {
  const row = await ownResume(db, own);
  const status = translationStatus(row.data, language);
  if (status === undefined) throw refusal({ ok: false, problem: "language-missing" });
  return status;
};
