// "As a machine reads it": the text an applicant-tracking system extracts from the printed PDF, and the checks
// its parser cares about. Pure: the server extracts the text, this module judges it, the web app shows it.
import { z } from "zod";
import { htmlToLine } from "./html-text.ts";
import type { ResumeData } from "./resume-data.ts";
import { resumeCatalogues } from "./resume-locales/index.ts";
import { resumeTextBySection } from "./resume-sections-text.ts";
import { resolveSectionRef, sectionNameOfRef } from "./section-refs.ts";

export const machineCheckIds = [
  "email",
  "phone",
  "jobDates",
  "sectionNames",
  "textInImages",
  "nameReadable",
  "length",
  "fileSize",
  "readingOrder",
  "pageFurniture",
  "scriptText",
] as const;
export type MachineCheckId = (typeof machineCheckIds)[number];

export const MachineCheckSchema = z.object({
  id: z.enum(machineCheckIds),
  passed: z.boolean(),
  /**
   * What the check found: the undated jobs, the unrecognised section names, the page count, the sidebar sections
   * read first, the line repeated on every page, the script (ISO 15924 code) and the share of its words read back…
   */
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

/** Shown, with something in it: the summary's text, or a shown item. */
const printsSomething = (data: ResumeData, ref: string): boolean => {
  const resolved = resolveSectionRef(data, ref);
  if (resolved === null || !resolved.section.visible) return false;
  if (resolved.kind === "summary") return htmlToLine(resolved.section.content) !== "";
  const items: readonly { visible: boolean }[] = resolved.section.items;
  return items.some((item) => item.visible);
};

/** Sections in the layout, shown, with something in them. */
const printedSectionKeys = (data: ResumeData): string[] => {
  const placed = new Set(data.metadata.layout.flat(2));
  return Object.keys(knownSectionNames).filter((key) => placed.has(key) && printsSomething(data, key));
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

/** The section ids of a layout page that print something, as [main column, sidebar]. */
const printedColumns = (data: ResumeData, page: number): [string[], string[]] => {
  const printed = (ref: string) => printsSomething(data, ref);
  const [main = [], sidebar = []] = data.metadata.layout[page] ?? [];
  return [main.filter(printed), sidebar.filter(printed)];
};

/**
 * The sidebar sections a parser reads before the main column on the first sheet: in a two-column template
 * whose sidebar comes first in the text, the skills or contact column is read before the summary. Sections are
 * found by their titles, each on a line of its own.
 */
const sidebarReadFirst = (data: ResumeData, firstPage: string): string[] => {
  const lines = firstPage.split("\n").map(normalise);
  const lineOf = (id: string) => {
    const name = normalise(sectionNameOfRef(data, id));
    return name === "" ? -1 : lines.indexOf(name);
  };
  const [main, sidebar] = printedColumns(data, 0);
  const mainStart = main.map(lineOf).find((line) => line !== -1);
  if (mainStart === undefined) return [];
  return sidebar
    .filter((id) => {
      const line = lineOf(id);
      return line !== -1 && line < mainStart;
    })
    .map((id) => sectionNameOfRef(data, id));
};

/**
 * A line printed as the first or last of every sheet (digits aside: "Page 1 of 2", "Page 2 of 2"): page furniture,
 * which a parser reads as part of the text, between the sections of one sheet and the next.
 */
const repeatedOnEverySheet = (pages: string[]): string | undefined => {
  if (pages.length < 2) return undefined;
  const ends = pages.map((page) => {
    const lines = page
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    return [lines[0], lines.at(-1)].filter((line): line is string => line !== undefined);
  });
  const masked = (line: string) => normalise(line.replace(/\p{N}+/gu, "#"));
  return ends[0]?.find(
    (line) =>
      /\p{L}/u.test(line) && ends.every((lines) => lines.some((other) => masked(other) === masked(line))),
  );
};

// The scripts whose letters a PDF can scramble (joined, reordered or stacked); Latin text reads back as written.
const scripts: [code: string, letters: RegExp][] = [
  ["Arab", /\p{Script=Arabic}/u],
  ["Hebr", /\p{Script=Hebrew}/u],
  ["Deva", /\p{Script=Devanagari}/u],
  ["Beng", /\p{Script=Bengali}/u],
  ["Orya", /\p{Script=Oriya}/u],
  ["Taml", /\p{Script=Tamil}/u],
  ["Telu", /\p{Script=Telugu}/u],
  ["Knda", /\p{Script=Kannada}/u],
  ["Mlym", /\p{Script=Malayalam}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Ethi", /\p{Script=Ethiopic}/u],
  ["Khmr", /\p{Script=Khmer}/u],
  ["Jpan", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["Hani", /\p{Script=Han}/u],
  ["Hang", /\p{Script=Hangul}/u],
  ["Cyrl", /\p{Script=Cyrillic}/u],
  ["Grek", /\p{Script=Greek}/u],
];

/** Words as a parser compares them: compatibility forms folded, invisible direction marks dropped, lower case. */
export const wordsOf = (text: string, locale: string): string[] => {
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
  return [
    ...segmenter.segment(
      text
        .normalize("NFKC")
        .replace(/\p{Cf}/gu, "")
        .toLocaleLowerCase(locale),
    ),
  ]
    .filter((segment) => segment.isWordLike)
    .map((segment) => segment.segment);
};

/** The share (0–1) of `written`'s words found in `read`, each found word used once. */
export const wordRecall = (written: readonly string[], read: readonly string[]): number => {
  if (written.length === 0) return 1;
  const left = new Map<string, number>();
  for (const word of read) left.set(word, (left.get(word) ?? 0) + 1);
  let found = 0;
  for (const word of written) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      found += 1;
      left.set(word, count - 1);
    }
  }
  return found / written.length;
};

/** Fewer words than this in a script say too little to judge it by. */
const minimumWords = 8;
/** Below this share of a script's words read back as written, a parser misses too much of it. */
const minimumRecall = 0.9;

/**
 * The script whose words read back worst, when fewer than 90 % of them come out of the PDF as written (letters
 * split apart, or put out of order): its code and the share, as a whole percentage.
 */
const scrambledScript = (data: ResumeData, text: string): [string, string] | undefined => {
  const { locale } = data.metadata;
  const placed = new Set(["basics", ...data.metadata.layout.flat(2)]);
  const written = wordsOf(
    [...resumeTextBySection(data)]
      .filter(([id]) => placed.has(id))
      .map(([, value]) => value)
      .join("\n"),
    locale,
  );
  const read = wordsOf(text, locale);
  let worst: [string, number] | undefined;
  for (const [code, letters] of scripts) {
    const words = written.filter((word) => letters.test(word));
    if (words.length < minimumWords) continue;
    const recall = wordRecall(words, read);
    if (recall < minimumRecall && (worst === undefined || recall < worst[1])) worst = [code, recall];
  }
  return worst === undefined ? undefined : [worst[0], String(Math.floor(worst[1] * 100))];
};

export type MachineReadingInput = {
  data: ResumeData;
  /** The PDF's text in content order, pages separated by a form feed. */
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
  const pageTexts = text.split("\f");
  const readFirst = sidebarReadFirst(data, pageTexts[0] ?? "");
  const furniture = repeatedOnEverySheet(pageTexts);
  const scrambled = scrambledScript(data, text);
  return [
    { id: "email", passed: basics.email.trim() !== "", details: [] },
    { id: "phone", passed: basics.phone.trim() !== "", details: [] },
    { id: "jobDates", passed: undated.length === 0, details: undated },
    { id: "sectionNames", passed: unrecognised.length === 0, details: unrecognised },
    { id: "textInImages", passed: images === 0, details: images === 0 ? [] : [String(images)] },
    { id: "nameReadable", passed: name === "" || flatText.includes(name), details: [] },
    { id: "length", passed: pages <= 2 || years >= 10, details: [String(pages), String(years)] },
    { id: "fileSize", passed: bytes <= machineReadableMaxBytes, details: [String(bytes)] },
    { id: "readingOrder", passed: readFirst.length === 0, details: readFirst },
    {
      id: "pageFurniture",
      passed: furniture === undefined,
      details: furniture === undefined ? [] : [furniture],
    },
    { id: "scriptText", passed: scrambled === undefined, details: scrambled ?? [] },
  ];
};
