import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { printResume } from "@/lib/print-resume";
import { saveFile } from "@/lib/save-file";
import { toast } from "@/lib/toast";

/** A failed print shows an error toast with a generic title and the server's message. */
export function useDownloadPdf({ id, filename, lang }: { id: string; filename: string; lang?: string }) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: () => printResume(id, lang),
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
