import { type TemplateId, templateIds } from "@vitae/schema";
import { Check, LayoutTemplate } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../../lib/utils";
import { useResumeField } from "../../hooks/use-resume-field";
import { PanelSection } from "../panel-section";

/** Spec §3 templates, in the spec's order, by name. */
export function TemplateSection() {
  const { t } = useTranslation();
  const [template, setTemplate] = useResumeField("metadata.template");

  return (
    <PanelSection icon={LayoutTemplate} title={t("builder.template.title")}>
      <div role="radiogroup" aria-label={t("builder.template.title")} className="grid grid-cols-2 gap-2">
        {templateIds.map((id: TemplateId) => {
          const selected = id === template;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a grid of named tiles; radio inputs would hide the names' layout.
            <button
              key={id}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => setTemplate(id)}
              className={cn(
                "flex items-center justify-between gap-2 rounded-lg border px-3 py-2 text-start text-sm transition-colors hover:bg-muted",
                selected && "border-primary bg-accent text-accent-foreground",
              )}
            >
              <span className="leading-tight">{t(`builder.template.names.${id}`)}</span>
              {selected && <Check aria-hidden className="size-4 shrink-0" />}
            </button>
          );
        })}
      </div>
    </PanelSection>
  );
}
