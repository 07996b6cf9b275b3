import { itemsOfRef, resolveSectionRef } from "@vitae/schema";
import { LocateFixed, RotateCcw, ZoomIn, ZoomOut } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { ArtboardFrame, type ResumeSource } from "@/features/artboard/components/artboard-frame";
import {
  type ArtboardSelection,
  endArtboardMeasure,
  measureInArtboard,
  postZoomToArtboard,
  type ZoomAction,
} from "@/features/artboard/protocol";
import { useCommentMarkers } from "@/features/builder/components/review/comment-markers";
import { openReviewPanel } from "@/features/builder/components/review/review-panel";
import { printedData, subscribePrinted, usePrintedData } from "@/features/builder/hooks/use-printed-data";
import { useBuilderStore } from "@/features/builder/store/builder-store";
import { useEditorTarget } from "@/features/builder/store/editor-target";
import { previewFrame } from "@/features/builder/store/preview-frame";
import { setPreviewMeasure } from "@/features/builder/store/preview-measure";
import { paths } from "@/lib/paths";

const zoomButtons = [
  { action: "in", icon: ZoomIn },
  { action: "out", icon: ZoomOut },
  { action: "reset", icon: RotateCcw },
  { action: "center", icon: LocateFixed },
] as const satisfies { action: ZoomAction; icon: unknown }[];

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
      <div
        role="toolbar"
        aria-label={t("builder.preview.toolbar")}
        className="absolute bottom-4 left-1/2 flex -translate-x-1/2 items-center gap-0.5 rounded-full border bg-background/90 p-1 shadow-lg backdrop-blur"
      >
        {zoomButtons.map(({ action, icon: Icon }) => (
          <Button
            key={action}
            variant="ghost"
            size="icon"
            className="rounded-full"
            aria-label={t(`builder.preview.zoom.${action}`)}
            title={t(`builder.preview.zoom.${action}`)}
            onClick={() => postZoomToArtboard(previewFrame.current, action)}
          >
            <Icon aria-hidden />
          </Button>
        ))}
      </div>
    </div>
  );
}
