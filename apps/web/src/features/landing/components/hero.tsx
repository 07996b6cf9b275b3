import { ArrowRight, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { ResumeSketch } from "./resume-sketch";

export function Hero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();

  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60%_60%_at_20%_0%,color-mix(in_oklch,var(--color-primary)_16%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16 lg:pt-24 lg:pb-24">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-1.5 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
            <Sparkles className="size-3.5 text-primary" aria-hidden />
            {t("landing.badge")}
          </p>
          <h1 className="text-5xl font-bold tracking-tight sm:text-6xl lg:text-7xl">{t("landing.title")}</h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
            {t("landing.pitch")}
          </p>
          <Button asChild size="lg">
            <Link to={signedIn ? paths.dashboard : paths.register}>
              {signedIn ? t("landing.dashboardCta") : t("landing.primaryCta")}
              <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </Button>
        </div>
        <ResumeSketch />
      </div>
    </section>
  );
}
