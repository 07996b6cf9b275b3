import { defaultLocale, type LocaleId, localeIds } from "@vitae/schema";
import { type ErrorMessages, errorMessageCatalogues } from "@vitae/schema/error-messages";
import i18next from "i18next";

// The error texts of the 46 interface languages (the same ones the web app shows, from packages/schema), all
// loaded once at start-up: an answer is never held up by loading a language.
const errorI18n = i18next.createInstance();
let ready: Promise<unknown> | undefined;

export const loadErrorTexts = (): Promise<unknown> => {
  ready ??= Promise.all(
    localeIds.map(async (locale) => [locale, { errors: await errorMessageCatalogues[locale]() }] as const),
  ).then((resources) =>
    errorI18n.init({
      initAsync: false,
      resources: Object.fromEntries(resources),
      ns: ["errors"],
      defaultNS: "errors",
      fallbackLng: defaultLocale,
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    }),
  );
  return ready;
};

const byLowerCase = new Map(localeIds.map((locale) => [locale.toLowerCase(), locale]));

/**
 * The supported locale an `Accept-Language` header asks for first (by q-value): an exact tag, else the first
 * locale of the same language ("de" and "de-AT" read German). Undefined when it names none of them.
 */
export const localeFromAcceptLanguage = (header: string | undefined): LocaleId | undefined => {
  if (header === undefined) return undefined;
  const wanted = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = Number(
        parameters
          .find((parameter) => parameter.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of wanted) {
    const exact = byLowerCase.get(tag);
    if (exact !== undefined) return exact;
    const language = tag.split("-")[0];
    const sameLanguage = localeIds.find((locale) => locale.toLowerCase().startsWith(`${language}-`));
    if (sameLanguage !== undefined) return sameLanguage;
  }
  return undefined;
};

/**
 * The answer's message in the language the request asks for: the code's description in that language. English
 * (and a request that names no supported language) keeps the server's own message, which says more (the field,
 * the origin, the limit); the code and any `issues` are the same in every language.
 */
export const localizedErrorMessage = (
  code: keyof ErrorMessages,
  message: string,
  acceptLanguage: string | undefined,
): string => {
  const locale = localeFromAcceptLanguage(acceptLanguage);
  if (locale === undefined || locale === defaultLocale || !errorI18n.isInitialized) return message;
  return errorI18n.t(`${code}.description`, { lng: locale });
};
