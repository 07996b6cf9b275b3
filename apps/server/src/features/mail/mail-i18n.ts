import { defaultLocale, resolveLocale } from "@vitae/schema";
import i18next, { type TFunction } from "i18next";
import { mailCatalogues } from "../../locales/mail/index.ts";

// One i18next instance for the server's mails, every catalogue loaded up front (they are small), so a mail is
// written in its recipient's language without waiting on anything.
const mailI18n = i18next.createInstance();
void mailI18n.init({
  // No console line about i18next's sponsor in every server log and browser console.
  showSupportNotice: false,
  initAsync: false,
  resources: Object.fromEntries(Object.entries(mailCatalogues).map(([locale, mail]) => [locale, { mail }])),
  ns: ["mail"],
  defaultNS: "mail",
  fallbackLng: defaultLocale,
  // Values go into text and into escaped HTML by the mail renderer, never into markup unescaped.
  interpolation: { escapeValue: false },
});

/** The mail `t` in a user's locale (an unknown one reads English), and that locale. */
export const mailText = (locale: string | null | undefined): { t: TFunction<"mail">; locale: string } => {
  const resolved = resolveLocale(locale);
  return { t: mailI18n.getFixedT(resolved, "mail"), locale: resolved };
};
