// "As a machine reads it": the text an applicant-tracking system extracts from the printed PDF, and the checks
// its parser cares about. Pure: the server extracts the text, this module judges it, the web app shows it.
import { z } from "zod";
import type { ResumeData } from "./resume-data.ts";
import { resumeCatalogues } from "./resume-locales/index.ts";

export const machineCheckIds = [
  "email",
  "phone",
  "jobDates",
  "sectionNames",
  "textInImages",
  "nameReadable",
  "length",
  "fileSize",
] as const;
export type MachineCheckId = (typeof machineCheckIds)[number];

export const MachineCheckSchema = z.object({
  id: z.enum(machineCheckIds),
  passed: z.boolean(),
  /** What the check found: the undated jobs, the unrecognised section names, the page count… */
  details: z.array(z.string()),
});
export type MachineCheck = z.infer<typeof MachineCheckSchema>;

export const MachineReadingSchema = z.object({
  /** The PDF's text in content order, pages separated by a form feed. */
  text: z.string(),
  pages: z.number().int(),
  bytes: z.number().int(),
  tagged: z.boolean(),
  /** The resume version the reading is of (its `updatedAt`). */
  updatedAt: z.iso.datetime(),
  checks: z.array(MachineCheckSchema),
});
export type MachineReading = z.infer<typeof MachineReadingSchema>;

/** Past this, some job portals refuse the upload or a parser gives up. */
export const machineReadableMaxBytes = 1024 * 1024;

/**
 * Section names parsers look for, beyond every locale's default name: the usual English variants (parsers are
 * mostly trained on English resumes) for the sections they classify.
 */
const knownSectionNames: Partial<Record<string, string[]>> = {
  summary: ["summary", "profile", "professional summary", "career summary", "about me", "objective", "about"],
  experience: [
    "experience",
    "work experience",
    "professional experience",
    "employment",
    "employment history",
    "work history",
    "career history",
    "relevant experience",
  ],
  education: ["education", "academic background", "education and training", "qualifications", "academics"],
  skills: [
    "skills",
    "technical skills",
    "core skills",
    "key skills",
    "competencies",
    "core competencies",
    "expertise",
  ],
  projects: ["projects", "personal projects", "selected projects", "key projects"],
  certifications: [
    "certifications",
    "certificates",
    "licenses and certifications",
    "licenses & certifications",
  ],
  languages: ["languages", "language skills"],
  internship: ["internship", "internships"],
  awards: ["awards", "honors", "honours", "awards and honors", "achievements"],
  volunteer: ["volunteering", "volunteer experience", "volunteer work"],
  publications: ["publications"],
  references: ["references"],
};

const normalise = (name: string): string =>
  name
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}&]+/gu, " ")
    .trim();

const recognisedNames = (() => {
  let cache: Map<string, Set<string>> | undefined;
  return (): Map<string, Set<string>> => {
    if (cache !== undefined) return cache;
    cache = new Map();
    for (const [key, names] of Object.entries(knownSectionNames)) {
      const known = new Set((names ?? []).map(normalise));
      for (const catalogue of Object.values(resumeCatalogues)) {
        const name = (catalogue.sections as Record<string, string | undefined>)[key];
        if (name !== undefined) known.add(normalise(name));
      }
      cache.set(key, known);
    }
    return cache;
  };
})();

/** Sections in the layout, shown, with something in them. */
const printedSectionKeys = (data: ResumeData): string[] => {
  const placed = new Set(data.metadata.layout.flat(2));
  return Object.keys(knownSectionNames).filter((key) => {
    if (!placed.has(key)) return false;
    const section = (
      data.sections as unknown as Record<
        string,
        { visible: boolean; items?: { visible: boolean }[]; content?: string }
      >
    )[key];
    if (section === undefined || !section.visible) return false;
    return section.items === undefined
      ? (section.content ?? "").replace(/<[^>]*>/g, "").trim() !== ""
      : section.items.some((item) => item.visible);
  });
};

const yearPattern = /\b(19|20)\d{2}\b/g;

/**
 * Years of experience from the jobs' free-text dates ("2019 – Present", "Mar 2020 - Jun 2022"): from the
 * earliest year mentioned to the latest, or to this year when a job has no end year after its start.
 */
export const yearsOfExperience = (data: ResumeData, now = new Date()): number => {
  const years: number[] = [];
  let ongoing = false;
  for (const job of data.sections.experience.items) {
    if (!job.visible) continue;
    const found = [...job.date.matchAll(yearPattern)].map((match) => Number(match[0]));
    if (found.length === 1) ongoing = true;
    years.push(...found);
  }
  if (years.length === 0) return 0;
  const end = ongoing ? now.getFullYear() : Math.max(...years);
  return Math.max(0, end - Math.min(...years));
};

const richTextImages = (data: ResumeData): number => {
  const html = JSON.stringify(data.sections);
  return html.match(/<img\b/gi)?.length ?? 0;
};

export type MachineReadingInput = {
  data: ResumeData;
  text: string;
  pages: number;
  bytes: number;
  now?: Date;
};

/** The checks, in the order the panel lists them. */
export const machineReadingChecks = ({
  data,
  text,
  pages,
  bytes,
  now,
}: MachineReadingInput): MachineCheck[] => {
  const { basics, sections } = data;
  const undated = sections.experience.visible
    ? sections.experience.items
        .filter((job) => job.visible && job.date.trim() === "")
        .map((job) => [job.position, job.company].filter(Boolean).join(", ") || job.id)
    : [];
  const names = recognisedNames();
  const unrecognised = printedSectionKeys(data).flatMap((key) => {
    const name = (sections as unknown as Record<string, { name: string }>)[key]?.name ?? "";
    return name.trim() !== "" && !names.get(key)?.has(normalise(name)) ? [name] : [];
  });
  const images = richTextImages(data);
  const flatText = normalise(text);
  const name = normalise(basics.name);
  const years = yearsOfExperience(data, now);
  return [
    { id: "email", passed: basics.email.trim() !== "", details: [] },
    { id: "phone", passed: basics.phone.trim() !== "", details: [] },
    { id: "jobDates", passed: undated.length === 0, details: undated },
    { id: "sectionNames", passed: unrecognised.length === 0, details: unrecognised },
    { id: "textInImages", passed: images === 0, details: images === 0 ? [] : [String(images)] },
    { id: "nameReadable", passed: name === "" || flatText.includes(name), details: [] },
    { id: "length", passed: pages <= 2 || years >= 10, details: [String(pages), String(years)] },
    { id: "fileSize", passed: bytes <= machineReadableMaxBytes, details: [String(bytes)] },
  ];
};
