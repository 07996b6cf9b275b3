import { LinkIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SiteHeader } from "@/components/site-header";
import { ThemeToggle } from "@/components/theme-toggle";

/** A revoked, expired or unknown review link: said plainly, with what to do. */
export function ReviewLinkGone() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <ThemeToggle />
      </SiteHeader>
      <main className="flex flex-1 items-center justify-center p-4">
        <div role="alert" className="grid max-w-md gap-3 rounded-lg border bg-card p-6 text-center shadow-sm">
          <LinkIcon aria-hidden className="mx-auto size-8 text-muted-foreground" />
          <h1 className="text-xl font-semibold">{t("review.gone.title")}</h1>
          <p className="text-sm text-muted-foreground">{t("review.gone.description")}</p>
        </div>
      </main>
    </div>
  );
}
