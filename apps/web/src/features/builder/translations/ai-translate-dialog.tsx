import { useQuery } from "@tanstack/react-query";
import {
  isRichTextPath,
  type LocaleId,
  setTranslations,
  translatablePaths,
  valueAtPath,
} from "@vitae/schema";
import { useState } from "react";
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
import { proposeTranslations } from "../api/translate-with-ai";
import { useBuilderStore } from "../store/builder-store";

/** A stored text as the dialog shows it: rich text without its markup. */
const plain = (text: string): string =>
  text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * "Translate with AI": the model's proposals for the language's texts still to translate or stale, each shown
 * beside its source text to keep or leave, plain texts editable. Applying sets the kept ones in one edit of the
 * resume (one undo step, saved like any edit); nothing changes before.
 */
export function AiTranslateDialog({ language, onClose }: { language: LocaleId; onClose: () => void }) {
  const { t } = useTranslation();
  const resumeId = useBuilderStore((state) => state.resume?.id ?? "");
  const data = useBuilderStore((state) => state.data);
  const update = useBuilderStore((state) => state.update);
  const proposals = useQuery({
    queryKey: ["resume", resumeId, "translations", language, "ai"],
    queryFn: () => proposeTranslations(resumeId, language),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: { errorToast: false },
  });
  // What the user changed: an edited text, or a row left out.
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const rows = Object.entries(proposals.data?.proposals ?? {}).map(([path, text]) => ({
    path,
    source: String(valueAtPath(data, path) ?? ""),
    text: edits[path] ?? text,
  }));
  const kept = rows.filter((row) => !leftOut.has(row.path) && row.text.trim() !== "");

  const apply = () => {
    update((current) => {
      // The resume may have changed since the request: only paths that are still its texts are set.
      const allowed = new Set(translatablePaths(current));
      const texts = Object.fromEntries(
        kept.filter((row) => allowed.has(row.path)).map((row) => [row.path, row.text]),
      );
      const result = setTranslations(current, language, texts);
      return result.ok ? result.data : current;
    });
    onClose();
  };

  const toggle = (path: string, keep: boolean) =>
    setLeftOut((previous) => {
      const next = new Set(previous);
      if (keep) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("builder.translations.ai.open")}</DialogTitle>
          <DialogDescription>{t("builder.translations.ai.description")}</DialogDescription>
        </DialogHeader>
        {proposals.isPending && (
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {t("builder.translations.ai.loading")}
          </p>
        )}
        {proposals.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t("builder.translations.ai.failed")}
          </p>
        )}
        {proposals.isSuccess && rows.length === 0 && (
          <p className="text-sm text-muted-foreground">{t("builder.translations.ai.none")}</p>
        )}
        {rows.length > 0 && (
          <ul className="grid gap-2">
            {rows.map((row) => {
              const checkboxId = `ai-translation-${row.path}`;
              return (
                <li key={row.path} className="grid gap-1 rounded-md border p-2 text-sm">
                  <label htmlFor={checkboxId} className="flex items-start gap-2">
                    <input
                      id={checkboxId}
                      type="checkbox"
                      className="mt-1"
                      checked={!leftOut.has(row.path)}
                      onChange={(event) => toggle(row.path, event.target.checked)}
                    />
                    <span className="text-muted-foreground">{plain(row.source)}</span>
                  </label>
                  {isRichTextPath(row.path) ? (
                    <p lang={language} className="ps-6">
                      {plain(row.text)}
                    </p>
                  ) : (
                    <textarea
                      lang={language}
                      aria-label={t("builder.translations.ai.proposal", { source: plain(row.source) })}
                      className="ms-6 min-h-9 rounded-md border bg-background px-2 py-1 [field-sizing:content]"
                      rows={1}
                      value={row.text}
                      onChange={(event) =>
                        setEdits((previous) => ({ ...previous, [row.path]: event.target.value }))
                      }
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {(proposals.data?.left ?? 0) > 0 && (
          <p className="text-sm text-muted-foreground">
            {t("builder.translations.ai.left", { left: proposals.data?.left })}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t("builder.itemDialog.cancel")}
          </Button>
          <Button type="button" disabled={kept.length === 0} onClick={apply}>
            {t("builder.translations.ai.apply", { kept: kept.length })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
