import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/page-placeholder";

/** Loaded inside the builder's iframe; receives the resume by postMessage once the builder exists. */
export function Component() {
  const { t } = useTranslation();
  return (
    <main>
      <PagePlaceholder
        title={t("pages.artboardBuilder.title")}
        description={t("pages.artboardBuilder.description")}
      />
    </main>
  );
}
