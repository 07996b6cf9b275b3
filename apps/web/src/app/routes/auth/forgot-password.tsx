import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/page-placeholder";

export function Component() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t("pages.forgotPassword.title")}
      description={t("pages.forgotPassword.description")}
    />
  );
}
