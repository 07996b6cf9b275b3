import {
  type FieldKind,
  htmlToLine,
  type ItemKind,
  itemFieldsOf,
  itemSectionKeys,
  type ResumeData,
  toCustomLayoutId,
} from "@vitae/schema";
import { isSectionPrintable, resolveSection } from "./shared/layout.ts";

/** The text a reader sees in a rendered document: no styles, no tags, entities decoded, spaces collapsed. */
export const visibleText = (html: string): string =>
  htmlToLine(html.replace(/<style[\s\S]*?<\/style>/gi, " ").replace(/<title>[\s\S]*?<\/title>/i, " "));

export const normalise = (value: string): string => value.replace(/\s+/g, " ").trim();

export type ExpectedValues = { texts: string[]; hrefs: string[] };

const addText = (into: ExpectedValues, value: string) => {
  const text = normalise(value);
  if (text !== "") into.texts.push(text);
};

const addUrl = (into: ExpectedValues, url: { label: string; href: string }) => {
  addText(into, url.label);
  if (url.href.trim() !== "") into.hrefs.push(url.href.trim());
};

/** What a reader finds of a field of each kind: its text, each keyword, a link's text and address; no icon slug. */
const shown: Record<FieldKind, (into: ExpectedValues, value: unknown) => void> = {
  text: (into, value) => addText(into, String(value ?? "")),
  date: (into, value) => addText(into, String(value ?? "")),
  richText: (into, value) => addText(into, htmlToLine(String(value ?? ""))),
  keywords: (into, value) => {
    for (const word of value as string[]) addText(into, word);
  },
  url: (into, value) => addUrl(into, value as { label: string; href: string }),
  level: () => {},
  icon: () => {},
};

/**
 * Every value a reader must find, walked from the data itself (not from the templates' own mapping):
 * basics, and for each printable section of the layout its name and every visible item's string fields,
 * keywords, rich text (as plain text) and link; links' addresses are expected as hrefs.
 */
export const expectedVisibleValues = (data: ResumeData): ExpectedValues => {
  const expected: ExpectedValues = { texts: [], hrefs: [] };
  const { basics } = data;
  for (const value of [basics.name, basics.headline, basics.email, basics.phone, basics.location]) {
    addText(expected, value);
  }
  addUrl(expected, basics.url);
  for (const field of basics.customFields) {
    addText(expected, field.name);
    if (/^https?:\/\//.test(field.value)) expected.hrefs.push(field.value);
    else addText(expected, field.value);
  }

  for (const id of new Set(data.metadata.layout.flat(2))) {
    const resolved = resolveSection(data, id);
    if (!isSectionPrintable(resolved)) continue;
    addText(expected, resolved.section.name);
    if (resolved.kind === "summary") {
      addText(expected, htmlToLine(resolved.section.content));
      continue;
    }
    const items: readonly Record<string, unknown>[] = resolved.section.items;
    const kind: ItemKind = resolved.kind === "custom" ? "custom" : resolved.key;
    for (const item of items.filter((entry) => entry.visible === true))
      for (const field of itemFieldsOf(kind)) shown[field.kind](expected, item[field.name]);
  }
  return expected;
};

/** The values of a resume's hidden things: hidden items, hidden sections and sections outside the layout. */
export const hiddenValues = (data: ResumeData): string[] => {
  const placed = new Set(data.metadata.layout.flat(2));
  const values: string[] = [];
  const collect = (kind: ItemKind, item: Record<string, unknown>) => {
    for (const field of itemFieldsOf(kind)) {
      const value = item[field.name];
      if (field.kind === "icon" || typeof value !== "string" || value.trim() === "") continue;
      values.push(field.kind === "richText" ? htmlToLine(value) : value);
    }
  };
  for (const key of itemSectionKeys) {
    const section = data.sections[key];
    const items: readonly Record<string, unknown>[] = section.items;
    for (const item of items) if (!section.visible || item.visible === false) collect(key, item);
  }
  for (const section of Object.values(data.sections.custom)) {
    const hidden = !section.visible || !placed.has(toCustomLayoutId(section.id));
    if (hidden) values.push(section.name);
    for (const item of section.items) if (hidden || !item.visible) collect("custom", item);
  }
  return values;
};
