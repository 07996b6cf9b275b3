import { pageFormatIds } from "@vitae/schema";
import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/select";
import { useResumeField } from "../../hooks/use-resume-field";
import { ResumeLanguagesSetting } from "../../translations/resume-languages-setting";
import { NumberField, SwitchField } from "../fields";
import { PanelSection } from "../panel-section";
import { FitPages } from "./fit-pages";
import { ResumeLanguageField } from "./resume-language-field";

/**
 * The page: format, margin 0–48 by 2, spacing between sections and items, "Fit to N pages", break line, page numbers, the resume's data attached to its PDF, and the
 * resume's language.
 */
export function PageSection() {
  const { t } = useTranslation();
  const [format, setFormat] = useResumeField("metadata.page.format");

  return (
    <PanelSection icon={FileText} title={t("builder.page.title")}>
      <Field label={t("builder.page.format")}>
        {(control) => (
          <NativeSelect
            {...control}
            value={format}
            onChange={(event) => {
              const next = pageFormatIds.find((id) => id === event.target.value);
              if (next) setFormat(next);
            }}
          >
            {pageFormatIds.map((id) => (
              <option key={id} value={id}>
                {t(`builder.page.formats.${id}`)}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <NumberField
        path="metadata.page.margin"
        label={t("builder.page.margin")}
        min={0}
        max={48}
        step={2}
        unit="px"
        slider
      />
      <NumberField
        path="metadata.page.spacing"
        label={t("builder.page.spacing")}
        min={0.5}
        max={1.5}
        step={0.05}
        slider
      />
      <FitPages />
      <SwitchField path="metadata.page.options.breakLine" label={t("builder.page.breakLine")} />
      <SwitchField path="metadata.page.options.pageNumbers" label={t("builder.page.pageNumbers")} />
      <SwitchField
        path="metadata.attachResumeData"
        label={t("builder.page.attachData")}
        description={t("builder.page.attachDataHint")}
      />
      <ResumeLanguageField />
      <ResumeLanguagesSetting />
    </PanelSection>
  );
}
