import { NotebookPen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { AiTextarea } from "@/components/ai/components/ai-textarea";
import { useIsLocked, useResumeField } from "../../hooks/use-resume-field";
import { useBuilderStore } from "../../store/builder-store";
import { PanelSection } from "../panel-section";

/** `metadata.notes`: private notes, never printed. */
export function NotesSection() {
  const { t } = useTranslation();
  const [notes, setNotes] = useResumeField("metadata.notes");
  const locked = useIsLocked();
  return (
    <PanelSection icon={NotebookPen} title={t("builder.notes.title")}>
      <p className="text-sm text-muted-foreground">{t("builder.notes.description")}</p>
      <AiTextarea
        value={notes}
        onChange={setNotes}
        // The revision is one undo step of its own, however soon after typing it arrives.
        beforeRevision={useBuilderStore.getState().endEditBurst}
        aria-label={t("builder.notes.label")}
        placeholder={t("builder.notes.placeholder")}
        rows={5}
        disabled={locked}
      />
    </PanelSection>
  );
}
