import {
  type LocaleId,
  overlayPath,
  type ResumeData,
  resumeInLanguage,
  setTranslations,
  translatablePaths,
  translationLanguagesOf,
  translationStatus,
  valueAtPath,
} from "@vitae/schema";
import { create } from "zustand";
import { useBuilderStore } from "../store/builder-store";

/**
 * Which of the resume's languages the builder edits: null for its own (`metadata.locale`), else one it has a
 * translation for. Not part of the resume, so not an undo step; a language the resume no longer has (removed, or
 * undone) reads as its own.
 */
export const useBuilderLanguageStore = create<{
  language: LocaleId | null;
  setLanguage: (language: LocaleId | null) => void;
}>()((set) => ({ language: null, setLanguage: (language) => set({ language }) }));

// Another resume opens in its own language.
useBuilderStore.subscribe((state, previous) => {
  if (state.resume?.id !== previous.resume?.id) useBuilderLanguageStore.getState().setLanguage(null);
});

/** The language being edited, when it is one of `data`'s translations; null for the resume's own. */
export const editedLanguage = (data: ResumeData | null, language: LocaleId | null): LocaleId | null =>
  data !== null && language !== null && translationLanguagesOf(data).includes(language) ? language : null;

/** The language the builder edits and shows, null for the resume's own. */
export const useEditedLanguage = (): LocaleId | null => {
  const chosen = useBuilderLanguageStore((state) => state.language);
  return useBuilderStore((state) => editedLanguage(state.data, chosen));
};

// Every field asks on every edit: each answer is worked out once per data object.
const translatableByData = new WeakMap<ResumeData, Set<string>>();
const statusByData = new WeakMap<ResumeData, Map<LocaleId, ReturnType<typeof translationStatus>>>();

const translatableOf = (data: ResumeData): Set<string> => {
  let found = translatableByData.get(data);
  if (found === undefined) {
    found = new Set(translatablePaths(data));
    translatableByData.set(data, found);
  }
  return found;
};

/** The language's texts, what is still to translate and what is stale, for this very data. */
export const statusOf = (data: ResumeData, language: LocaleId) => {
  let byLanguage = statusByData.get(data);
  if (byLanguage === undefined) {
    byLanguage = new Map();
    statusByData.set(data, byLanguage);
  }
  if (!byLanguage.has(language)) byLanguage.set(language, translationStatus(data, language));
  return byLanguage.get(language);
};

/**
 * The overlay path of a builder field's path: list positions become item ids (`sections.experience.items.0.position`
 * → `sections.experience.items.<id>.position`), as translations key items by id.
 */
const overlayPathOfField = (data: ResumeData, fieldPath: string): string => {
  const segments: string[] = [];
  let node: unknown = data;
  for (const segment of fieldPath.split(".")) {
    const item: unknown = Array.isArray(node) && /^\d+$/.test(segment) ? node[Number(segment)] : undefined;
    const id =
      typeof item === "object" && item !== null && "id" in item && typeof item.id === "string"
        ? item.id
        : undefined;
    segments.push(id ?? segment);
    node =
      item ??
      (typeof node === "object" && node !== null ? (node as Record<string, unknown>)[segment] : undefined);
  }
  return overlayPath(segments);
};

/** The overlay path of a builder field when a translation changes its text (names, dates, links are shared). */
export const translatablePathOf = (data: ResumeData, fieldPath: string): string | undefined => {
  const path = overlayPathOfField(data, fieldPath);
  return translatableOf(data).has(path) ? path : undefined;
};

export type FieldTranslation = {
  language: LocaleId;
  /** The field's overlay path. */
  path: string;
  /** The language's text, undefined while it is to translate. */
  text: string | undefined;
  /** The source text changed since the text was written. */
  stale: boolean;
};

/** How a builder field stands in the edited language; null when the builder edits the source, or it is shared. */
export const fieldTranslation = (
  data: ResumeData | null,
  language: LocaleId | null,
  fieldPath: string,
): FieldTranslation | null => {
  const edited = editedLanguage(data, language);
  if (data === null || edited === null) return null;
  const path = translatablePathOf(data, fieldPath);
  if (path === undefined) return null;
  const status = statusOf(data, edited);
  return {
    language: edited,
    path,
    text: status?.texts[path],
    stale: status?.stale.includes(path) ?? false,
  };
};

/** The data with `language`'s text at `path` set (an empty one takes it back); unchanged when refused. */
export const withTranslatedText = (
  data: ResumeData,
  language: LocaleId,
  path: string,
  text: string,
): ResumeData => {
  const result = setTranslations(data, language, { [path]: text });
  return result.ok ? result.data : data;
};

/** A path of an item's field in a section the builder names (`experience`, `custom.<id>`), keyed by the item's id. */
const itemFieldOverlayPath = (sectionRef: string, itemId: string, field: string): string =>
  overlayPath(["sections", ...sectionRef.split("."), "items", itemId, field]);

/** How an item's field stands in the edited language (the item dialog's fields), as `fieldTranslation`. */
export const itemFieldTranslation = (
  data: ResumeData | null,
  language: LocaleId | null,
  item: { sectionRef: string; itemId: string; field: string },
): FieldTranslation | null => {
  const edited = editedLanguage(data, language);
  if (data === null || edited === null) return null;
  const path = itemFieldOverlayPath(item.sectionRef, item.itemId, item.field);
  if (!translatableOf(data).has(path)) return null;
  const status = statusOf(data, edited);
  return { language: edited, path, text: status?.texts[path], stale: status?.stale.includes(path) ?? false };
};

// The resume as it reads in a language, once per data object and language (section names in the panels).
const viewByData = new WeakMap<ResumeData, Map<LocaleId, ResumeData>>();
const viewIn = (data: ResumeData, language: LocaleId): ResumeData => {
  let byLanguage = viewByData.get(data);
  if (byLanguage === undefined) {
    byLanguage = new Map();
    viewByData.set(data, byLanguage);
  }
  const found = byLanguage.get(language) ?? resumeInLanguage(data, language);
  byLanguage.set(language, found);
  return found;
};

/** A section's path in the data, from the builder's section reference ("experience", "custom.<id>"). */
const sectionPathOf = (sectionRef: string): string[] => ["sections", ...sectionRef.split(".")];

/**
 * A section's name as it prints in the language being edited (its translation, else the language's default name
 * for a default one, else the original); the original in the resume's own language.
 */
export const useShownSectionName = (sectionRef: string, sourceName: string): string => {
  const chosen = useBuilderLanguageStore((state) => state.language);
  return useBuilderStore((state) => {
    const language = editedLanguage(state.data, chosen);
    if (state.data === null || language === null) return sourceName;
    const section = valueAtPath(viewIn(state.data, language), overlayPath(sectionPathOf(sectionRef)));
    const name = (section as { name?: unknown } | undefined)?.name;
    return typeof name === "string" ? name : sourceName;
  });
};

/**
 * The data with a section renamed in the language being edited (a translation of its name), or renamed itself in
 * the resume's own language (`rename`).
 */
export const renamedIn = (
  data: ResumeData,
  language: LocaleId | null,
  sectionRef: string,
  name: string,
  rename: (data: ResumeData) => ResumeData,
): ResumeData => {
  const edited = editedLanguage(data, language);
  if (edited === null) return rename(data);
  return withTranslatedText(data, edited, overlayPath([...sectionPathOf(sectionRef), "name"]), name);
};
