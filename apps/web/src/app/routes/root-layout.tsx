import { useTranslation } from "react-i18next";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  ScrollRestoration,
  useLocation,
  useRouteError,
} from "react-router";
import { SkipLink } from "../../components/skip-link";
import { Button } from "../../components/ui/button";
import { paths } from "../../lib/paths";

export function RootLayout() {
  // Artboards are framed documents inside other pages, which have their own skip link.
  const framed = useLocation().pathname.startsWith(paths.artboard);
  return (
    <>
      {framed ? null : <SkipLink />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's loaders run; delayed so a fast start shows nothing at all. */
export function RootHydrateFallback() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center animate-[fade-in_200ms_300ms_ease-out_both]">
      <div
        role="status"
        className="size-6 animate-spin rounded-full border-2 border-primary border-t-transparent"
        aria-label={t("common.loading")}
      />
    </div>
  );
}

export function RootErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">
        {notFound ? t("pages.notFound.title") : t("pages.error.title")}
      </h1>
      <p className="text-muted-foreground">
        {notFound ? t("pages.notFound.description") : t("pages.error.description")}
      </p>
      <div className="flex gap-2">
        <Button onClick={() => window.location.reload()}>{t("pages.error.reload")}</Button>
        <Button variant="outline" asChild>
          <Link to={paths.home}>{t("pages.notFound.back")}</Link>
        </Button>
      </div>
    </main>
  );
}
