import { useQuery } from "@tanstack/react-query";
import { type LocaleId, languages, translationLanguagesOf } from "@vitae/schema";
import { Languages, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useShallow } from "zustand/react/shallow";
import { aiCapabilitiesQuery } from "@/components/ai/api/get-ai-capabilities";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/select";
import { ownName } from "@/lib/language-names";
import { cn } from "@/lib/utils";
import { useBuilderStore } from "../store/builder-store";
import { AiTranslateDialog } from "./ai-translate-dialog";
import { editedLanguage, statusOf, useBuilderLanguageStore } from "./builder-language";

/** A language in its own name without its region ("Deutsch", not "Deutsch (Deutschland)"): the top bar is narrow. */
const nameOf = (locale: LocaleId): string => {
  const language = languages.find((candidate) => candidate.locale === locale);
  return language === undefined ? locale : ownName({ ...language, locale: language.id });
};

/**
 * The builder's language switcher, for a resume in several languages: the resume's own language or one of its
 * translations, the fields and the preview following it, and how many texts the chosen one still lacks.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const chosen = useBuilderLanguageStore((state) => state.language);
  const setLanguage = useBuilderLanguageStore((state) => state.setLanguage);
  const source = useBuilderStore((state) => state.data?.metadata.locale);
  const others = useBuilderStore(
    useShallow((state) => (state.data === null ? [] : translationLanguagesOf(state.data))),
  );
  const edited = useBuilderStore((state) => editedLanguage(state.data, chosen));
  const counts = useBuilderStore(
    useShallow((state) => {
      const status = state.data === null || edited === null ? undefined : statusOf(state.data, edited);
      return status === undefined ? null : { missing: status.missing, stale: status.stale.length };
    }),
  );
  const withModel = useQuery(aiCapabilitiesQuery).data?.offline === false;
  const [translating, setTranslating] = useState(false);
  if (source === undefined || others.length === 0) return null;
  const toTranslate = counts === null ? 0 : counts.missing + counts.stale;
  const aiOffered = withModel && edited !== null && toTranslate > 0;
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        {t("builder.translations.switcher")}
      </label>
      <Languages aria-hidden className="hidden size-4 shrink-0 text-muted-foreground sm:block" />
      <NativeSelect
        id={id}
        className="h-8 w-auto max-w-32 sm:max-w-52"
        value={edited ?? source}
        onChange={(event) => {
          const next = others.find((locale) => locale === event.target.value);
          setLanguage(next ?? null);
        }}
      >
        <option value={source} lang={source}>
          {t("builder.translations.sourceOption", { language: nameOf(source) })}
        </option>
        {others.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nameOf(locale)}
          </option>
        ))}
      </NativeSelect>
      {counts !== null && (
        <span
          aria-live="polite"
          className={cn(
            "shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums",
            aiOffered && "hidden sm:inline",
          )}
          data-testid="translation-counter"
        >
          <span className="hidden sm:inline">{t("builder.translations.counter", counts)}</span>
          <span className="sm:hidden" aria-hidden>
            {counts.missing + counts.stale}
          </span>
          <span className="sr-only sm:hidden">{t("builder.translations.counter", counts)}</span>
        </span>
      )}
      {aiOffered && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="h-8 shrink-0 px-2"
          aria-label={t("builder.translations.ai.open")}
          onClick={() => setTranslating(true)}
        >
          <Sparkles aria-hidden className="size-4" />
          <span className="hidden lg:inline">{t("builder.translations.ai.open")}</span>
          {/* On a phone the counter is hidden: the action shows how many texts it would translate. */}
          <span aria-hidden className="text-xs tabular-nums sm:hidden">
            {toTranslate}
          </span>
        </Button>
      )}
      {translating && edited !== null && (
        <AiTranslateDialog language={edited} onClose={() => setTranslating(false)} />
      )}
    </div>
  );
}
