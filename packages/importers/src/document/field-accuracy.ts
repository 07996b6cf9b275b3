import {
  type FieldKind,
  htmlToText,
  type ItemKind,
  itemFieldsOf,
  itemSectionKeys,
  type ResumeData,
} from "@vitae/schema";

/** Field-level counts of a recognised resume against the resume it was made from. */
export type FieldScore = { expected: number; recognised: number; correct: number; misses: string[] };

const norm = (value: unknown): string =>
  (typeof value === "string" ? value : Array.isArray(value) ? value.join(", ") : "")
    .normalize("NFKC")
    .toLocaleLowerCase()
    .replace(/^https?:\/\//, "")
    // "2019 – 2021" and "2019-2021" are the same dates.
    .replace(/\s*[-–—]\s*/g, "-")
    .replace(/[\s\u00a0]+/g, " ")
    .replace(/[/.,;:]+$/, "")
    .trim();

const compared: FieldKind[] = ["text", "date", "keywords"];

type Entry = { kind: ItemKind; name: string; items: Record<string, unknown>[] };

const entriesOf = (data: ResumeData, visibleOnly: boolean): Entry[] => [
  ...itemSectionKeys
    .filter((key) => !visibleOnly || data.sections[key].visible)
    .map((key) => ({
      kind: key as ItemKind,
      name: key,
      items: (data.sections[key].items as Record<string, unknown>[]).filter(
        (item) => !visibleOnly || item.visible !== false,
      ),
    })),
  ...Object.values(data.sections.custom)
    .filter((section) => !visibleOnly || section.visible)
    .map((section) => ({
      kind: "custom" as ItemKind,
      name: section.name.toLocaleLowerCase(),
      items: (section.items as Record<string, unknown>[]).filter(
        (item) => !visibleOnly || item.visible !== false,
      ),
    })),
];

/** A date with the months taken out: "jan 2013-jan 2017" → "2013-2017". */
const yearsOf = (date: string): string =>
  date
    .replace(/\b\p{L}{3,}\.?\s+(?=\d{4})/gu, "")
    .replace(/\s+/g, " ")
    .trim();

const valuesOf = (kind: ItemKind, item: Record<string, unknown>): Map<string, string> => {
  const values = new Map<string, string>();
  for (const field of itemFieldsOf(kind)) {
    if (!compared.includes(field.kind)) continue;
    const value = norm(item[field.name]);
    if (value !== "") values.set(field.name, value);
  }
  const url = item.url as { label?: string } | undefined;
  if (norm(url?.label) !== "") values.set("url", norm(url?.label));
  return values;
};

/**
 * How many of the original's fields (the header's, each visible item's text, date, keywords and link, the summary
 * as one field) the recognised resume has, and has right. Items are paired within a section by their first field.
 */
export const scoreFields = (
  original: ResumeData,
  recognised: ResumeData,
  /** The document's text, when it was laid out by another tool: fields it does not show are not expected. */
  shown?: string,
): FieldScore => {
  const score: FieldScore = { expected: 0, recognised: 0, correct: 0, misses: [] };
  const visible = shown === undefined ? undefined : norm(shown).replace(/\s+/g, "");
  const isVisible = (value: string) => visible === undefined || visible.includes(value.replace(/\s+/g, ""));
  const count = (where: string, shownValue: string, got: string) => {
    const field = where.slice(where.lastIndexOf(".") + 1);
    // Keywords set as chips show without their commas: each keyword is looked for.
    const shown = field === "keywords" ? shownValue.split(", ").every(isVisible) : isVisible(shownValue);
    // A layout that prints a year as "Jan 2013" adds a month the resume does not have: the years are compared.
    const relaid = visible !== undefined && field === "date" && got !== "" && yearsOf(got) === shownValue;
    const expected = shown || relaid ? shownValue : "";
    if (expected !== "") score.expected++;
    if (got !== "") score.recognised++;
    if (expected !== "" && (expected === got || relaid)) score.correct++;
    else if (expected !== "" || got !== "")
      score.misses.push(`${where}: expected "${expected}", got "${got}"`);
  };
  for (const key of ["name", "headline", "email", "phone", "location"] as const)
    count(`basics.${key}`, norm(original.basics[key]), norm(recognised.basics[key]));
  count(
    "basics.url",
    norm(original.basics.url.label || original.basics.url.href),
    norm(recognised.basics.url.label),
  );
  const words = (html: string) => norm(htmlToText(html)).split(" ").filter(Boolean);
  const summary = words(original.sections.summary.content);
  if (original.sections.summary.visible && summary.length > 0) {
    const got = new Set(words(recognised.sections.summary.content));
    score.expected++;
    if (got.size > 0) score.recognised++;
    const found = summary.filter((word) => got.has(word)).length / summary.length;
    if (found >= 0.9) score.correct++;
    else score.misses.push(`summary: ${Math.round(found * 100)}% of its words`);
  }
  const recognisedEntries = entriesOf(recognised, false);
  const used = new Set<Entry>();
  for (const entry of entriesOf(original, true)) {
    const match = recognisedEntries.find(
      (candidate) =>
        !used.has(candidate) &&
        candidate.kind === entry.kind &&
        (entry.kind !== "custom" || norm(candidate.name) === norm(entry.name)),
    );
    if (match !== undefined) used.add(match);
    const pool = [...(match?.items ?? [])];
    for (const [index, item] of entry.items.entries()) {
      const expected = valuesOf(entry.kind, item);
      const first = [...expected.values()][0] ?? "";
      const pairIndex = Math.max(
        0,
        pool.findIndex((candidate) => [...valuesOf(entry.kind, candidate).values()].includes(first)),
      );
      const [pair] = pool.length > 0 ? pool.splice(pairIndex, 1) : [undefined];
      const got = pair === undefined ? new Map<string, string>() : valuesOf(entry.kind, pair);
      for (const name of new Set([...expected.keys(), ...got.keys()]))
        count(`${entry.name}[${index}].${name}`, expected.get(name) ?? "", got.get(name) ?? "");
    }
    for (const extra of pool)
      for (const [name, value] of valuesOf(entry.kind, extra)) count(`${entry.name}[+].${name}`, "", value);
  }
  for (const entry of recognisedEntries)
    if (!used.has(entry))
      for (const item of entry.items)
        for (const [name, value] of valuesOf(entry.kind, item)) count(`${entry.name}[?].${name}`, "", value);
  return score;
};

/** Precision and recall in percent. */
export const rates = (score: FieldScore): { precision: number; recall: number } => ({
  precision: score.recognised === 0 ? 0 : Math.round((score.correct / score.recognised) * 1000) / 10,
  recall: score.expected === 0 ? 0 : Math.round((score.correct / score.expected) * 1000) / 10,
});
