import type { Warnings } from "../shared/result.ts";

const months = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** "Jan", "January", "Sept" → 1-based month; anything else → undefined. */
const monthOfName = (word: string): number | undefined => {
  const lower = word.toLowerCase();
  if (lower.length < 3) return undefined;
  const index = months.findIndex(
    (month) => month.startsWith(lower) || (lower === "sept" && month === "september"),
  );
  return index === -1 ? undefined : index + 1;
};

const yearMonth = (year: string, month: number): string | undefined =>
  month >= 1 && month <= 12 ? `${year}-${String(month).padStart(2, "0")}` : undefined;

// Month and year, optionally with a day before the month ("01 Oct 2022") or after it ("Feb 17, 1998").
const namedMonth = /^(?:\d{1,2}\s+)?([A-Za-z]+)\.?,?\s+(?:\d{1,2},?\s+)?(\d{4})$/;

const parse = (text: string): string | undefined => {
  if (/^\d{4}$/.test(text)) return text;
  const iso = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(text);
  if (iso?.[1] !== undefined) return yearMonth(iso[1], Number(iso[2]));
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (slashed?.[2] !== undefined) return yearMonth(slashed[2], Number(slashed[1]));
  const named = namedMonth.exec(text);
  if (named?.[1] !== undefined && named[2] !== undefined) {
    const month = monthOfName(named[1]);
    return month === undefined ? undefined : yearMonth(named[2], month);
  }
  return undefined;
};

/**
 * A LinkedIn date as YYYY-MM (or YYYY), the form the other importers produce. LinkedIn shows month and year only,
 * so a day ("01 Oct 2022", "2022-10-01") is dropped. Anything else is kept as written, with a warning.
 */
export const linkedInDate = (value: string, path: string, warnings: Warnings): string => {
  const text = value.trim();
  if (text === "") return "";
  const parsed = parse(text);
  if (parsed !== undefined) return parsed;
  warnings.add(path, `Date not recognised, kept as written ("${text}")`);
  return text;
};
