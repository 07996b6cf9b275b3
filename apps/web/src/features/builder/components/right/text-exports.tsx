import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { type ExportFormat, exportFormatIcons, exportFormats, saveExport } from "@/lib/resume-exports";

/** Word, Markdown and plain text from the server, made from what is saved: waiting edits are saved first. */
export function TextExports({
  urlOf,
  saveFirst,
  hint,
}: {
  /** Where the server exports the document in a format. */
  urlOf: (format: ExportFormat) => string;
  /** Saves the waiting edits. */
  saveFirst: () => Promise<void>;
  /** Says what the formats hold; the resume's words unless another (or none, null) is given. */
  hint?: string | null;
}) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setPending(format);
    try {
      await saveFirst();
      saveExport(urlOf(format));
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="grid gap-2">
      {exportFormats.map((format) => {
        const Icon = exportFormatIcons[format];
        return (
          <Button
            key={format}
            variant="outline"
            onClick={() => void download(format)}
            disabled={pending !== null}
            aria-busy={pending === format}
          >
            {pending === format ? <Spinner /> : <Icon aria-hidden />}
            {t("exportFormats.download", { format: t(`exportFormats.${format}`) })}
          </Button>
        );
      })}
      {hint !== null && (
        <p className="text-xs text-muted-foreground">{hint ?? t("builder.export.textHint")}</p>
      )}
    </div>
  );
}
