/// <reference path="../hyphen.d.ts" />
import {
  fieldNamesOfKind,
  type ItemKind,
  type ItemSectionKey,
  itemFieldsOf,
  itemSectionKeys,
  type ResumeData,
} from "@vitae/schema";

/**
 * Soft hyphens for long words, by the resume's language, from the `hyphen` package's TeX patterns (Chromium on
 * Linux has no hyphenation dictionaries, so `hyphens: auto` alone does nothing). They go into a copy of the
 * resume that is rendered, never into the stored data; a soft hyphen is invisible unless a line breaks there.
 */

/** A word shorter than this is never hyphenated. */
export const minHyphenatedLength = 8;

/** Hyphenates one word (soft hyphens, U+00AD), as `hyphen`'s `hyphenateSync` does. */
export type WordHyphenator = (word: string) => string;

type HyphenModule = { hyphenateSync: (text: string, options?: { minWordLength?: number }) => string };

/**
 * The pattern module of each language that has one, by the language part of the resume's locale. Each is
 * imported on its own, when a resume in that language turns hyphenation on (the patterns are large). A language
 * not listed (Japanese, Arabic, Chinese…) gets no hyphens.
 */
const patternLoaders: Record<string, () => Promise<unknown>> = {
  af: () => import("hyphen/af"),
  bg: () => import("hyphen/bg"),
  bn: () => import("hyphen/bn"),
  ca: () => import("hyphen/ca"),
  cs: () => import("hyphen/cs"),
  da: () => import("hyphen/da"),
  de: () => import("hyphen/de"),
  el: () => import("hyphen/el-monoton"),
  en: () => import("hyphen/en-us"),
  "en-gb": () => import("hyphen/en-gb"),
  es: () => import("hyphen/es"),
  fi: () => import("hyphen/fi"),
  fr: () => import("hyphen/fr"),
  hi: () => import("hyphen/hi"),
  hu: () => import("hyphen/hu"),
  id: () => import("hyphen/id"),
  it: () => import("hyphen/it"),
  kn: () => import("hyphen/kn"),
  lt: () => import("hyphen/lt"),
  ml: () => import("hyphen/ml"),
  mr: () => import("hyphen/mr"),
  nl: () => import("hyphen/nl"),
  no: () => import("hyphen/nb"),
  or: () => import("hyphen/or"),
  pl: () => import("hyphen/pl"),
  pt: () => import("hyphen/pt"),
  ro: () => import("hyphen/ro"),
  ru: () => import("hyphen/ru"),
  sr: () => import("hyphen/sr-cyrl"),
  sv: () => import("hyphen/sv"),
  ta: () => import("hyphen/ta"),
  te: () => import("hyphen/te"),
  th: () => import("hyphen/th"),
  tr: () => import("hyphen/tr"),
  uk: () => import("hyphen/uk"),
};

/** The key of `patternLoaders` for a locale (`en-GB` has its own patterns), or undefined when it has none. */
export const patternLanguage = (locale: string): string | undefined => {
  const lower = locale.toLowerCase();
  if (lower in patternLoaders) return lower;
  const language = lower.split("-")[0] ?? "";
  return language in patternLoaders ? language : undefined;
};

const loaded = new Map<string, Promise<WordHyphenator | null>>();

/** The module's functions, whether the bundler hands the CommonJS exports as they are or as `default`. */
const hyphenModule = (module: unknown): HyphenModule | null => {
  const candidate = module as Partial<HyphenModule> & { default?: Partial<HyphenModule> };
  const found = candidate.hyphenateSync ? candidate : candidate.default;
  return typeof found?.hyphenateSync === "function" ? (found as HyphenModule) : null;
};

/** A word hyphenator from a pattern module, remembering the words it has done. */
export const wordHyphenator = (module: unknown): WordHyphenator | null => {
  const hyphen = hyphenModule(module);
  if (hyphen === null) return null;
  const words = new Map<string, string>();
  return (word) => {
    let done = words.get(word);
    if (done === undefined) {
      done = hyphen.hyphenateSync(word, { minWordLength: minHyphenatedLength });
      words.set(word, done);
    }
    return done;
  };
};

