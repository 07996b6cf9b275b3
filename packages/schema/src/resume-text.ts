import { type LocaleId, resolveLocale } from "./locales.ts";
import type { ResumeData } from "./resume-data.ts";
import { type ResumeCatalogue, resumeCatalogues } from "./resume-locales/index.ts";
import { itemSectionKeys } from "./section-keys.ts";
import { itemSectionRegistry, summaryDescriptor } from "./section-registry.ts";

const rtlLanguages = new Set(["ar", "fa", "he", "ur"]);

/** The resume text of a locale (section names, "Present", page footer); English for an unknown one. */
export const resumeText = (locale: string | null | undefined): ResumeCatalogue =>
  resumeCatalogues[resolveLocale(locale)] ?? (resumeCatalogues["en-US"] as ResumeCatalogue);

/** Whether a locale's script runs right to left (Arabic, Persian, Hebrew, Urdu). */
export const isRtlLocale = (locale: string): boolean => rtlLanguages.has(locale.slice(0, 2).toLowerCase());

/** "Page 2 of 3" in the resume's language, split around the numbers so a print footer can fill them in. */
export const pageFooterParts = (locale: string): { before: string; between: string; after: string } => {
  const template = resumeText(locale).page;
  const [before = "", rest = ""] = template.split("{{page}}");
  const [between = "", after = ""] = rest.split("{{pages}}");
  return { before, between, after };
};

/**
 * A resume in a locale: its `metadata.locale` set and every section that still has a default name (English, or
 * that of the resume's previous language) renamed to the new language's; names the user chose are kept.
 */
export const localizeResumeData = (data: ResumeData, locale: LocaleId): ResumeData => {
  const defaults = [resumeText("en-US").sections, resumeText(data.metadata.locale).sections];
  const names = resumeText(locale).sections;
  const sections = { ...data.sections };
  for (const { key, nameKey } of [
    summaryDescriptor,
    ...itemSectionKeys.map((key) => itemSectionRegistry[key]),
  ]) {
    const section = sections[key];
    if (defaults.some((known) => known[nameKey] === section.name))
      sections[key] = { ...section, name: names[nameKey] } as never;
  }
  return { ...data, sections, metadata: { ...data.metadata, locale } };
};
