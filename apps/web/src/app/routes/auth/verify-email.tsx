import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/page-placeholder";

export function Component() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder title={t("pages.verifyEmail.title")} description={t("pages.verifyEmail.description")} />
  );
}
