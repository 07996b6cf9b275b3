import { Archive } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { accountExportUrl } from "@/lib/resume-exports";

/**
 * Export all my data: a plain link, so the browser streams the zip straight to disk (however large the account)
 * under the name the server gives it.
 */
export function DataExport() {
  const { t } = useTranslation("account");
  return (
    <Button asChild variant="outline" className="justify-self-start">
      <a href={accountExportUrl} download="">
        <Archive aria-hidden />
        {t("dataExport.button")}
      </a>
    </Button>
  );
}
