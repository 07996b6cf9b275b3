import type { ResumeData } from "@vitae/schema";
import { isSectionPrintable, resolveSection } from "./shared/layout.ts";
import { richTextToPlainText } from "./shared/sanitize.ts";

/** The text a reader sees in a rendered document: no styles, no tags, entities decoded, spaces collapsed. */
export const visibleText = (html: string): string =>
  richTextToPlainText(
    html.replace(/<style[\s\S]*?<\/style>/gi, " ").replace(/<title>[\s\S]*?<\/title>/i, " "),
  );

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
      addText(expected, richTextToPlainText(resolved.section.content));
      continue;
    }
    const items: readonly Record<string, unknown>[] = resolved.section.items;
    for (const item of items.filter((entry) => entry.visible === true)) {
      for (const [key, value] of Object.entries(item)) {
        if (key === "id" || key === "icon") continue;
        if (key === "summary" && typeof value === "string") addText(expected, richTextToPlainText(value));
        else if (typeof value === "string") addText(expected, value);
        else if (Array.isArray(value)) for (const word of value) addText(expected, String(word));
        else if (key === "url") addUrl(expected, value as { label: string; href: string });
      }
    }
  }
  return expected;
};

/** The values of a resume's hidden things: hidden items, hidden sections and sections outside the layout. */
export const hiddenValues = (data: ResumeData): string[] => {
  const placed = new Set(data.metadata.layout.flat(2));
  const values: string[] = [];
  const collect = (item: Record<string, unknown>) => {
    for (const [key, value] of Object.entries(item)) {
      if (key === "id" || key === "icon") continue;
      if (typeof value === "string" && value.trim() !== "")
        values.push(key === "summary" ? richTextToPlainText(value) : value);
    }
  };
  for (const [key, section] of Object.entries(data.sections)) {
    if (key === "summary" || key === "custom") continue;
    const listSection = section as { visible: boolean; items: Record<string, unknown>[] };
    for (const item of listSection.items) if (!listSection.visible || item.visible === false) collect(item);
  }
  for (const section of Object.values(data.sections.custom)) {
    const hidden = !section.visible || !placed.has(`custom.${section.id}`);
    if (hidden) values.push(section.name);
    for (const item of section.items) if (hidden || !item.visible) collect(item);
  }
  return values;
};
