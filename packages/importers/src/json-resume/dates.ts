import { isoDateSchema } from "@vitae/schema";

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** One end of a Vitae date text as a JSON Resume date (YYYY, YYYY-MM, YYYY-MM-DD), or undefined if it is not one. */
const isoOf = (text: string): string | undefined => {
  const trimmed = text.trim();
  if (isoDateSchema.safeParse(trimmed).success) return trimmed;
  const monthYear = /^([A-Za-z]{3,})\.?\s+(\d{4})$/.exec(trimmed);
  const month = months.indexOf(monthYear?.[1]?.slice(0, 3).toLowerCase() ?? "");
  if (monthYear !== null && month >= 0) return `${monthYear[2]}-${String(month + 1).padStart(2, "0")}`;
  const numeric = /^(\d{1,2})[/.](\d{4})$/.exec(trimmed);
  if (numeric !== null && Number(numeric[1]) >= 1 && Number(numeric[1]) <= 12)
    return `${numeric[2]}-${numeric[1]?.padStart(2, "0")}`;
  return undefined;
};

/**
 * 'start - end' (or an en dash) back to JSON Resume's startDate and endDate; 'Present' has no end. A single date is
 * a point in time: start and end both.
 */
export const splitDateRange = (text: string): { startDate?: string; endDate?: string } => {
  const parts = text.split(/\s+[-–—]\s+/);
  const [start = "", end = parts.length === 1 ? start : ""] = parts;
  const startDate = isoOf(start);
  const endDate = /^present$/i.test(end.trim()) ? undefined : isoOf(end);
  return {
    ...(startDate === undefined ? {} : { startDate }),
    ...(endDate === undefined ? {} : { endDate }),
  };
};

/** A single date (awards, certificates, publications) as a JSON Resume date, if it is one. */
export const singleDate = (text: string): string | undefined => isoOf(text);
