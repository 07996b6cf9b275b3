import type { LocaleId } from "./locales.ts";
import { resumeText } from "./resume-text.ts";

/**
 * A date text of a resume ("Mar 2021 - Present") written in another language: month names of the source language
 * (or English) followed by a year become the target's month and year as Intl writes them, and "Present" (the
 * source's word or the English ones) becomes the target's. Everything else (numbers, dashes, free text) stays.
 * Dates are shared across a resume's languages, so this is how they print in each.
 */

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Gregorian months and Latin digits in every language: a resume's dates are the same dates in each. */
const formatOptions = {
  calendar: "gregory",
  numberingSystem: "latn",
  timeZone: "UTC",
} as const satisfies Intl.DateTimeFormatOptions;

const monthOf = (index: number) => new Date(Date.UTC(2020, index, 15));

/** Month names (long and short, lower case, no trailing dot) of a language, by month index. */
const monthNames = (locale: string): Map<string, number> => {
  const names = new Map<string, number>();
  for (const month of ["long", "short"] as const) {
    const format = new Intl.DateTimeFormat(locale, { month, ...formatOptions });
    for (let index = 0; index < 12; index++) {
      const name = format.format(monthOf(index)).toLocaleLowerCase().replace(/\.$/, "");
      // Numeric "months" (CJK "3月") are not names to replace.
      if (!/\d/.test(name)) names.set(name, index);
    }
  }
  return names;
};

const englishPresent = ["present", "current", "now", "today", "ongoing"];

type Patterns = { months: Map<string, number>; monthYear: RegExp; present: RegExp };
const patternCache = new Map<string, Patterns>();

const patternsFor = (from: string): Patterns => {
  const cached = patternCache.get(from);
  if (cached !== undefined) return cached;
  const months = new Map([...monthNames("en-US"), ...monthNames(from)]);
  months.set("sept", 8);
  const alternatives = (words: Iterable<string>) =>
    [...words]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|");
  // Not inside a word: \b knows only ASCII letters.
  const monthYear = new RegExp(
    `(?<!\\p{L})(${alternatives(months.keys())})\\.?\\s*((?:19|20)\\d{2})(?!\\d)`,
    "giu",
  );
  const presentWords = new Set([
    resumeText(from).present.toLocaleLowerCase(),
    resumeText("en-US").present.toLocaleLowerCase(),
    ...englishPresent,
  ]);
  const present = new RegExp(`(?<!\\p{L})(?:${alternatives(presentWords)})(?!\\p{L})`, "giu");
  const patterns = { months, monthYear, present };
  patternCache.set(from, patterns);
  return patterns;
};

export const localizeDateText = (text: string, from: LocaleId, to: LocaleId): string => {
  if (from === to || text.trim() === "") return text;
  const { months, monthYear, present } = patternsFor(from);
  const format = new Intl.DateTimeFormat(to, { month: "short", year: "numeric", ...formatOptions });
  return text
    .replace(monthYear, (whole, month: string, year: string) => {
      const index = months.get(month.toLocaleLowerCase());
      return index === undefined ? whole : format.format(new Date(Date.UTC(Number(year), index, 15)));
    })
    .replace(present, resumeText(to).present);
};
