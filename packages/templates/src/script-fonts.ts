import { pageFooterParts, type ResumeData } from "@vitae/schema";

/**
 * Fonts for the scripts the 46 interface languages use beyond Latin (@fontsource Noto families, offline). A
 * resume only gets the @font-face rules of the scripts its text contains, and each rule's unicode-range makes
 * the browser fetch only the files for the characters on the page (Chinese, Japanese and Korean come in ~120
 * slices each).
 */
export type ScriptFont = {
  family: string;
  /** The @fontsource package id, also the path segment under the font base URL. */
  slug: string;
  /** Characters of the script. */
  pattern: RegExp;
  /** The script the typography panel lists it under, when its package id does not say (vazirmatn). */
  script?: string;
  /** Not a text face: served for the characters it covers, never offered in the typography panel. */
  fallbackOnly?: true;
};

const font = (
  family: string,
  pattern: RegExp,
  options: { script?: string; fallbackOnly?: true } = {},
): ScriptFont => ({
  family,
  slug: family.toLowerCase().replaceAll(" ", "-"),
  pattern,
  ...options,
});

const han = /[\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF]/u;

export const scriptFonts: readonly ScriptFont[] = [
  // Greek, Cyrillic and Vietnamese letters that the Latin-only quick-pick fonts lack.
  font("Noto Sans", /[\u0370-\u03FF\u0400-\u052F\u1EA0-\u1EF9]/u),
  // Vazirmatn rather than Noto Sans Arabic: Noto draws a letter as a dotless body and separate dots, which a
  // parser reads back as other letters or none; Vazirmatn's whole letters read back as written.
  font("Vazirmatn", /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u, {
    script: "arabic",
  }),
  font("Noto Sans Hebrew", /[\u0590-\u05FF\uFB1D-\uFB4F]/u),
  font("Noto Sans Devanagari", /[\u0900-\u097F\uA8E0-\uA8FF]/u),
  font("Noto Sans Bengali", /[\u0980-\u09FF]/u),
  font("Noto Sans Oriya", /[\u0B00-\u0B7F]/u),
  font("Noto Sans Tamil", /[\u0B80-\u0BFF]/u),
  font("Noto Sans Telugu", /[\u0C00-\u0C7F]/u),
  font("Noto Sans Kannada", /[\u0C80-\u0CFF]/u),
  font("Noto Sans Malayalam", /[\u0D00-\u0D7F]/u),
  font("Noto Sans Thai", /[\u0E00-\u0E7F]/u),
  font("Noto Sans Ethiopic", /[\u1200-\u139F\u2D80-\u2DDF]/u),
  font("Noto Sans Khmer", /[\u1780-\u17FF\u19E0-\u19FF]/u),
  font("Noto Sans JP", /[\u3040-\u30FF\u31F0-\u31FF]/u),
  font("Noto Sans KR", /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7AF]/u),
  font("Noto Sans SC", /$^/u),
  font("Noto Sans TC", /$^/u),
  // Emoji, in outline (the text's colour, like every other glyph), so no resume shows an empty box where no
  // system emoji font is installed (the printer's Chromium never has one). Last: the text faces keep the
  // symbols they have (©, ®, ™ and digits are in the emoji font too). Its slices download per emoji used.
  font("Noto Emoji", /(?![\u00A9\u00AE\u2122])[\p{Extended_Pictographic}\p{Regional_Indicator}]/u, {
    fallbackOnly: true,
  }),
];

const bySlug = new Map(scriptFonts.map((entry) => [entry.slug, entry]));

export const findScriptFont = (slug: string): ScriptFont | undefined => bySlug.get(slug);

/** Han characters are shared by Chinese and Japanese (and Korean hanja): the resume's language picks the shapes. */
const hanFontFor = (locale: string): string =>
  locale === "ja-JP"
    ? "noto-sans-jp"
    : locale === "ko-KR"
      ? "noto-sans-kr"
      : locale === "zh-TW"
        ? "noto-sans-tc"
        : "noto-sans-sc";

/** Everything a resume prints, as one string to look for scripts in: the page footer's words too. */
const resumeText = (data: ResumeData): string =>
  JSON.stringify([
    data.basics,
    data.sections,
    data.metadata.page.options.pageNumbers ? pageFooterParts(data.metadata.locale) : "",
  ]);

/** The script fonts a resume's text needs, in the order a font stack should try them. */
export const scriptFontsFor = (data: ResumeData): ScriptFont[] => {
  const text = resumeText(data);
  const needed = new Set(scriptFonts.filter((entry) => entry.pattern.test(text)).map((entry) => entry.slug));
  if (han.test(text)) needed.add(hanFontFor(data.metadata.locale));
  return scriptFonts.filter((entry) => needed.has(entry.slug));
};

/** The script families for a font stack, after the chosen family: glyphs it lacks come from them. */
export const scriptFamilies = (fonts: readonly ScriptFont[]): string =>
  fonts.map((entry) => `"${entry.family}"`).join(", ");

// The script font an interface language needs for its own words (the web app's text, not a resume's).
const localeScripts: Record<string, string> = {
  ar: "vazirmatn",
  fa: "vazirmatn",
  he: "noto-sans-hebrew",
  hi: "noto-sans-devanagari",
  mr: "noto-sans-devanagari",
  ne: "noto-sans-devanagari",
  bn: "noto-sans-bengali",
  or: "noto-sans-oriya",
  ta: "noto-sans-tamil",
  te: "noto-sans-telugu",
  kn: "noto-sans-kannada",
  ml: "noto-sans-malayalam",
  th: "noto-sans-thai",
  am: "noto-sans-ethiopic",
  km: "noto-sans-khmer",
  ko: "noto-sans-kr",
  ja: "noto-sans-jp",
  ru: "noto-sans",
  uk: "noto-sans",
  bg: "noto-sans",
  sr: "noto-sans",
  el: "noto-sans",
  vi: "noto-sans",
};

/** The script font for a locale's own text, or undefined for Latin-script languages. */
export const scriptFontForLocale = (locale: string): ScriptFont | undefined => {
  const slug = locale.startsWith("zh") ? hanFontFor(locale) : localeScripts[locale.slice(0, 2)];
  return slug === undefined ? undefined : bySlug.get(slug);
};
