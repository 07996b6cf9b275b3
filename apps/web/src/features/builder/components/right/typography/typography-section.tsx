import { Type } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NumberField, SwitchField } from "../../fields";
import { PanelSection } from "../../panel-section";
import { FontFamilyField } from "./font-family-field";

/** Typography: family from the catalogue, size 5–18 and line height 0–3, both by 0.05. */
export function TypographySection() {
  const { t } = useTranslation();
  return (
    <PanelSection icon={Type} title={t("builder.typography.title")}>
      <FontFamilyField />
      <NumberField
        path="metadata.typography.font.size"
        label={t("builder.typography.size")}
        min={5}
        max={18}
        step={0.05}
        unit="px"
        slider
      />
      <NumberField
        path="metadata.typography.lineHeight"
        label={t("builder.typography.lineHeight")}
        min={0}
        max={3}
        step={0.05}
        slider
      />
      <SwitchField path="metadata.typography.hideIcons" label={t("builder.typography.hideIcons")} />
      <SwitchField path="metadata.typography.underlineLinks" label={t("builder.typography.underlineLinks")} />
      <SwitchField path="metadata.typography.hyphenate" label={t("builder.typography.hyphenate")} />
    </PanelSection>
  );
}
