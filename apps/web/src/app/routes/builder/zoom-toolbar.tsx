import { LocateFixed, RotateCcw, ZoomIn, ZoomOut } from "lucide-react";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { postZoomToArtboard, type ZoomAction } from "@/features/artboard/protocol";

const zoomButtons = [
  { action: "in", icon: ZoomIn },
  { action: "out", icon: ZoomOut },
  { action: "reset", icon: RotateCcw },
  { action: "center", icon: LocateFixed },
] as const satisfies { action: ZoomAction; icon: unknown }[];

/** The floating zoom buttons under a builder's preview, sending the artboard in `frame` its zoom messages. */
export function ZoomToolbar({ frame }: { frame: RefObject<HTMLIFrameElement | null> }) {
  const { t } = useTranslation();
  return (
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
          onClick={() => postZoomToArtboard(frame.current, action)}
        >
          <Icon aria-hidden />
        </Button>
      ))}
    </div>
  );
}
