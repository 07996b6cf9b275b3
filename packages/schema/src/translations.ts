import { isSupportedLocale, type LocaleId, languages } from "./locales.ts";
import { localizeDateText } from "./localized-dates.ts";
import {
  applyOverlay,
  itemFieldAtPath,
  overlayPath,
  overlayPathSegments,
  setOverride,
  translatablePaths,
  valueAtPath,
} from "./overlay.ts";
import type { Translation } from "./overlay-schema.ts";
import type { ResumeData } from "./resume-data.ts";
import { localizeResumeData, resumeText } from "./resume-text.ts";
import { type ItemKind, itemFieldsOf, itemKinds } from "./section-registry.ts";

/**
 * A resume in several languages: its own texts are the source language's (`metadata.locale`), and each other
 * language is an overlay over them (ADR 0011) holding only texts at `translatablePaths`. Items, their order and
 * every shared value (names, dates, links, e-mail) stay the source's, so an item added once appears in every
 * language, to translate until it is.
 */

export type TranslationProblem =
  | "unsupported-language"
  | "source-language"
  | "language-exists"
  | "language-missing"
  | "invalid-texts";

export type TranslationResult =
  | { ok: true; data: ResumeData }
  | { ok: false; problem: TranslationProblem; fieldErrors?: Record<string, string> };

/** A language as the API takes it: a locale id (`de-DE`) or the language's short id (`de`). */
export const translationLanguageOf = (value: string): LocaleId | undefined => {
  if (isSupportedLocale(value)) return value;
  return languages.find((language) => language.id === value)?.locale;
};

/** The languages the resume has translations for, besides its source language. */
export const translationLanguagesOf = (data: ResumeData): LocaleId[] =>
  Object.keys(data.translations ?? {}) as LocaleId[];

const overlayOf = (translation: Translation) => ({ fields: translation.fields, lists: {}, snapshots: {} });

const withTranslation = (
  data: ResumeData,
  lang: LocaleId,
  translation: Translation | undefined,
): ResumeData => {
  const translations = { ...data.translations };
  if (translation === undefined) delete translations[lang];
  else translations[lang] = translation;
  const { translations: _, ...rest } = data;
  // No languages left: no key at all, so the resume reads and serialises as one that never had any.
  return Object.keys(translations).length === 0 ? rest : { ...rest, translations };
};

export const addLanguage = (data: ResumeData, lang: string): TranslationResult => {
  const locale = translationLanguageOf(lang);
  if (locale === undefined) return { ok: false, problem: "unsupported-language" };
  if (locale === data.metadata.locale) return { ok: false, problem: "source-language" };
  if (data.translations?.[locale] !== undefined) return { ok: false, problem: "language-exists" };
  return { ok: true, data: withTranslation(data, locale, { fields: {} }) };
};

export const removeLanguage = (data: ResumeData, lang: string): TranslationResult => {
  const locale = translationLanguageOf(lang);
  if (locale === undefined) return { ok: false, problem: "unsupported-language" };
  if (data.translations?.[locale] === undefined) return { ok: false, problem: "language-missing" };
  return { ok: true, data: withTranslation(data, locale, undefined) };
};

const hasText = (value: unknown): boolean => typeof value === "string" && value.trim() !== "";

/** A section name as the app names sections by default, in English or in the resume's language. */
const isDefaultSectionName = (data: ResumeData, name: unknown): boolean =>
  [resumeText("en-US").sections, resumeText(data.metadata.locale).sections].some((names) =>
    Object.values(names).includes(name as string),
  );

/**
 * The translatable paths that hold a text to translate: a non-empty source text, and a section's name only when
 * the section shows something (an empty section's heading is never printed).
 */
