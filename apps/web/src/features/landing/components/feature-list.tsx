import { Eye, FileDown, Import, LayoutTemplate, type LucideIcon, Share2, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";

const features = [
  { key: "preview", icon: Eye },
  { key: "templates", icon: LayoutTemplate },
  { key: "export", icon: FileDown },
  { key: "share", icon: Share2 },
  { key: "import", icon: Import },
  { key: "privacy", icon: ShieldCheck },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

export function FeatureList() {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="features-title" className="border-t bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <h2 id="features-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t("landing.featuresTitle")}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4 rounded-xl border bg-card p-5 shadow-xs">
              <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </div>
              <div className="flex flex-col gap-1">
                <h3 className="font-semibold">{t(`landing.features.${key}.title`)}</h3>
                <p className="text-sm text-muted-foreground">{t(`landing.features.${key}.description`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
