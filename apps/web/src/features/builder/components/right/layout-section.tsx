import { templateFamilies } from "@vitae/templates/families";
import { Columns2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useResumeField } from "../../hooks/use-resume-field";
import { PanelSection } from "../panel-section";
import { LayoutEditor } from "./layout/layout-editor";

const familyNotes = {
  single: "builder.layout.single",
  "sidebar-left": "builder.layout.sidebarLeft",
  "sidebar-right": "builder.layout.sidebarRight",
  "two-equal": "builder.layout.twoEqual",
} as const;

/** The layout: the page and column editor, with what the current template does with the second column. */
export function LayoutSection() {
  const { t } = useTranslation();
  const [template] = useResumeField("metadata.template");
  const family = templateFamilies[template];
  const templateName = t(`builder.template.names.${template}`);
  return (
    <PanelSection icon={Columns2} title={t("builder.layout.title")}>
      <p className="text-sm text-muted-foreground">{t("builder.layout.description")}</p>
      <p className="rounded-md bg-muted px-3 py-2 text-sm" data-layout-family={family}>
        {t(familyNotes[family], { template: templateName })}
      </p>
      <LayoutEditor
        columnNames={[
          t("builder.layout.main"),
          family === "single" ? t("builder.layout.secondColumn") : t("builder.layout.sidebar"),
        ]}
      />
    </PanelSection>
  );
}