export const pathsToTranslate = (data: ResumeData): string[] =>
  translatablePaths(data).filter((path) => {
    const segments = overlayPathSegments(path);
    const value = valueAtPath(data, path);
    if (!hasText(value)) return false;
    if (segments[0] !== "sections" || segments.at(-1) !== "name" || segments.includes("items")) return true;
    // A default name prints in each language's own words without a translation.
    if (isDefaultSectionName(data, value)) return false;
    const section = valueAtPath(data, overlayPath(segments.slice(0, -1))) as {
      items?: unknown[];
      content?: string;
    };
    return section.items === undefined ? hasText(section.content) : section.items.length > 0;
  });

/** Only the translation's texts at paths the source still has as translatable. */
const currentFields = (data: ResumeData, translation: Translation): Translation["fields"] => {
  const allowed = new Set(translatablePaths(data));
  return Object.fromEntries(Object.entries(translation.fields).filter(([path]) => allowed.has(path)));
};

/** The resume with every date field's text `change`d (dates are shared, their words are each language's). */
const mapDates = (data: ResumeData, change: (text: string) => string): ResumeData => {
  const mapItems = <T extends Record<string, unknown>>(kind: ItemKind, items: readonly T[]): T[] => {
    const dates = itemFieldsOf(kind).filter((field) => field.kind === "date");
    return items.map((item) => {
      const copy: Record<string, unknown> = { ...item };
      for (const { name } of dates) if (typeof copy[name] === "string") copy[name] = change(copy[name]);
      return copy as T;
    });
  };
  const sections = { ...data.sections } as Record<string, unknown>;
  for (const kind of itemKinds) {
    if (kind === "custom") continue;
    const section = data.sections[kind];
    sections[kind] = { ...section, items: mapItems(kind, section.items as Record<string, unknown>[]) };
  }
  sections.custom = Object.fromEntries(
    Object.entries(data.sections.custom).map(([id, section]) => [
      id,
      { ...section, items: mapItems("custom", section.items) },
    ]),
  );
  return { ...data, sections: sections as ResumeData["sections"] };
};

/**
 * The resume in `lang`: its translated texts laid over the source, the source text where a text is not translated
 * yet, default section names, months and "Present" in that language's words, and `metadata.locale` set to `lang`
 * (so the page footer and the direction follow). A language it has no translation for gives the resume as it is.
 * The result is a view to render, without the translations themselves.
 */
export const resumeInLanguage = (data: ResumeData, lang: string): ResumeData => {
  const locale = translationLanguageOf(lang);
  const translation = locale === undefined ? undefined : data.translations?.[locale];
  const { translations: _, ...source } = data;
  if (locale === undefined || translation === undefined) return source;
  const from = source.metadata.locale;
  const localized = mapDates(localizeResumeData(source, locale), (text) =>
    localizeDateText(text, from, locale),
  );
  const { resume } = applyOverlay(localized, overlayOf({ fields: currentFields(data, translation) }));
  return resume;
};

/** Which language a resume is shown in, when a reader asked for one. */
export type ResumeLanguageChoice = {
  /** The language shown: the one asked for when the resume has it, else the resume's own. */
  shown: LocaleId;
  /** Every language the resume can be shown in, its own first. */
  available: LocaleId[];
  /** The language asked for, as asked, when it could not be shown (unknown, or not one of the resume's). */
  unavailable?: string;
};

/** The resume in the language a reader asked for (none: its own), and which one that turned out to be. */
export const resumeForReader = (
  data: ResumeData,
  lang: string | undefined,
): { data: ResumeData; language: ResumeLanguageChoice } => {
  const available = [data.metadata.locale, ...translationLanguagesOf(data)];
  const locale = lang === undefined || lang === "" ? undefined : translationLanguageOf(lang);
  const shown = locale !== undefined && available.includes(locale) ? locale : data.metadata.locale;
  const unavailable = lang !== undefined && lang !== "" && shown !== locale ? { unavailable: lang } : {};
  return { data: resumeInLanguage(data, shown), language: { shown, available, ...unavailable } };
};

