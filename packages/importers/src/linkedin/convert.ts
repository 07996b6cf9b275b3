import { importMessages, type ResumeDataInput } from "@vitae/schema";
import type { ImportInput } from "../shared/json.ts";
import { finish, ImportError, type ImportResult, Warnings } from "../shared/result.ts";
import { ExportFiles, link, plainTextHtml } from "./export-files.ts";
import { readEmail, readPhone, readProfile, readSummary } from "./profile.ts";
import {
  readCertifications,
  readEducation,
  readLanguages,
  readMoreSections,
  readPositions,
  readProjects,
  readSkills,
} from "./sections.ts";
import { readZipEntries } from "./unzip.ts";

export { plainTextHtml } from "./export-files.ts";

// ---- Entry point ----------------------------------------------------------------------------------------------

/**
 * A LinkedIn data export (the zip LinkedIn e-mails) as Vitae resume data, with what could not be carried over.
 * `maxTextBytes` bounds the CSV text read (the import's request limit: more text makes a larger resume).
 */
export const convertLinkedInExport = (
  input: ImportInput,
  { maxTextBytes }: { maxTextBytes?: number } = {},
): ImportResult => {
  // Text cannot be a zip: the file input handed over a text file.
  if (!(input instanceof Uint8Array)) throw new ImportError(importMessages.unreadableFile);
  const warnings = new Warnings();
  const files = new ExportFiles(readZipEntries(input), warnings, maxTextBytes);
  const profile = readProfile(files, warnings);
  const summary = readSummary(files, profile?.summary ?? "", warnings);
  const more = readMoreSections(files, warnings);
  const data: ResumeDataInput = {
    basics: {
      name: profile?.name ?? "",
      headline: profile?.headline ?? "",
      email: readEmail(files, warnings),
      phone: readPhone(files, warnings),
      location: profile?.location ?? "",
      url: profile?.url ?? link(""),
    },
    sections: {
      summary: { content: plainTextHtml(summary) },
      profiles: { items: profile?.profiles ?? [] },
      experience: { items: readPositions(files, warnings) },
      education: { items: readEducation(files, warnings) },
      certifications: { items: readCertifications(files, warnings) },
      languages: { items: readLanguages(files, warnings) },
      projects: { items: readProjects(files, warnings) },
      skills: { items: readSkills(files, warnings) },
      awards: more.awards,
      publications: more.publications,
      volunteer: more.volunteer,
      references: more.references,
    },
  };
  files.reportUnused();
  return finish(data, warnings, more.courses);
};
