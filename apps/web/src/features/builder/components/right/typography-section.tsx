import { defaultFontSubset, defaultFontVariants, quickPickFonts } from "@vitae/schema";
import { Type } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Field } from "../../../../components/ui/field";
import { NativeSelect } from "../../../../components/ui/select";
import { useResumeField } from "../../hooks/use-resume-field";
import { NumberField, SwitchField } from "../fields";
import { PanelSection } from "../panel-section";

/** Spec §4: choosing a family resets its subset and variants, in the same undo step. */
function FontFamilyField() {
  const { t } = useTranslation();
  const [font, setFont] = useResumeField("metadata.typography.font");
  const families: readonly string[] = quickPickFonts.includes(font.family as (typeof quickPickFonts)[number])
    ? quickPickFonts
    : [font.family, ...quickPickFonts];

  return (
    <Field label={t("builder.typography.family")}>
      {(control) => (
        <NativeSelect
          {...control}
          value={font.family}
          onChange={(event) =>
            setFont({
              ...font,
              family: event.target.value,
              subset: defaultFontSubset,
              variants: [...defaultFontVariants],
            })
          }
        >
          {families.map((family) => (
            <option key={family} value={family}>
              {family}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** Spec §3/§5 typography: family from the quick picks, size 5–18 and line height 0–3, both by 0.05. */
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
    </PanelSection>
  );
}
