import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/page-placeholder";

export function Component() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t("pages.verifyOtp.title")} description={t("pages.verifyOtp.description")} />
  );
}
