import { createId } from "@vitae/schema";
import type { CustomSectionDraft, Warnings } from "../shared/result.ts";
import { dateRange, escapeHtml, url } from "../shared/text.ts";
import { linkedInDate } from "./dates.ts";
import { type ExportFiles, eachRow, finished, link, plainTextHtml, started } from "./export-files.ts";

// ---- Sections -------------------------------------------------------------------------------------------------

export const readPositions = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Positions.csv"),
    ["Company Name", "Title", "Description", "Location", ...started, ...finished],
    "Company Name",
    warnings,
    ({ cell, dates }) => {
      const { start, end } = dates();
      return {
        id: createId(),
        company: cell("Company Name"),
        position: cell("Title"),
        location: cell("Location"),
        date: dateRange(start, end),
        summary: plainTextHtml(cell("Description")),
      };
    },
  );

export const readEducation = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Education.csv"),
    ["School Name", "Degree Name", "Notes", "Activities", ...started, ...finished],
    "School Name",
    warnings,
    ({ cell, dates }) => {
      const { start, end } = dates();
      const activities = cell("Activities");
      return {
        id: createId(),
        institution: cell("School Name"),
        studyType: cell("Degree Name"),
        date: dateRange(start, end),
        summary:
          plainTextHtml(cell("Notes")) +
          (activities === "" ? "" : `<p>Activities and societies: ${escapeHtml(activities)}</p>`),
      };
    },
  );

export const readCertifications = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Certifications.csv"),
    ["Name", "Url", "Authority", "License Number", ...started, ...finished],
    "Name",
    warnings,
    ({ cell, dates, path }) => {
      const { start, end } = dates();
      return {
        id: createId(),
        name: cell("Name"),
        issuer: cell("Authority"),
        // Finished On is an expiry date: a certificate without one has no end, it is not "- Present".
        date: end === "" ? start : dateRange(start, end),
        url: link(url(cell("Url"), `${path}: Url`, warnings)),
        credentialId: cell("License Number"),
      };
    },
  );

/** LinkedIn's five proficiency levels, most specific first ("Full professional" also contains "professional"). */
const proficiencyLevels: [string, number][] = [
  ["native", 5],
  ["bilingual", 5],
  ["full professional", 4],
  ["professional working", 3],
  ["limited working", 2],
  ["elementary", 1],
];

export const readLanguages = (files: ExportFiles, warnings: Warnings) =>
  eachRow(files.table("Languages.csv"), ["Name", "Proficiency"], "Name", warnings, ({ cell }) => {
    const proficiency = cell("Proficiency");
    const level = proficiencyLevels.find(([words]) => proficiency.toLowerCase().includes(words))?.[1] ?? 1;
    return { id: createId(), name: cell("Name"), description: proficiency, level };
  });

export const readProjects = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Projects.csv"),
    ["Title", "Description", "Url", ...started, ...finished],
    "Title",
    warnings,
    ({ cell, dates, path }) => {
      const { start, end } = dates();
      return {
        id: createId(),
        name: cell("Title"),
        date: dateRange(start, end),
        url: link(url(cell("Url"), `${path}: Url`, warnings)),
        summary: plainTextHtml(cell("Description")),
      };
    },
  );

export const readSkills = (files: ExportFiles, warnings: Warnings) =>
  eachRow(files.table("Skills.csv"), ["Name"], "Name", warnings, ({ cell }) => ({
    id: createId(),
    name: cell("Name"),
  }));

// The 2018 layout names the date "Issue Date" and adds the Issuer.
const issued = ["Issued On", "Issue Date"];

const readHonors = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Honors.csv"),
    ["Title", "Description", "Issuer", ...issued],
    "Title",
    warnings,
    ({ cell, path }) => ({
      id: createId(),
      title: cell("Title"),
      awarder: cell("Issuer"),
      date: linkedInDate(cell(...issued), `${path}: ${issued[0]}`, warnings),
      summary: plainTextHtml(cell("Description")),
    }),
  );

const readPublications = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Publications.csv"),
    ["Name", "Published On", "Description", "Publisher", "Url"],
    "Name",
    warnings,
    ({ cell, path }) => ({
      id: createId(),
      name: cell("Name"),
      publisher: cell("Publisher"),
      date: linkedInDate(cell("Published On"), `${path}: Published On`, warnings),
      url: link(url(cell("Url"), `${path}: Url`, warnings)),
      summary: plainTextHtml(cell("Description")),
    }),
  );

const readVolunteering = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Volunteering.csv"),
    ["Company Name", "Role", "Cause", "Description", ...started, ...finished],
    "Company Name",
    warnings,
    ({ cell, dates }) => {
      const { start, end } = dates();
      const cause = cell("Cause");
      return {
        id: createId(),
        organization: cell("Company Name"),
        position: cell("Role"),
        date: dateRange(start, end),
        summary:
          (cause === "" ? "" : `<p>Cause: ${escapeHtml(cause)}</p>`) + plainTextHtml(cell("Description")),
      };
    },
  );

/** Recommendations others wrote: references with their words; LinkedIn's own bookkeeping columns are not content. */
const readRecommendations = (files: ExportFiles, warnings: Warnings) =>
  eachRow(
    files.table("Recommendations_Received.csv"),
    ["First Name", "Last Name", "Company", "Job Title", "Text", "Creation Date", "Status"],
    "First Name",
    warnings,
    ({ cell }) => ({
      id: createId(),
      name: [cell("First Name"), cell("Last Name")].filter(Boolean).join(" "),
      description: [cell("Job Title"), cell("Company")].filter(Boolean).join(", "),
      summary: plainTextHtml(cell("Text")),
    }),
  );

/** Courses have no built-in section: they become a custom section "Courses", one item each. */
const readCourses = (files: ExportFiles, warnings: Warnings): CustomSectionDraft[] => {
  const items = eachRow(files.table("Courses.csv"), ["Name", "Number"], "Name", warnings, ({ cell }) => ({
    name: cell("Name"),
    description: cell("Number"),
  }));
  return items.length === 0 ? [] : [{ name: "Courses", items }];
};

/** The files beyond the profile and positions that have a place in a resume. */
export const readMoreSections = (files: ExportFiles, warnings: Warnings) => ({
  awards: { items: readHonors(files, warnings) },
  publications: { items: readPublications(files, warnings) },
  volunteer: { items: readVolunteering(files, warnings) },
  references: { items: readRecommendations(files, warnings) },
  courses: readCourses(files, warnings),
});
