import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { AuthPageHeader } from "@/features/auth/components/auth-page-header";
import { BackupCodeForm } from "@/features/auth/components/backup-code-form";
import { paths } from "@/lib/paths";

export function Component() {
  const { t } = useTranslation("account");
  const { search } = useLocation();
  return (
    <div className="grid gap-6">
      <AuthPageHeader title={t("backupOtp.title")} description={t("backupOtp.description")} />
      <BackupCodeForm />
      <Button asChild variant="ghost" className="-ms-4 justify-self-start">
        <Link to={`${paths.verifyOtp}${search}`}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t("common.back")}
        </Link>
      </Button>
    </div>
  );
}
