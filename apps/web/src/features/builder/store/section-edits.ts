import {
  type CustomSection,
  createId,
  defaultSectionNames,
  fromCustomLayoutId,
  itemKindOfRef,
  itemSectionRegistry,
  type ResumeData,
  resolveSectionRef,
} from "@vitae/schema";

// Pure edits of one section, as recipes for the builder store's `update` (one undo step each). A section is named
// by its key ("experience") or, for a custom one, "custom.<id>" — the same string the layout uses. Every recipe
// returns a new object, or the very same `data` when there is nothing to change (the store then records nothing).

/** Any item of any list section: the fields every item has, plus its own. */
export type AnyItem = { id: string; visible: boolean } & Record<string, unknown>;

type ListSection = {
  id: string;
  name: string;
  visible: boolean;
  columns: number;
  pageBreakBefore?: boolean;
  keepTogether?: boolean;
  items: AnyItem[];
};

/** The list section `ref` names, or undefined when it does not exist (a removed custom section). */
export const sectionOf = (data: ResumeData, ref: string): ListSection | undefined => {
  const resolved = resolveSectionRef(data, ref);
  return resolved === null || resolved.kind === "summary" ? undefined : (resolved.section as ListSection);
};

/** `data` with the section `ref` replaced by `change(section)`; unchanged when it returns the same section. */
export const withSection = (
  data: ResumeData,
  ref: string,
  change: (section: ListSection) => ListSection,
): ResumeData => {
  const section = sectionOf(data, ref);
  if (!section) return data;
  const next = change(section);
  if (next === section) return data;
  const customId = fromCustomLayoutId(ref);
  const sections =
    customId !== null
      ? {
          ...data.sections,
          custom: { ...data.sections.custom, [customId]: next as unknown as CustomSection },
        }
      : { ...data.sections, [ref]: next };
  return { ...data, sections };
};

const withItems = (data: ResumeData, ref: string, change: (items: AnyItem[]) => AnyItem[]) =>
  withSection(data, ref, (section) => {
    const items = change(section.items);
    return items === section.items ? section : { ...section, items };
  });

/** Adds `item` first: new entries are usually the newest, and lists read newest first. */
export const addItem = (data: ResumeData, ref: string, item: AnyItem): ResumeData =>
  withItems(data, ref, (items) => [item, ...items]);

/** Replaces the item with `item.id` where it stands; unchanged when there is none or nothing differs. */
export const replaceItem = (data: ResumeData, ref: string, item: AnyItem): ResumeData =>
  withItems(data, ref, (items) => {
    const index = items.findIndex((entry) => entry.id === item.id);
    if (index < 0 || JSON.stringify(items[index]) === JSON.stringify(item)) return items;
    return items.with(index, item);
  });

/** A copy of the item (new id) right after it. */
export const duplicateItem = (data: ResumeData, ref: string, id: string, newId = createId()): ResumeData =>
  withItems(data, ref, (items) => {
    const index = items.findIndex((entry) => entry.id === id);
    const original = items[index];
    if (!original) return items;
    return items.toSpliced(index + 1, 0, { ...structuredClone(original), id: newId });
  });

export const removeItem = (data: ResumeData, ref: string, id: string): ResumeData =>
  withItems(data, ref, (items) =>
    items.some((entry) => entry.id === id) ? items.filter((entry) => entry.id !== id) : items,
  );

export const setItemVisible = (data: ResumeData, ref: string, id: string, visible: boolean): ResumeData =>
  withItems(data, ref, (items) => {
    const index = items.findIndex((entry) => entry.id === id);
    const item = items[index];
    if (!item || item.visible === visible) return items;
    return items.with(index, { ...item, visible });
  });

/** Moves the item `id` to where `overId` stands (dnd-kit's sortable semantics). */
export const moveItem = (data: ResumeData, ref: string, id: string, overId: string): ResumeData =>
  withItems(data, ref, (items) => {
    const from = items.findIndex((entry) => entry.id === id);
    const to = items.findIndex((entry) => entry.id === overId);
    if (from < 0 || to < 0 || from === to) return items;
    const moving = items[from] as AnyItem;
    return items.toSpliced(from, 1).toSpliced(to, 0, moving);
  });

export const clearItems = (data: ResumeData, ref: string): ResumeData =>
  withItems(data, ref, (items) => (items.length === 0 ? items : []));

const setField = <K extends "name" | "visible" | "columns">(
  data: ResumeData,
  ref: string,
  key: K,
  value: ListSection[K],
) => withSection(data, ref, (section) => (section[key] === value ? section : { ...section, [key]: value }));

