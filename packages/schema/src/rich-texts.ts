import type { ResumeData } from "./resume-data.ts";
import { type ItemSectionKey, itemSectionKeys } from "./section-keys.ts";
import { fieldNamesOfKind, type ItemKind } from "./section-registry.ts";
import { mapTranslationRichTexts } from "./translations.ts";

type Items = { items: readonly object[] };

const itemTexts = (kind: ItemKind, section: Items): string[] => {
  const fields = fieldNamesOfKind(kind, "richText");
  return section.items.flatMap((item) =>
    fields
      .map((field) => (item as Record<string, unknown>)[field])
      .filter((value) => typeof value === "string"),
  ) as string[];
};

/** Every rich text of a resume: the summary's, then each item's rich-text fields (custom sections included). */
export const richTextsOf = (data: ResumeData): string[] => [
  data.sections.summary.content,
  ...itemSectionKeys.flatMap((key) => itemTexts(key, data.sections[key])),
  ...Object.values(data.sections.custom).flatMap((section) => itemTexts("custom", section)),
];

const mapItems = <S extends Items>(kind: ItemKind, section: S, change: (html: string) => string): S => {
  const fields = fieldNamesOfKind(kind, "richText");
  return {
    ...section,
    items: section.items.map((item) => {
      const copy = { ...item } as Record<string, unknown>;
      for (const field of fields) {
        const value = copy[field];
        if (typeof value === "string") copy[field] = change(value);
      }
      return copy;
    }),
  };
};

/**
 * A copy of the resume whose every rich text (the summary's and each item's rich-text fields as the section
 * registry names them, custom sections included, and their translations') is `change` of what it was;
 * everything else is kept.
 */
export const mapRichTexts = (data: ResumeData, change: (html: string) => string): ResumeData => {
  const { sections } = data;
  const changed = {
    ...sections,
    summary: { ...sections.summary, content: change(sections.summary.content) },
    custom: Object.fromEntries(
      Object.entries(sections.custom).map(([id, section]) => [id, mapItems("custom", section, change)]),
    ),
  };
  // Each key keeps its own item type; TypeScript cannot follow that through a loop over a union of keys.
  const writable = changed as unknown as Record<ItemSectionKey, Items>;
  for (const key of itemSectionKeys) writable[key] = mapItems(key, sections[key], change);
  if (data.translations === undefined) return { ...data, sections: changed };
  return { ...data, sections: changed, translations: mapTranslationRichTexts(data, change) };
};
