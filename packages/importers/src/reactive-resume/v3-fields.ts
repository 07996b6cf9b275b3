import { isoDateSchema } from "@vitae/schema";
import { isRecord } from "../shared/json.ts";
import { join, type Warnings } from "../shared/result.ts";
import { dateRange, str } from "../shared/text.ts";

export type Source = Record<string, unknown>;

/** How much of a date the v3 resume showed: its `metadata.date.format` decides, so no detail is invented. */
export type DatePrecision = "day" | "month" | "year";

/** What every item mapper needs besides the item. */
export type Context = { warnings: Warnings; precision: DatePrecision };

/** v3's default format ("MMMM DD, YYYY") shows the day; formats without `D` or `M` drop it or the month. */
export const precisionOf = (format: unknown): DatePrecision => {
  const text = str(format);
  if (text === "" || text.includes("D")) return "day";
  return text.includes("M") ? "month" : "year";
};

const lengths: Record<DatePrecision, number> = { day: 10, month: 7, year: 4 };

/**
 * One v3 date as YYYY-MM-DD, YYYY-MM or YYYY. v3 stores ISO timestamps and prints them in UTC
 * (`dayjs.utc` in its `formatDateString`), so a timestamp's UTC date is what its owner saw.
 */
const dateText = (value: unknown, path: string, { warnings, precision }: Context): string => {
  const text = str(value);
  if (text === "") return "";
  const iso = /^\d{4}(?:-\d{2}(?:-\d{2})?)?(?=$|T)/.exec(text)?.[0] ?? "";
  if (isoDateSchema.safeParse(iso).success) return iso.slice(0, lengths[precision]);
  // Hand-edited files may hold dates such as "May 2020": Vitae's dates are text, so they stay as written.
  warnings.add(path, `Not an ISO date: kept as written ("${text}")`);
  return text;
};

/**
 * A v3 `date`: a `{ start, end }` range or a single date string (awards, certificates and publications use a
 * string, though later builds also wrote ranges there). An empty end means "Present"; equal ends are one date,
 * as v3 printed them.
 */
export const period = (value: unknown, path: string, context: Context): string => {
  if (!isRecord(value)) return dateText(value, path, context);
  context.warnings.unknownKeys(path, value, ["start", "end"]);
  const start = dateText(value.start, join(path, "start"), context);
  const end = dateText(value.end, join(path, "end"), context);
  return start === end ? start : dateRange(start, end);
};

export { hasRequired as required, mapItems, urlField as link } from "../shared/items.ts";

/** The first non-empty of several keys, with the key it came from (so only that one counts as carried over). */
export const pick = (source: Source, keys: readonly string[]): { key?: string; value: string } => {
  for (const key of keys) {
    const value = str(source[key]);
    if (value !== "") return { key, value };
  }
  return { value: "" };
};

const sectionKeys = ["id", "name", "type", "columns", "visible", "items", "isDuplicated"];

/** A v3 section's name, visibility and columns; Vitae allows 1–5 columns, so other counts are clamped. */
export const sectionShell = (section: Source, path: string, warnings: Warnings) => {
  warnings.unknownKeys(path, section, sectionKeys);
  const shell: { name?: string; visible?: boolean; columns?: number } = {};
  const name = str(section.name);
  if (name !== "") shell.name = name;
  if (typeof section.visible === "boolean") shell.visible = section.visible;
  if (typeof section.columns === "number" && Number.isFinite(section.columns)) {
    const columns = Math.min(5, Math.max(1, Math.round(section.columns)));
    if (columns !== section.columns)
      warnings.add(join(path, "columns"), `Vitae shows 1 to 5 columns: ${section.columns} became ${columns}`);
    shell.columns = columns;
  }
  return shell;
};
