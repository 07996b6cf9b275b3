import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PagePlaceholder } from "../../../components/page-placeholder";

export function Component() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <main>
      <PagePlaceholder
        title={t("pages.builder.title")}
        description={t("pages.builder.description", { id })}
      />
    </main>
  );
}
