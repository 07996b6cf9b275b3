import type { ImportedTranslation } from "@vitae/importers/json-resume";
import {
  addLanguage,
  type LocaleId,
  setTranslations,
  translationLanguagesOf,
  valueAtPath,
} from "@vitae/schema";
import { ArrowLeftRight } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { NativeSelect } from "@/components/ui/select";
import { languagesByOwnName } from "@/lib/language-names";
import { useBuilderStore } from "../store/builder-store";
import { useBuilderLanguageStore } from "./builder-language";

const languageOptions = languagesByOwnName();

/** A stored text as the preview shows it: rich text without its markup, cut short. */
const plain = (text: string): string => {
  const flat = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > 120 ? `${flat.slice(0, 119)}…` : flat;
};

/** A file's text through FileReader, which the test DOM has too (it has no `Blob.text`). */
const textOf = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

/**
 * "Import a translation…": a JSON Resume in another language read as this resume's texts in that language. The
 * preview shows which existing item each imported one was paired with and the texts it gives; importing adds the
 * language if need be and sets those texts, one edit of the resume (undone in one step, saved like any edit).
 */
export function ImportTranslationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const languageId = useId();
  const fileId = useId();
  const data = useBuilderStore((state) => state.data);
  const update = useBuilderStore((state) => state.update);
  const setLanguage = useBuilderLanguageStore((state) => state.setLanguage);
  const choices = languageOptions.filter((language) => language.locale !== data?.metadata.locale);
  const [language, setChoice] = useState<LocaleId | undefined>(
    // The language being edited, else the first one the resume has, else any.
    () =>
      useBuilderLanguageStore.getState().language ??
      (data === null ? undefined : translationLanguagesOf(data)[0]) ??
      choices[0]?.locale,
  );
  const [preview, setPreview] = useState<ImportedTranslation | undefined>();
  const [failed, setFailed] = useState(false);

  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(undefined);
    setFailed(false);
    if (file === undefined || data === null) return;
    try {
      const { translationsFromJsonResume } = await import("@vitae/importers/json-resume");
      setPreview(translationsFromJsonResume(data, await textOf(file)));
    } catch {
      setFailed(true);
    }
  };

  const confirm = () => {
    if (preview === undefined || language === undefined) return;
    update((current) => {
      const added =
        current.translations?.[language] === undefined ? addLanguage(current, language) : undefined;
      const base = added?.ok ? added.data : current;
      const result = setTranslations(base, language, preview.texts);
      return result.ok ? result.data : current;
    });
    setLanguage(language);
    onClose();
  };

  const sections =
    preview === undefined
      ? []
      : [...new Set([...preview.matches, ...preview.unmatched].map((entry) => entry.section))];
  const sectionName = (path: string) => String(valueAtPath(data, `${path}.name`) ?? path);
  const count = Object.keys(preview?.texts ?? {}).length;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("builder.translations.import.title")}</DialogTitle>
          <DialogDescription>{t("builder.translations.import.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <label htmlFor={languageId} className="text-sm font-medium">
              {t("builder.translations.import.language")}
            </label>
            <NativeSelect
              id={languageId}
              value={language ?? ""}
              onChange={(event) => setChoice(event.target.value as LocaleId)}
            >
              {choices.map((option) => (
                <option key={option.locale} value={option.locale} lang={option.locale}>
                  {option.ownName}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <label htmlFor={fileId} className="text-sm font-medium">
              {t("builder.translations.import.file")}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".json,application/json"
              className="text-sm file:me-2 file:rounded-md file:border file:bg-muted file:px-2 file:py-1"
              onChange={(event) => void read(event)}
            />
          </div>
        </div>
        {failed && (
          <p role="alert" className="text-sm text-destructive">
            {t("builder.translations.import.failed")}
          </p>
        )}
        {preview !== undefined && (
          <div className="grid gap-3" aria-live="polite">
            <p className="text-sm font-medium">{t("builder.translations.import.total", { total: count })}</p>
            {sections.map((section) => (
              <section key={section} aria-label={sectionName(section)} className="grid gap-1">
                <h4 className="text-sm font-semibold">{sectionName(section)}</h4>
                <ul className="grid gap-1 text-sm">
                  {preview.matches
                    .filter((match) => match.section === section)
                    .map((match) => (
                      <li key={match.existingId} className="rounded-md border p-2">
                        <span className="font-medium">{match.existingTitle}</span>
                        <ArrowLeftRight aria-hidden className="mx-1 inline size-3" />
                        <span>{match.importedTitle}</span>
                        <ul className="mt-1 text-xs text-muted-foreground">
                          {Object.entries(match.texts).map(([path, text]) => (
                            <li key={path}>{plain(text)}</li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  {preview.unmatched
                    .filter((item) => item.section === section)
                    .map((item) => (
                      <li key={`${item.side}-${item.index}`} className="rounded-md border border-dashed p-2">
                        <span className="font-medium">{item.title}</span>
                        <span className="ms-2 text-muted-foreground">
                          {t(
                            item.side === "existing"
                              ? "builder.translations.import.onlyHere"
                              : "builder.translations.import.onlyInFile",
                          )}
                        </span>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t("builder.translations.import.cancel")}
          </Button>
          <Button type="button" disabled={preview === undefined || count === 0} onClick={confirm}>
            {t("builder.translations.import.confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
