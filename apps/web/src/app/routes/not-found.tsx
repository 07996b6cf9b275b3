import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PagePlaceholder } from "../../components/page-placeholder";
import { Button } from "../../components/ui/button";
import { paths } from "../../lib/paths";

/** "Page not found" with a way home; `description` says more when the page knows what was missing. */
export function NotFoundPage({ description }: { description?: string }) {
  const { t } = useTranslation();
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-dvh items-center outline-none">
      <PagePlaceholder
        title={t("pages.notFound.title")}
        description={description ?? t("pages.notFound.description")}
      >
        <div>
          <Button asChild variant="outline">
            <Link to={paths.home}>{t("pages.notFound.back")}</Link>
          </Button>
        </div>
      </PagePlaceholder>
    </main>
  );
}

export function Component() {
  return <NotFoundPage />;
}
