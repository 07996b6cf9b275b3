import {
  type ItemKind,
  itemFieldsOf,
  itemHeading,
  itemKinds,
  overlayPath,
  type ResumeData,
  resumeText,
  translatablePaths,
} from "@vitae/schema";
import type { ImportInput } from "../shared/json.ts";
import { splitDateRange } from "./dates.ts";
import { convertJsonResume } from "./import.ts";

/**
 * A JSON Resume in another language read as the translations of an existing resume: its items are paired with the
 * existing ones section by section (by order, checked by dates), and only their translatable texts are kept, at
 * the paths `PUT /api/resume/{id}/translations/{lang}` takes. Names, dates, links and numbers stay the existing
 * resume's: the imported file never changes them.
 */

/** How an existing item found its imported counterpart. */
export type MatchReason = "order" | "date" | "nearest-date";

export type TranslationMatch = {
  /** The section's path, e.g. `sections.experience` or `sections.custom.<id>`. */
  section: string;
  existingId: string;
  /** The item's title on each side, to show the pairing. */
  existingTitle: string;
  importedTitle: string;
  /** Position of the imported item in its section. */
  importedIndex: number;
  by: MatchReason;
  /** The texts this pairing stores, by path. */
  texts: Record<string, string>;
};

export type UnmatchedItem = {
  section: string;
  /** `existing`: an item the file has no counterpart for (stays to translate); `imported`: one left out. */
  side: "existing" | "imported";
  index: number;
  title: string;
};

export type ImportedTranslation = {
  texts: Record<string, string>;
  matches: TranslationMatch[];
  unmatched: UnmatchedItem[];
};

type Item = { id: string } & Record<string, unknown>;

/** Two dates further apart than this are different periods, not one period written a little differently. */
const nearestDateMonths = 12;

/** An item's start as a month count, from its date text (ISO, "Jan 2020" or a bare year), if it has one. */
const startMonthOf = (kind: ItemKind, item: Item): number | undefined => {
  const field = itemFieldsOf(kind).find((candidate) => candidate.kind === "date");
  const text = field === undefined ? undefined : item[field.name];
  if (typeof text !== "string" || text.trim() === "") return undefined;
  const { startDate } = splitDateRange(text);
  const iso = startDate === undefined ? undefined : /^(\d{4})(?:-(\d{2}))?/.exec(startDate);
  if (iso?.[1] !== undefined) return Number(iso[1]) * 12 + Number(iso[2] ?? 1) - 1;
  // Month names of another language: the year is still a year.
  const year = /\b(\d{4})\b/.exec(text)?.[1];
  return year === undefined ? undefined : Number(year) * 12;
};

const titleOf = (kind: ItemKind, item: Item): string => {
  const heading = itemHeading(kind, item);
  return [...heading.title, ...heading.subtitle].join(" · ");
};

type Pair = { existing: number; imported: number; by: MatchReason };

/**
 * Pairs items: the one at the same position when its date agrees (or neither has one), then one with the same
 * date, then the nearest date within a year; undated items left over pair in order.
 */
export const pairItems = (kind: ItemKind, existing: readonly Item[], imported: readonly Item[]): Pair[] => {
  const existingStarts = existing.map((item) => startMonthOf(kind, item));
  const importedStarts = imported.map((item) => startMonthOf(kind, item));
  const pairs: Pair[] = [];
  const usedExisting = new Set<number>();
  const usedImported = new Set<number>();
  const pair = (e: number, i: number, by: MatchReason) => {
    pairs.push({ existing: e, imported: i, by });
    usedExisting.add(e);
    usedImported.add(i);
  };
  existing.forEach((_, index) => {
    if (index < imported.length && existingStarts[index] === importedStarts[index])
      pair(index, index, "order");
  });
  const free = (index: number) => !usedImported.has(index);
  existing.forEach((_, index) => {
    const start = existingStarts[index];
    if (usedExisting.has(index) || start === undefined) return;
    const same = importedStarts.findIndex((other, at) => free(at) && other === start);
    if (same >= 0) {
      pair(index, same, "date");
      return;
    }
    let nearest = -1;
    importedStarts.forEach((other, at) => {
      if (!free(at) || other === undefined || Math.abs(other - start) > nearestDateMonths) return;
      const best = nearest < 0 ? undefined : importedStarts[nearest];
      if (best === undefined || Math.abs(other - start) < Math.abs(best - start)) nearest = at;
    });
    if (nearest >= 0) pair(index, nearest, "nearest-date");
  });
  const undatedImported = imported
    .map((_, at) => at)
    .filter((at) => free(at) && importedStarts[at] === undefined);
  existing.forEach((_, index) => {
    if (usedExisting.has(index) || existingStarts[index] !== undefined) return;
    const next = undatedImported.shift();
    if (next !== undefined) pair(index, next, "order");
  });
  return pairs.sort((a, b) => a.existing - b.existing);
};

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

