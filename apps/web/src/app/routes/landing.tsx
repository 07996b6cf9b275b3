import { useTranslation } from "react-i18next";
import { SiteHeader } from "../../components/site-header";
import { ThemeToggle } from "../../components/theme-toggle";
import { AuthActions } from "../../features/auth/components/auth-actions";
import { useCurrentUser } from "../../features/auth/hooks/use-current-user";
import { FeatureList } from "../../features/landing/components/feature-list";
import { Hero } from "../../features/landing/components/hero";

export function LandingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();

  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader>
        <ThemeToggle />
        <AuthActions />
      </SiteHeader>
      <main className="flex-1">
        <Hero signedIn={Boolean(user)} />
        <FeatureList />
      </main>
      <footer className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          {t("landing.footer")}
        </p>
      </footer>
    </div>
  );
}
