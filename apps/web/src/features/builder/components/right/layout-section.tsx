import { Columns2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PanelSection } from "../panel-section";

/** Spec §2 layout: moving sections between pages and columns arrives with its own editor. */
export function LayoutSection() {
  const { t } = useTranslation();
  return (
    <PanelSection icon={Columns2} title={t("builder.layout.title")}>
      <p className="text-sm text-muted-foreground">{t("builder.layout.note")}</p>
    </PanelSection>
  );
}
