import { LocateFixed, RotateCcw, ZoomIn, ZoomOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { ArtboardFrame } from "../../../features/artboard/components/artboard-frame";
import { postZoomToArtboard, type ZoomAction } from "../../../features/artboard/protocol";
import { useResumeData } from "../../../features/builder/hooks/use-resume-field";
import { previewFrame } from "../../../features/builder/store/preview-frame";

const zoomButtons = [
  { action: "in", icon: ZoomIn },
  { action: "out", icon: ZoomOut },
  { action: "reset", icon: RotateCcw },
  { action: "center", icon: LocateFixed },
] as const satisfies { action: ZoomAction; icon: unknown }[];

/**
 * Spec §2 builder preview: /artboard/builder framed, sent the resume on every change (and again whenever
 * it says it is ready), with buttons for its zoom messages.
 */
export function BuilderPreview() {
  const { t } = useTranslation();
  const data = useResumeData();
  if (!data) return null;

  return (
    <div className="relative h-full bg-muted">
      <ArtboardFrame
        ref={previewFrame}
        src="/artboard/builder"
        data={data}
        title={t("builder.preview.title")}
        className="h-full"
        printable
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
