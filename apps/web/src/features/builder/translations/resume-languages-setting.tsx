import { addLanguage, type LocaleId, removeLanguage, translationLanguagesOf } from "@vitae/schema";
import { FileUp, Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useShallow } from "zustand/react/shallow";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/select";
import { languagesByOwnName } from "@/lib/language-names";
import { useBuilderStore } from "../store/builder-store";
import { useBuilderLanguageStore } from "./builder-language";
import { ImportTranslationDialog } from "./import-translation-dialog";

const languageOptions = languagesByOwnName();

/**
 * Page → "Languages of this resume": the languages it keeps translations in besides its own, added from the 46
 * and removed, each an edit of the resume (one undo step). A language added is the one the builder then edits.
 */
export function ResumeLanguagesSetting() {
  const { t } = useTranslation();
  const headingId = useId();
  const selectId = useId();
  const source = useBuilderStore((state) => state.data?.metadata.locale);
  const added = useBuilderStore(
    useShallow((state) => (state.data === null ? [] : translationLanguagesOf(state.data))),
  );
  const locked = useBuilderStore((state) => state.resume?.locked ?? true);
  const update = useBuilderStore((state) => state.update);
  const setLanguage = useBuilderLanguageStore((state) => state.setLanguage);
  const addable = languageOptions.filter(
    (language) => language.locale !== source && !added.includes(language.locale),
  );
  const [choice, setChoice] = useState<string>("");
  const [importing, setImporting] = useState(false);
  const selected = addable.find((language) => language.locale === choice) ?? addable[0];

  const add = (locale: LocaleId) => {
    update((data) => {
      const result = addLanguage(data, locale);
      return result.ok ? result.data : data;
    });
    setLanguage(locale);
    setChoice("");
  };
  const remove = (locale: LocaleId) => {
    update((data) => {
      const result = removeLanguage(data, locale);
      return result.ok ? result.data : data;
    });
    if (useBuilderLanguageStore.getState().language === locale) setLanguage(null);
  };

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="text-sm font-medium">
        {t("builder.translations.title")}
      </h3>
      <p className="text-xs text-muted-foreground">{t("builder.translations.hint")}</p>
      {added.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {added.map((locale) => {
            const name = languageOptions.find((language) => language.locale === locale)?.ownName ?? locale;
            return (
              <li
                key={locale}
                className="inline-flex items-center gap-1 rounded-full border bg-muted/40 py-0.5 ps-3 pe-1 text-sm"
              >
                <span lang={locale}>{name}</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7 rounded-full"
                  disabled={locked}
                  aria-label={t("builder.translations.remove", { language: name })}
                  onClick={() => remove(locale)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {t("builder.translations.addLabel")}
        </label>
        <NativeSelect
          id={selectId}
          className="min-w-0 flex-1"
          value={selected?.locale ?? ""}
          disabled={locked || selected === undefined}
          onChange={(event) => setChoice(event.target.value)}
        >
          {addable.map((language) => (
            <option key={language.locale} value={language.locale} lang={language.locale}>
              {language.ownName}
            </option>
          ))}
        </NativeSelect>
        <Button
          type="button"
          variant="outline"
          disabled={locked || selected === undefined}
          onClick={() => selected !== undefined && add(selected.locale)}
        >
          <Plus aria-hidden />
          {t("builder.translations.add")}
        </Button>
      </div>
      <Button type="button" variant="outline" size="sm" disabled={locked} onClick={() => setImporting(true)}>
        <FileUp aria-hidden />
        {t("builder.translations.import.open")}
      </Button>
      {importing && <ImportTranslationDialog onClose={() => setImporting(false)} />}
    </section>
  );
}
