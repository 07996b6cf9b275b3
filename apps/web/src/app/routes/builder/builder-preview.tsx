import { itemsOfRef, resolveSectionRef } from "@vitae/schema";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ArtboardFrame, type ResumeSource } from "@/features/artboard/components/artboard-frame";
import { type ArtboardSelection, endArtboardMeasure, measureInArtboard } from "@/features/artboard/protocol";
import { useCommentMarkers } from "@/features/builder/components/review/comment-markers";
import { openReviewPanel } from "@/features/builder/components/review/review-panel";
import { printedData, subscribePrinted, usePrintedData } from "@/features/builder/hooks/use-printed-data";
import { useBuilderStore } from "@/features/builder/store/builder-store";
import { useEditorTarget } from "@/features/builder/store/editor-target";
import { previewFrame } from "@/features/builder/store/preview-frame";
import { setPreviewMeasure } from "@/features/builder/store/preview-measure";
import { paths } from "@/lib/paths";
import { ZoomToolbar } from "./zoom-toolbar";

/**
 * A click in the preview: an item opens its dialog, anything else of a section (its heading, its
 * summary, the header for basics) brings that section into view in the left panel. What the artboard names
 * is checked against the resume first; a locked resume only shows the section.
 */
export function selectInEditor({ section, itemId }: ArtboardSelection): void {
  const { data, resume } = useBuilderStore.getState();
  if (!data) return;
  const target = useEditorTarget.getState();
  const items = itemsOfRef(data, section);
  if (itemId !== undefined && items?.some((item) => item.id === itemId) && resume?.locked === false) {
    target.openItemDialog({ section, itemId });
    return;
  }
  if (section === "basics" || resolveSectionRef(data, section) !== null) target.focusSection(section);
}

/** The resume as it prints, followed by the preview's frame as the builder's stores change. */
const printedSource: ResumeSource = { get: printedData, subscribe: subscribePrinted };

/**
 * The builder's preview: /artboard/builder framed, sent the resume as it prints on every change (and again
 * whenever it says it is ready), with buttons for its zoom messages and markers beside commented items (one
 * opens its thread).
 */
export function BuilderPreview() {
  const { t } = useTranslation();
  // "Fit to N pages" lays the resume out in this preview's frame.
  useEffect(
    () =>
      setPreviewMeasure({
        measure: (input, fresh) => measureInArtboard(previewFrame.current, input, fresh),
        end: () => endArtboardMeasure(previewFrame.current),
      }),
    [],
  );
  // What prints, not what is typed: a field held back as invalid shows its saved value.
  const data = usePrintedData();
  const markers = useCommentMarkers();
  if (!data) return null;

  return (
    <div className="relative h-full bg-muted">
      <ArtboardFrame
        ref={previewFrame}
        src={paths.artboardBuilder}
        data={data}
        source={printedSource}
        title={t("builder.preview.title")}
        className="h-full"
        printable
        onSelect={selectInEditor}
        markers={markers}
        onOpenComment={openReviewPanel}
      />
      <ZoomToolbar frame={previewFrame} />
    </div>
  );
}
