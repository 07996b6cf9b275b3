import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { AuthPageHeader } from "@/features/auth/components/auth-page-header";
import { VerifyEmailPanel } from "@/features/auth/components/verify-email-panel";

export function Component() {
  const { t } = useTranslation("account");
  const [searchParams] = useSearchParams();
  return (
    <div className="grid gap-6">
      <AuthPageHeader title={t("verifyEmail.title")} />
      <VerifyEmailPanel token={searchParams.get("token")} />
    </div>
  );
}
