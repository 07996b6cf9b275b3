import { useTranslation } from "react-i18next";
import { AuthPageHeader } from "@/features/auth/components/auth-page-header";
import { PasskeySecondFactor } from "@/features/auth/components/passkey-second-factor";
import { TwoFactorCodeForm } from "@/features/auth/components/two-factor-code-form";

export function Component() {
  const { t } = useTranslation("account");
  return (
    <div className="grid gap-6">
      <AuthPageHeader title={t("verifyOtp.title")} description={t("verifyOtp.description")} />
      <TwoFactorCodeForm />
      <PasskeySecondFactor />
    </div>
  );
}