export type TranslationStatus = {
  /** The translated texts by path. */
  texts: Record<string, string>;
  /** How many texts are still to translate. */
  missing: number;
  /** Paths whose source text changed since they were translated. */
  stale: string[];
};

export const translationStatus = (data: ResumeData, lang: string): TranslationStatus | undefined => {
  const locale = translationLanguageOf(lang);
  const translation = locale === undefined ? undefined : data.translations?.[locale];
  if (translation === undefined) return undefined;
  const fields = currentFields(data, translation);
  const texts: Record<string, string> = {};
  for (const [path, field] of Object.entries(fields))
    if (typeof field.value === "string") texts[path] = field.value;
  const { translations: _, ...source } = data;
  const { flags } = applyOverlay(source, overlayOf({ fields }));
  return {
    texts,
    missing: pathsToTranslate(data).filter((path) => texts[path] === undefined).length,
    stale: flags.filter((flag) => flag.kind === "stale").map((flag) => flag.path),
  };
};

/** A text of the source language still to translate into a language, or whose translation is stale. */
export type TextToTranslate = { path: string; text: string; stale: boolean };

/** The source texts `lang` lacks or has stale, in resume order; undefined when the resume lacks the language. */
export const textsToTranslate = (data: ResumeData, lang: string): TextToTranslate[] | undefined => {
  const status = translationStatus(data, lang);
  if (status === undefined) return undefined;
  const stale = new Set(status.stale);
  return pathsToTranslate(data)
    .filter((path) => status.texts[path] === undefined || stale.has(path))
    .map((path) => ({ path, text: valueAtPath(data, path) as string, stale: stale.has(path) }));
};

/**
 * Sets texts of `lang` by path; an empty text takes the translation away (the field is to translate again).
 * Setting a text, even the same one, confirms it against the source as it is now (no longer stale). Refuses the
 * whole change, with an error per path, when a path is not a translatable text of this resume.
 */
export const setTranslations = (
  data: ResumeData,
  lang: string,
  texts: Record<string, unknown>,
): TranslationResult => {
  const locale = translationLanguageOf(lang);
  if (locale === undefined) return { ok: false, problem: "unsupported-language" };
  const translation = data.translations?.[locale];
  if (translation === undefined) return { ok: false, problem: "language-missing" };
  const allowed = new Set(translatablePaths(data));
  const fieldErrors: Record<string, string> = {};
  for (const [path, text] of Object.entries(texts)) {
    if (!allowed.has(path))
      fieldErrors[path] =
        "Not a translatable text of this resume (names, dates, links, e-mail and numbers are shared)";
    else if (typeof text !== "string") fieldErrors[path] = "A translation is a text";
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, problem: "invalid-texts", fieldErrors };
  const { translations: _, ...source } = data;
  const overlay = overlayOf({ fields: { ...translation.fields } });
  for (const [path, text] of Object.entries(texts) as [string, string][]) {
    delete overlay.fields[path];
    if (text !== "") setOverride(overlay, source, path, { value: text });
  }
  // Only the texts: items and their order are the source's, so no snapshots are kept.
  return { ok: true, data: withTranslation(data, locale, { fields: overlay.fields }) };
};

/** Whether the text at `path` is rich text (HTML), as the section registry says. */
export const isRichTextPath = (path: string): boolean =>
  path === "sections.summary.content" || itemFieldAtPath(path)?.kind === "richText";

/** The translations with every rich text `change`d (the server's sanitiser runs on them as on the source's). */
export const mapTranslationRichTexts = (
  data: ResumeData,
  change: (html: string) => string,
): ResumeData["translations"] => {
  if (data.translations === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(data.translations).map(([lang, translation]) => [
      lang,
      {
        fields: Object.fromEntries(
          Object.entries(translation?.fields ?? {}).map(([path, field]) => [
            path,
            isRichTextPath(path) && typeof field.value === "string"
              ? { ...field, value: change(field.value) }
              : field,
          ]),
        ),
      },
    ]),
  );
};