/** The hyphenator of a locale's language, loaded once; null for a language without patterns. */
export const loadHyphenator = (locale: string): Promise<WordHyphenator | null> => {
  const language = patternLanguage(locale);
  const load = language === undefined ? undefined : patternLoaders[language];
  if (language === undefined || load === undefined) return Promise.resolve(null);
  let hyphenator = loaded.get(language);
  if (hyphenator === undefined) {
    hyphenator = load().then(wordHyphenator, () => null);
    loaded.set(language, hyphenator);
  }
  return hyphenator;
};

/** An address, an e-mail or a path: broken by a hyphen it would read (and be copied) wrong. */
const isAddress = (token: string): boolean => /[@/\\]|:\/\/|^www\.|\.[a-z]{2,}$/i.test(token);

const longWord = new RegExp(`[\\p{L}\\p{M}]{${minHyphenatedLength},}`, "gu");

/** Plain text with its long words hyphenated; addresses and e-mails left whole. */
export const hyphenateText = (text: string, hyphenate: WordHyphenator): string =>
  text.replace(/\S+/g, (token) => (isAddress(token) ? token : token.replace(longWord, hyphenate)));

/** HTML with the long words of its text hyphenated: tags, attributes and entities are left as they are. */
export const hyphenateHtml = (html: string, hyphenate: WordHyphenator): string =>
  html.replace(
    /(^|>)([^<]+)/g,
    (_match, close: string, text: string) => close + hyphenateText(text, hyphenate),
  );

type Item = Record<string, unknown>;
type Section = { items: readonly object[] };

/** Hyphenated copies of items, by the hyphenator and the item: an unchanged item keeps its copy (and drawing). */
const itemCopies = new WeakMap<WordHyphenator, WeakMap<object, object>>();

const hyphenatedItem = (kind: ItemKind, item: object, hyphenate: WordHyphenator): object => {
  let copies = itemCopies.get(hyphenate);
  if (copies === undefined) {
    copies = new WeakMap();
    itemCopies.set(hyphenate, copies);
  }
  const known = copies.get(item);
  if (known !== undefined) return known;
  const copy: Item = { ...(item as Item) };
  // Words only: a proper name (a company, a network) is not broken, nor is any field that is not text.
  for (const field of itemFieldsOf(kind)) {
    if (field.kind === "text" && field.translatable && typeof copy[field.name] === "string")
      copy[field.name] = hyphenateText(copy[field.name] as string, hyphenate);
  }
  for (const field of fieldNamesOfKind(kind, "richText")) {
    if (typeof copy[field] === "string") copy[field] = hyphenateHtml(copy[field], hyphenate);
  }
  copies.set(item, copy);
  return copy;
};

const hyphenatedSection = <S extends Section>(kind: ItemKind, section: S, hyphenate: WordHyphenator): S => ({
  ...section,
  items: section.items.map((item) => hyphenatedItem(kind, item, hyphenate)),
});

/**
 * The resume as printed with hyphenation: the summary and every item's rich text and text in words (not proper
 * names) with soft hyphens in their long words. Names, headings, dates, links, keywords and contact details are
 * left whole.
 */
export const hyphenateResumeData = (data: ResumeData, hyphenate: WordHyphenator): ResumeData => {
  const { sections } = data;
  const changed = {
    ...sections,
    summary: { ...sections.summary, content: hyphenateHtml(sections.summary.content, hyphenate) },
    custom: Object.fromEntries(
      Object.entries(sections.custom).map(([id, section]) => [
        id,
        hyphenatedSection("custom", section, hyphenate),
      ]),
    ),
  };
  // Each key keeps its own item type; TypeScript cannot follow that through a loop over a union of keys.
  const writable = changed as unknown as Record<ItemSectionKey, Section>;
  for (const key of itemSectionKeys) writable[key] = hyphenatedSection(key, sections[key], hyphenate);
  return { ...data, sections: changed };
};

/** Whether the resume asks for hyphenation. */
export const wantsHyphenation = (data: ResumeData): boolean => data.metadata.typography.hyphenate;

/** The resume to render: hyphenated when it asks for it and its language has patterns, else `data` itself. */
export const withHyphenation = async (data: ResumeData): Promise<ResumeData> => {
  if (!wantsHyphenation(data)) return data;
  const hyphenate = await loadHyphenator(data.metadata.locale);
  return hyphenate === null ? data : hyphenateResumeData(data, hyphenate);
};
