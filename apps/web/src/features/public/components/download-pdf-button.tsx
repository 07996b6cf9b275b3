import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useDownloadPdf } from "../hooks/use-download-pdf";

export function DownloadPdfButton({ id, filename, lang }: { id: string; filename: string; lang?: string }) {
  const { t } = useTranslation();
  const download = useDownloadPdf({ id, filename, ...(lang === undefined ? {} : { lang }) });
  return (
    <Button onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
      {download.isPending ? <Spinner /> : <Download aria-hidden />}
      {t("public.download.label")}
    </Button>
  );
}
