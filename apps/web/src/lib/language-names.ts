import { languages } from "@vitae/schema";

/**
 * Each language in its own name ("Deutsch (Deutschland)", "العربية (المملكة العربية السعودية)"), as people look
 * for their own language; the English name is the fallback where the browser has no name data.
 */
export const ownName = (language: { locale: string; name: string }): string => {
  try {
    const name = new Intl.DisplayNames([language.locale], { type: "language" }).of(language.locale);
    if (name === undefined || name === language.locale) return language.name;
    return name.charAt(0).toLocaleUpperCase(language.locale) + name.slice(1);
  } catch {
    return language.name;
  }
};

/** The 46 languages with their own names, sorted by them (a stable order whatever the interface language). */
export const languagesByOwnName = () =>
  languages
    .map((language) => ({ ...language, ownName: ownName(language) }))
    .sort((a, b) => a.ownName.localeCompare(b.ownName, "en"));
