import { languages, type ResumeLanguageChoice } from "@vitae/schema";
import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ownName } from "@/lib/language-names";
import { cn } from "@/lib/utils";

/** A language's name in the interface's language ("German" on an English page), or the code as it was typed. */
const nameIn = (uiLanguage: string, code: string): string => {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
};

const withLang = (search: string, lang: string | undefined): string => {
  const params = new URLSearchParams(search);
  if (lang === undefined) params.delete("lang");
  else params.set("lang", lang);
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
};

/**
 * The languages a public resume comes in: a link to each (in its own name, the one shown marked current), the
 * `hreflang` alternates search engines read (React places them in the head), and a note when the language asked
 * for is not one of them.
 */
export function ResumeLanguageMenu({ language }: { language: ResumeLanguageChoice }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const page = `${window.location.origin}${location.pathname}`;
  const several = language.available.length > 1;
  return (
    <>
      {several &&
        language.available.map((locale) => (
          <link
            key={locale}
            rel="alternate"
            hrefLang={locale}
            href={`${page}${withLang(location.search, locale)}`}
          />
        ))}
      {several && (
        <link rel="alternate" hrefLang="x-default" href={`${page}${withLang(location.search, undefined)}`} />
      )}
      {language.unavailable !== undefined && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm print:hidden"
        >
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {t("public.languages.unavailable", {
            language: nameIn(i18n.language, language.unavailable),
            shown: nameIn(i18n.language, language.shown),
          })}
        </p>
      )}
      {several && (
        <nav aria-label={t("public.languages.label")} className="mb-4 print:hidden">
          <ul className="flex flex-wrap gap-2">
            {language.available.map((locale) => {
              const current = locale === language.shown;
              const entry = languages.find((candidate) => candidate.locale === locale);
              return (
                <li key={locale}>
                  <Link
                    to={{ search: withLang(location.search, locale) }}
                    lang={locale}
                    aria-current={current ? "page" : undefined}
                    className={cn(
                      "inline-flex min-h-9 items-center rounded-full border px-3 text-sm transition-colors",
                      "focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                      current
                        ? "border-primary bg-primary text-primary-foreground"
                        : "hover:bg-accent hover:text-accent-foreground",
                    )}
                  >
                    {entry === undefined ? locale : ownName(entry)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </>
  );
}