/** Renames a section; a blank name is refused (the section would have no heading). */
export const renameSection = (data: ResumeData, ref: string, name: string): ResumeData =>
  name.trim() === "" ? data : setField(data, ref, "name", name.trim());

/** The name a new resume gives the section `ref` (every custom section: "Custom Section"). */
export const defaultNameOf = (ref: string): string => {
  const kind = itemKindOfRef(ref);
  return kind === null ? ref : itemSectionRegistry[kind].defaultName;
};

export const resetSectionName = (data: ResumeData, ref: string): ResumeData =>
  setField(data, ref, "name", defaultNameOf(ref));

export const setSectionVisible = (data: ResumeData, ref: string, visible: boolean): ResumeData =>
  setField(data, ref, "visible", visible);

export const setSectionColumns = (data: ResumeData, ref: string, columns: number): ResumeData =>
  Number.isInteger(columns) && columns >= 1 && columns <= 5 ? setField(data, ref, "columns", columns) : data;

/** Where pages may break around a section: start it on a new page, or keep it on one page. */
export type SectionBreak = "pageBreakBefore" | "keepTogether";

/** Sets a page-break switch of any section, the summary included. */
export const setSectionBreak = (
  data: ResumeData,
  ref: string,
  key: SectionBreak,
  value: boolean,
): ResumeData => {
  if (ref !== "summary") return withSection(data, ref, (section) => setBreak(section, key, value));
  const summary = data.sections.summary;
  const next = setBreak(summary, key, value);
  return next === summary ? data : { ...data, sections: { ...data.sections, summary: next } };
};

const setBreak = <S extends { [K in SectionBreak]?: boolean }>(
  section: S,
  key: SectionBreak,
  value: boolean,
): S => ((section[key] ?? false) === value ? section : { ...section, [key]: value });

/** Keeps an item on one page (or lets it split again). */
export const setItemKeepTogether = (data: ResumeData, ref: string, id: string, keep: boolean): ResumeData =>
  withItems(data, ref, (items) => {
    const index = items.findIndex((entry) => entry.id === id);
    const item = items[index];
    if (!item || (item.keepTogether ?? false) === keep) return items;
    return items.with(index, { ...item, keepTogether: keep });
  });

/** The summary is not a list section but can be renamed and reset the same way. */
export const renameSummary = (data: ResumeData, name: string): ResumeData =>
  name.trim() === "" || data.sections.summary.name === name.trim()
    ? data
    : { ...data, sections: { ...data.sections, summary: { ...data.sections.summary, name: name.trim() } } };

export const resetSummaryName = (data: ResumeData): ResumeData =>
  renameSummary(data, defaultSectionNames.summary);

const monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * When an item's free-text date ends, as a sortable number (year × 100 + month): "2019 - 2023" → 202300,
 * "Jan 2020 - Present" → Infinity (ongoing is newest), "" → -Infinity (undated go last).
 */
export const dateRank = (text: unknown): number => {
  if (typeof text !== "string" || text.trim() === "") return Number.NEGATIVE_INFINITY;
  const parts = text.split(/\s+[-–—]\s+|\s+to\s+/i);
  const end = (parts.at(-1) ?? "").trim().toLowerCase();
  if (/present|current|now|today|heute|aujourd/.test(end)) return Number.POSITIVE_INFINITY;
  const year = end.match(/(\d{4})/);
  if (!year) return Number.NEGATIVE_INFINITY;
  const numeric = end.match(/\d{4}[-/.](\d{1,2})/) ?? end.match(/(\d{1,2})[-/.]\d{4}/);
  const named = monthNames.findIndex((month) => end.includes(month));
  const month = numeric ? Number(numeric[1]) : named >= 0 ? named + 1 : 0;
  return Number(year[1]) * 100 + month;
};

/** Newest first by each item's date; undated items keep their order at the end. Unchanged when already sorted. */
export const sortItemsByDate = (data: ResumeData, ref: string): ResumeData =>
  withItems(data, ref, (items) => {
    const sorted = items
      .map((item, index) => ({ item, index, rank: dateRank(item.date) }))
      .sort((a, b) => (a.rank === b.rank ? a.index - b.index : b.rank - a.rank))
      .map((entry) => entry.item);
    return sorted.every((item, index) => item === items[index]) ? items : sorted;
  });

/** Whether the section's items carry a date to sort by. */
export const hasDates = (section: ListSection): boolean =>
  section.items.some((item) => typeof item.date === "string");
