import { themeColorSwatches } from "@vitae/schema";
import { Palette } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useResumeField } from "../../hooks/use-resume-field";
import { ColorField } from "../fields";
import { PanelSection } from "../panel-section";

/** 19 swatches for the primary colour, one click each. */
function PrimarySwatches() {
  const { t } = useTranslation();
  const [primary, setPrimary] = useResumeField("metadata.theme.primary");
  return (
    <fieldset className="flex flex-wrap gap-1.5">
      <legend className="sr-only">{t("builder.theme.swatches")}</legend>
      {themeColorSwatches.map((color) => (
        <button
          key={color}
          type="button"
          aria-label={color}
          aria-pressed={primary.toLowerCase() === color}
          onClick={() => setPrimary(color)}
          className="size-6 rounded-full border-2 border-background ring-1 ring-border transition-transform hover:scale-110 aria-pressed:ring-2 aria-pressed:ring-ring"
          style={{ backgroundColor: color }}
        />
      ))}
    </fieldset>
  );
}

/** The theme: primary, background and text colours. */
export function ThemeSection() {
  const { t } = useTranslation();
  return (
    <PanelSection icon={Palette} title={t("builder.theme.title")}>
      <PrimarySwatches />
      <ColorField path="metadata.theme.primary" label={t("builder.theme.primary")} />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <ColorField path="metadata.theme.background" label={t("builder.theme.background")} />
        <ColorField path="metadata.theme.text" label={t("builder.theme.text")} />
      </div>
    </PanelSection>
  );
}
