import { useMutation } from "@tanstack/react-query";
import { type ResumeData, resumeInLanguage } from "@vitae/schema";
import { Braces, FileDown, FileJson, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/lib/api-client";
import { printResume } from "@/lib/print-resume";
import { ownExportUrl } from "@/lib/resume-exports";
import { saveFile } from "@/lib/save-file";
import { toast } from "@/lib/toast";
import { saveNow } from "../../hooks/use-autosave";
import { useBuilderStore } from "../../store/builder-store";
import { printPreview } from "../../store/preview-frame";
import { useEditedLanguage } from "../../translations/builder-language";
import { PanelSection } from "../panel-section";
import { downloadJsonResume, downloadVitaeJson } from "./json-export";
import { JsonResumeOmissions } from "./json-resume-omissions";
import { TextExports } from "./text-exports";

/** The server cannot print at all (no Chromium, or it is unreachable): the browser's print still can. */
const printerUnavailable = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === "ResumePrinterError" || error.code === "InvalidBrowserConnection");

/**
 * Export: a PDF from the server's printer, the browser's own print of the preview (which works without the
 * server's Chromium), Word, Markdown and plain text, and the JSON formats. The server prints and exports what it
 * has, so waiting edits are saved first. In another of the resume's languages, every format is in that one (the
 * Vitae JSON keeps them all).
 */
export function ExportSection() {
  const { t } = useTranslation();
  const resume = useBuilderStore((state) => state.resume);
  const language = useEditedLanguage() ?? undefined;
  const download = useMutation({
    mutationFn: async (id: string) => {
      await saveNow();
      return printResume(id, language);
    },
    meta: { errorToast: false },
    onSuccess: ({ url }) => saveFile(url, `${resume?.slug ?? "resume"}.pdf`),
    onError: (error) =>
      toast({
        variant: "error",
        title: t("builder.export.errorTitle"),
        description: printerUnavailable(error)
          ? t("builder.export.useBrowserPrint")
          : error.message || t("builder.export.errorFallback"),
      }),
  });
  if (!resume) return null;

  // The data as it is now, unsaved edits included: a download is a copy of what the user sees.
  const withData = (save: (data: ResumeData) => unknown) => {
    const data = useBuilderStore.getState().data;
    if (data !== null) void save(data);
  };

  return (
    <PanelSection icon={FileDown} title={t("builder.export.title")}>
      <div className="grid gap-2">
        <Button
          onClick={() => download.mutate(resume.id)}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {download.isPending ? <Spinner /> : <FileDown aria-hidden />}
          {t("builder.export.pdf")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("builder.export.pdfHint")}</p>
      </div>
      <div className="grid gap-2">
        <Button variant="outline" onClick={() => printPreview()}>
          <Printer aria-hidden />
          {t("builder.export.browserPrint")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("builder.export.browserPrintHint")}</p>
      </div>
      <TextExports urlOf={(format) => ownExportUrl(resume.id, format, language)} saveFirst={saveNow} />
      <div className="grid gap-2">
        <Button variant="outline" onClick={() => withData((data) => downloadVitaeJson(data, resume.slug))}>
          <Braces aria-hidden />
          {t("builder.export.vitaeJson")}
        </Button>
        <Button
          variant="outline"
          onClick={() =>
            withData((data) =>
              downloadJsonResume(
                language === undefined ? data : resumeInLanguage(data, language),
                resume.slug,
              ),
            )
          }
        >
          <FileJson aria-hidden />
          {t("builder.export.jsonResume")}
        </Button>
        <p className="text-xs text-muted-foreground">{t("builder.export.jsonHint")}</p>
        <JsonResumeOmissions />
      </div>
    </PanelSection>
  );
}
