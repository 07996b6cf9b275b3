import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PagePlaceholder } from "../../components/page-placeholder";
import { Button } from "../../components/ui/button";

export function Component() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-dvh items-center">
      <PagePlaceholder title={t("pages.notFound.title")} description={t("pages.notFound.description")}>
        <div>
          <Button asChild variant="outline">
            <Link to="/">{t("pages.notFound.back")}</Link>
          </Button>
        </div>
      </PagePlaceholder>
    </main>
  );
}
