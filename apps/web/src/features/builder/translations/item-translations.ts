import { type LocaleId, type ResumeData, setTranslations } from "@vitae/schema";
import { type AnyItem, replaceItem, sectionOf } from "../store/section-edits";
import { editedLanguage, itemFieldTranslation } from "./builder-language";

/**
 * An item as the item dialog shows it in another of the resume's languages: each translatable field holds that
 * language's text, or the original while it is to translate (so the item stays valid); `source` is the item in
 * the resume's own language, `translatable` the fields a translation changes.
 */
export const itemInLanguage = (
  data: ResumeData | null,
  chosen: LocaleId | null,
  sectionRef: string,
  item: AnyItem,
): { locale: LocaleId; item: AnyItem; source: Record<string, unknown>; translatable: string[] } | null => {
  const locale = editedLanguage(data, chosen);
  if (data === null || locale === null) return null;
  const shown: Record<string, unknown> = { ...item };
  const translatable: string[] = [];
  for (const field of Object.keys(item)) {
    const translation = itemFieldTranslation(data, locale, { sectionRef, itemId: item.id, field });
    if (translation === null) continue;
    translatable.push(field);
    if (translation.text !== undefined) shown[field] = translation.text;
  }
  return { locale, item: shown as AnyItem, source: { ...item }, translatable };
};

/**
 * The data with an item edited in another language: the fields the user `changed` among the translatable ones
 * become that language's texts, every other field is shared and set on the item itself (the original texts
 * stay as they are).
 */
export const withItemTranslations = (
  data: ResumeData,
  edit: { sectionRef: string; values: AnyItem; language: LocaleId; changed: string[] },
): ResumeData => {
  const current = sectionOf(data, edit.sectionRef)?.items.find((entry) => entry.id === edit.values.id);
  if (current === undefined) return data;
  const shared: Record<string, unknown> = { ...edit.values };
  const texts: Record<string, string> = {};
  for (const field of Object.keys(edit.values)) {
    const translation = itemFieldTranslation(data, edit.language, {
      sectionRef: edit.sectionRef,
      itemId: current.id,
      field,
    });
    if (translation === null) continue;
    shared[field] = (current as Record<string, unknown>)[field];
    const value = (edit.values as Record<string, unknown>)[field];
    if (edit.changed.includes(field) && typeof value === "string") texts[translation.path] = value;
  }
  const withShared = replaceItem(data, edit.sectionRef, shared as AnyItem);
  if (Object.keys(texts).length === 0) return withShared;
  const result = setTranslations(withShared, edit.language, texts);
  return result.ok ? result.data : withShared;
};
