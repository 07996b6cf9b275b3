import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { AuthPageHeader } from "@/features/auth/components/auth-page-header";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";
import { paths } from "@/lib/paths";

export function Component() {
  const { t } = useTranslation("account");
  return (
    <div className="grid gap-6">
      <AuthPageHeader title={t("forgotPassword.title")} description={t("forgotPassword.description")} />
      <ForgotPasswordForm />
      <Button asChild variant="ghost" className="-ms-4 justify-self-start">
        <Link to={paths.login}>
          <ArrowLeft aria-hidden className="rtl:rotate-180" />
          {t("common.backToLogin")}
        </Link>
      </Button>
    </div>
  );
}
