import { htmlToLine } from "@vitae/schema";
import { Check, Languages, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useBuilderStore } from "../store/builder-store";
import { getAtPath } from "../store/set-at-path";
import {
  type FieldTranslation,
  fieldTranslation,
  itemFieldTranslation,
  useBuilderLanguageStore,
  withTranslatedText,
} from "./builder-language";

type NoteState = "missing" | "stale";

const stateOf = (translation: FieldTranslation | null): NoteState | null =>
  translation === null
    ? null
    : translation.text === undefined
      ? "missing"
      : translation.stale
        ? "stale"
        : null;

/**
 * The original text greyed with a "translate" mark while a field is to translate; a stale mark with the original
 * it was not translated from, and a confirm, once the original changed under the translation. Phrasing content
 * only, so it may stand in a field's hint.
 */
function TranslationNote({
  state,
  source,
  onConfirm,
}: {
  state: NoteState;
  source: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const sourceLocale = useBuilderStore((store) => store.data?.metadata.locale);
  const locked = useBuilderStore((store) => store.resume?.locked ?? true);
  return (
    <span className="flex flex-wrap items-start gap-x-2 gap-y-1 text-xs" data-translation-state={state}>
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
      )}{" "}
      <span className="min-w-0 flex-1 basis-40 text-muted-foreground">
        <span className="sr-only">{t("builder.translations.original")}</span>{" "}
        <span lang={sourceLocale} dir="auto" className="line-clamp-2 break-words italic">
          {htmlToLine(source)}
        </span>
      </span>
      {state === "stale" && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-7"
          disabled={locked}
          onClick={onConfirm}
        >
          <Check aria-hidden />
          {t("builder.translations.confirm")}
        </Button>
      )}
    </span>
  );
}

/** Confirms a stale translation as it is: it is then up to date with today's original. */
const confirm = (find: (data: Parameters<typeof fieldTranslation>[0]) => FieldTranslation | null) =>
  useBuilderStore.getState().update((data) => {
    const translation = find(data);
    return translation?.text === undefined
      ? data
      : withTranslatedText(data, translation.language, translation.path, translation.text);
  });

/** Under a translatable field of the panels, in another of the resume's languages (see TranslationNote). */
export function TranslationMarker({ fieldPath }: { fieldPath: string }) {
  const language = useBuilderLanguageStore((state) => state.language);
  const state = useBuilderStore((store) => stateOf(fieldTranslation(store.data, language, fieldPath)));
  const source = useBuilderStore((store) => getAtPath(store.data, fieldPath));
  if (state === null || typeof source !== "string" || source.trim() === "") return null;
  return (
    <div className="mt-1.5">
      <TranslationNote
        state={state}
        source={source}
        onConfirm={() => confirm((data) => fieldTranslation(data, language, fieldPath))}
      />
    </div>
  );
}

/** The same for a field of an item dialog, as the field's hint; null when there is nothing to say. */
export function useItemTranslationNote(item: { sectionRef: string; itemId: string }) {
  const language = useBuilderLanguageStore((state) => state.language);
  // In the resume's own language nothing is read, so a dialog does not redraw on every edit.
  const states = useBuilderStore((store) => (language === null ? null : store.data));
  return (field: string, source: unknown) => {
    const where = { ...item, field };
    const state = stateOf(itemFieldTranslation(states, language, where));
    if (state === null || typeof source !== "string" || source.trim() === "") return undefined;
    return (
      <TranslationNote
        state={state}
        source={source}
        onConfirm={() => confirm((data) => itemFieldTranslation(data, language, where))}
      />
    );
  };
}
