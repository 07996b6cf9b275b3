import { FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RichTextEditor } from "@/components/rich-text/rich-text-editor";
import { useIsLocked, useResumeField } from "../../hooks/use-resume-field";
import { useBuilderStore } from "../../store/builder-store";
import { useShownSectionName } from "../../translations/builder-language";
import { TranslationMarker } from "../../translations/translation-marker";
import { sectionSettingsPaths } from "../../variant-scope";
import { PanelSection } from "../panel-section";
import { OverrideMarker } from "./override-marker";
import { SectionMenu } from "./sections/section-menu";
import { VisibilityToggle } from "./visibility-toggle";

/** The summary: rich text under the section's own (renamable) name. */
export function SummarySection() {
  const { t } = useTranslation();
  const sourceName = useBuilderStore((state) => state.data?.sections.summary.name ?? "");
  // The name as it prints in the language being edited.
  const name = useShownSectionName("summary", sourceName);
  const [content, setContent] = useResumeField("sections.summary.content");
  const locked = useIsLocked();

  return (
    <PanelSection
      icon={FileText}
      title={name || t("builder.summary.title")}
      focusKey="summary"
      action={
        <>
          <VisibilityToggle path="sections.summary.visible" name={name} />
          <SectionMenu sectionRef="summary" name={name} />
        </>
      }
    >
      <OverrideMarker
        paths={(overlay) =>
          sectionSettingsPaths(overlay, "sections.summary").filter(
            (path) => path !== "sections.summary.content",
          )
        }
        label={t("variants.fields.sectionSettings")}
      />
      <RichTextEditor
        value={content}
        onChange={setContent}
        aria-label={t("builder.summary.label")}
        placeholder={t("builder.summary.placeholder")}
        disabled={locked}
      />
      <TranslationMarker fieldPath="sections.summary.content" />
      <OverrideMarker paths={["sections.summary.content"]} label={t("builder.summary.label")} />
    </PanelSection>
  );
}
