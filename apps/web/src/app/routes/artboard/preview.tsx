import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/page-placeholder";

export function Component() {
  const { t } = useTranslation();
  return (
    <main>
      <PagePlaceholder
        title={t("pages.artboardPreview.title")}
        description={t("pages.artboardPreview.description")}
      />
    </main>
  );
}
