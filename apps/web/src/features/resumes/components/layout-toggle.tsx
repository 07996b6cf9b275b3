import { LayoutGrid, List } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import type { ResumesLayout } from "../hooks/use-resumes-layout";

const options = [
  { value: "grid", icon: LayoutGrid },
  { value: "list", icon: List },
] as const satisfies readonly { value: ResumesLayout; icon: unknown }[];

/** Two toggle buttons in a named group; screen readers announce which view is on. */
export function LayoutToggle({
  value,
  onChange,
}: {
  value: ResumesLayout;
  onChange: (layout: ResumesLayout) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="inline-flex rounded-lg border bg-card p-0.5">
      <legend className="sr-only">{t("resumes.layout.label")}</legend>
      {options.map(({ value: option, icon: Icon }) => {
        const pressed = value === option;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={pressed}
            title={t(`resumes.layout.${option}`)}
            onClick={() => onChange(option)}
            className={cn(
              "inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
              pressed && "bg-muted text-foreground shadow-xs",
            )}
          >
            <Icon className="size-4" aria-hidden />
            <span className="sr-only sm:not-sr-only">{t(`resumes.layout.${option}`)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
