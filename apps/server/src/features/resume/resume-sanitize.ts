import {
  CustomItemSchema,
  type ItemSectionKey,
  itemSectionKeys,
  type ResumeData,
  sectionItemSchemas,
} from "@vitae/schema";
// The templates render rich text through the same function, so what is stored is exactly what prints.
import { sanitizeRichText } from "@vitae/templates";

type ItemSectionName = ItemSectionKey | "custom";

/**
 * The schema marks editor HTML only by name (`html()` in items.ts): an item's `summary`. Every other string
 * (names, descriptions, dates…) is plain text that the templates escape, so it is left as typed.
 */
const richTextFieldNames: ReadonlySet<string> = new Set(["summary"]);

const richTextFieldsOf = (shape: Record<string, unknown>): readonly string[] =>
  Object.keys(shape).filter((field) => richTextFieldNames.has(field));

/** For each list section (custom sections included), the item fields holding editor HTML. */
export const richTextItemFields: Readonly<Record<ItemSectionName, readonly string[]>> = {
  ...(Object.fromEntries(
    itemSectionKeys.map((key) => [key, richTextFieldsOf(sectionItemSchemas[key].shape)]),
  ) as Record<ItemSectionKey, readonly string[]>),
  custom: richTextFieldsOf(CustomItemSchema.shape),
};

/*
 * The builder saves the whole resume after every edit, so nearly every rich-text field arrives unchanged from the
 * previous save, and sanitising costs about as much as validating the whole resume. Recent results are therefore
 * remembered: short strings only, a bounded number, oldest out first (a few MiB at most).
 */
const rememberedLimit = 1000;
const rememberedMaxLength = 4096;
const remembered = new Map<string, string>();

const sanitize = (html: string): string => {
  if (html.length > rememberedMaxLength) return sanitizeRichText(html);
  const known = remembered.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeRichText(html);
  if (remembered.size >= rememberedLimit) {
    const oldest = remembered.keys().next();
    if (oldest.done !== true) remembered.delete(oldest.value);
  }
  remembered.set(html, clean);
  return clean;
};

const sanitizeItem = <T extends object>(item: T, fields: readonly string[]): T => {
  const copy = { ...item } as Record<string, unknown>;
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === "string") copy[field] = sanitize(value);
  }
  return copy as T;
};

const sanitizeSection = <S extends { items: readonly object[] }>(
  section: S,
  fields: readonly string[],
): S => ({
  ...section,
  items: section.items.map((item) => sanitizeItem(item, fields)),
});

/**
 * A copy of the resume whose rich-text fields (the summary section's content and every item's rich-text
 * fields, custom sections included) keep only the templates' allow-list: no scripts, event handlers or
 * `javascript:` links can be stored, so none can reach the public page.
 */
export const sanitizeResumeData = (data: ResumeData): ResumeData => {
  const { sections } = data;
  const sanitized: ResumeData["sections"] = {
    ...sections,
    summary: { ...sections.summary, content: sanitize(sections.summary.content) },
    custom: Object.fromEntries(
      Object.entries(sections.custom).map(([id, section]) => [
        id,
        sanitizeSection(section, richTextItemFields.custom),
      ]),
    ),
  };
  // Each key keeps its own item type; TypeScript cannot follow that through a loop over a union of keys.
  const writable = sanitized as Record<ItemSectionKey, { items: readonly object[] }>;
  for (const key of itemSectionKeys) {
    writable[key] = sanitizeSection(sections[key], richTextItemFields[key]);
  }
  return { ...data, sections: sanitized };
};
