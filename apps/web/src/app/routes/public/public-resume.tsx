import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PagePlaceholder } from "../../../components/page-placeholder";
import { SiteHeader } from "../../../components/site-header";
import { ThemeToggle } from "../../../components/theme-toggle";

export function Component() {
  const { t } = useTranslation();
  const { username = "", slug = "" } = useParams();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <ThemeToggle />
      </SiteHeader>
      <main className="flex-1">
        <PagePlaceholder
          title={t("pages.publicResume.title", { username })}
          description={t("pages.publicResume.description", { slug })}
        />
      </main>
    </div>
  );
}
