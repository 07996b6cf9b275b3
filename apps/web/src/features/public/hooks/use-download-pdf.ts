import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { printResume } from "../api/print-resume";

/**
 * Same-origin files download under `filename`; if the server answers another origin (a proxy's public
 * URL), the browser ignores `download` and opens the PDF in a new tab instead.
 */
function saveFile(url: string, filename: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.target = "_blank";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Spec §8: a failed print shows an error toast with a generic title and the server's message. */
export function useDownloadPdf({ id, filename }: { id: string; filename: string }) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => printResume(id),
    meta: { errorToast: false },
    onSuccess: ({ url }) => saveFile(url, filename),
    onError: (error) => {
      toast({
        variant: "error",
        title: t("public.download.errorTitle"),
        description: error.message || t("public.download.errorFallback"),
      });
    },
  });
}
