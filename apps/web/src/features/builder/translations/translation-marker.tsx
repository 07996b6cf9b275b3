import { htmlToLine } from "@vitae/schema";
import { Check, Languages, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useBuilderStore } from "../store/builder-store";
import { getAtPath } from "../store/set-at-path";
import { fieldTranslation, useBuilderLanguageStore, withTranslatedText } from "./builder-language";

/**
 * Under a translatable field in another of the resume's languages: the original text, greyed, while the field is
 * to translate; a stale mark with the original it was not translated from, and a confirm, once the original
 * changed under the translation. Nothing in the resume's own language or for a field up to date.
 */
export function TranslationMarker({ fieldPath }: { fieldPath: string }) {
  const { t } = useTranslation();
  const language = useBuilderLanguageStore((state) => state.language);
  const state = useBuilderStore((store) => {
    const translation = fieldTranslation(store.data, language, fieldPath);
    if (translation === null) return null;
    return translation.text === undefined ? "missing" : translation.stale ? "stale" : null;
  });
  const source = useBuilderStore((store) => getAtPath(store.data, fieldPath));
  const sourceLocale = useBuilderStore((store) => store.data?.metadata.locale);
  const update = useBuilderStore((store) => store.update);
  const locked = useBuilderStore((store) => store.resume?.locked ?? true);
  if (state === null || typeof source !== "string" || source.trim() === "") return null;

  const confirm = () =>
    update((data) => {
      const translation = fieldTranslation(data, language, fieldPath);
      return translation?.text === undefined
        ? data
        : withTranslatedText(data, translation.language, translation.path, translation.text);
    });

  return (
    <div className="mt-1.5 flex flex-wrap items-start gap-x-2 gap-y-1 text-xs" data-translation-state={state}>
      {state === "missing" ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 font-medium text-muted-foreground">
          <Languages aria-hidden className="size-3" />
          {t("builder.translations.toTranslate")}
        </span>
      ) : (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          <TriangleAlert aria-hidden className="size-3" />
          {t("builder.translations.stale")}
        </span>
      )}
      <span className="min-w-0 flex-1 basis-40 text-muted-foreground">
        <span className="sr-only">{t("builder.translations.original")} </span>
        <span lang={sourceLocale} dir="auto" className="line-clamp-2 break-words italic">
          {htmlToLine(source)}
        </span>
      </span>
      {state === "stale" && (
        <Button type="button" variant="outline" size="sm" className="h-7" disabled={locked} onClick={confirm}>
          <Check aria-hidden />
          {t("builder.translations.confirm")}
        </Button>
      )}
    </div>
  );
}
