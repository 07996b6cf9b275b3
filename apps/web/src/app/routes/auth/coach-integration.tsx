import { useTranslation } from "react-i18next";
import { AuthPageHeader } from "@/features/auth/components/auth-page-header";
import { CoachIntegration } from "@/features/auth/components/coach-integration";

export function Component() {
  const { t } = useTranslation("account");
  return (
    <div className="grid gap-6">
      <AuthPageHeader title={t("coachIntegration.title")} />
      <CoachIntegration />
    </div>
  );
}
