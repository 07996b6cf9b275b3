import { defaultLocale, type LocaleId, resolveLocale } from "@vitae/schema";
import { errorMessageCatalogues } from "@vitae/schema/error-messages";
import enUSErrors from "@vitae/schema/error-messages/en-US.json";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import type enUSAccount from "../locales/account/en-US.json";
import enUS from "../locales/en-US.json";
import { applyUiScriptFont } from "./ui-script-font";

export const LOCALE_STORAGE_KEY = "locale";

/**
 * Namespaces beyond the default one. `account` holds the copy of the auth screens, the dashboard shell and
 * the settings page; pages that need it load it with their chunk (see `loadNamespace`), so the landing page
 * does not download it.
 */
export type LazyNamespace = "account";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof enUS; account: typeof enUSAccount; errors: typeof enUSErrors };
  }
}

// en-US's default namespace ships in the main bundle; every other catalogue is its own chunk, fetched only
// when its language (and namespace) is used.
const lazyCatalogues = import.meta.glob<ResourceKey>(
  ["../locales/*.json", "../locales/*/*.json", "!../locales/en-US.json"],
  { import: "default" },
);

const cataloguePath = (language: string, namespace: string) =>
  namespace === "translation" ? `../locales/${language}.json` : `../locales/${namespace}/${language}.json`;

const catalogueBackend: BackendModule = {
  type: "backend",
  init: () => {},
  read(language, namespace, callback) {
    // The error texts are shared with the server (packages/schema), which answers in the same words.
    const load =
      namespace === "errors"
        ? errorMessageCatalogues[language as LocaleId]
        : lazyCatalogues[cataloguePath(language, namespace)];
    // A supported language nobody has translated yet reads entirely from the en-US fallback.
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const i18n = i18next.createInstance();

function applyDocumentLanguage(language: string): void {
  if (typeof document === "undefined") return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
  applyUiScriptFont(language);
}

i18n.on("languageChanged", applyDocumentLanguage);

export function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

let initialisation: Promise<unknown> | null = null;

/** Starts i18n in the stored locale (or en-US); resolves once that locale's catalogue is loaded. */
export function initI18n(locale: LocaleId = resolveLocale(readStoredLocale(), null)): Promise<unknown> {
  initialisation ??= i18n
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: defaultLocale,
      load: "currentOnly",
      resources: { [defaultLocale]: { translation: enUS, errors: enUSErrors } },
      // Error texts load with the interface language: a failure may need one at any time.
      ns: ["translation", "errors"],
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      showSupportNotice: false,
    });
  return initialisation;
}

/**
 * Loads a namespace in the current language (and en-US for its gaps); resolves once it can be read. The
 * router asks for it during its first navigation, which may start before `initI18n` has run.
 */
export async function loadNamespace(namespace: LazyNamespace): Promise<void> {
  await initI18n();
  await i18n.loadNamespaces(namespace);
}

/** Switches to the locale chosen in this browser, else the signed-in user's, else en-US. */
export async function applyUserLocale(userLocale: string | null | undefined): Promise<void> {
  const locale = resolveLocale(readStoredLocale(), userLocale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