/** The section names a resume gets by default, in any of the languages involved: those need no translation. */
const isDefaultName = (name: string, locales: readonly string[]): boolean =>
  locales.some((locale) => Object.values(resumeText(locale).sections).includes(name));

type SectionPair = {
  path: string[];
  kind: ItemKind;
  existing: Item[];
  imported: Item[];
  importedName: string;
};

/** The list sections of both resumes side by side: built-in ones by kind, custom ones in order. */
const sectionPairs = (existing: ResumeData, imported: ResumeData): SectionPair[] => {
  const builtIn = itemKinds
    .filter((kind): kind is Exclude<ItemKind, "custom"> => kind !== "custom")
    .map((kind) => ({
      path: ["sections", kind],
      kind: kind as ItemKind,
      existing: existing.sections[kind].items as Item[],
      imported: imported.sections[kind].items as Item[],
      importedName: imported.sections[kind].name,
    }));
  const importedCustom = Object.values(imported.sections.custom);
  const custom = Object.values(existing.sections.custom).flatMap((section, index) => {
    const other = importedCustom[index];
    return other === undefined
      ? []
      : [
          {
            path: ["sections", "custom", section.id],
            kind: "custom" as const,
            existing: section.items as Item[],
            imported: other.items as Item[],
            importedName: other.name,
          },
        ];
  });
  return [...builtIn, ...custom];
};

/** The texts and pairings that importing `imported` as a translation of `existing` gives. */
export const translationsFromResume = (existing: ResumeData, imported: ResumeData): ImportedTranslation => {
  const allowed = new Set(translatablePaths(existing));
  const texts: Record<string, string> = {};
  const put = (segments: string[], value: unknown, into: Record<string, string> = texts) => {
    const path = overlayPath(segments);
    if (!allowed.has(path) || !isText(value)) return;
    into[path] = value;
    texts[path] = value;
  };
  put(["basics", "headline"], imported.basics.headline);
  put(["basics", "location"], imported.basics.location);
  existing.basics.customFields.forEach((field, index) => {
    const other = imported.basics.customFields[index];
    put(["basics", "customFields", field.id, "name"], other?.name);
    put(["basics", "customFields", field.id, "value"], other?.value);
  });
  put(["sections", "summary", "content"], imported.sections.summary.content);
  const locales = ["en-US", existing.metadata.locale, imported.metadata.locale];
  if (!isDefaultName(imported.sections.summary.name, locales))
    put(["sections", "summary", "name"], imported.sections.summary.name);

  const matches: TranslationMatch[] = [];
  const unmatched: UnmatchedItem[] = [];
  for (const section of sectionPairs(existing, imported)) {
    const sectionPath = overlayPath(section.path);
    if (!isDefaultName(section.importedName, locales)) put([...section.path, "name"], section.importedName);
    const pairs = pairItems(section.kind, section.existing, section.imported);
    // Dates are the existing resume's: each language shows them in its own words without a translation.
    const fields = itemFieldsOf(section.kind).filter((field) => field.translatable && field.kind !== "date");
    for (const { existing: e, imported: i, by } of pairs) {
      const item = section.existing[e] as Item;
      const other = section.imported[i] as Item;
      const own: Record<string, string> = {};
      for (const field of fields)
        put([...section.path, "items", item.id, field.name], other[field.name], own);
      matches.push({
        section: sectionPath,
        existingId: item.id,
        existingTitle: titleOf(section.kind, item),
        importedTitle: titleOf(section.kind, other),
        importedIndex: i,
        by,
        texts: own,
      });
    }
    const report = (side: UnmatchedItem["side"], items: Item[], paired: Set<number>) =>
      items.forEach((item, index) => {
        if (!paired.has(index))
          unmatched.push({ section: sectionPath, side, index, title: titleOf(section.kind, item) });
      });
    report("existing", section.existing, new Set(pairs.map((p) => p.existing)));
    report("imported", section.imported, new Set(pairs.map((p) => p.imported)));
  }
  return { texts, matches, unmatched };
};

/** A JSON Resume file read as the translations of `existing` (throws the importer's errors on a bad file). */
export const translationsFromJsonResume = (existing: ResumeData, input: ImportInput): ImportedTranslation =>
  translationsFromResume(existing, convertJsonResume(input).data);
