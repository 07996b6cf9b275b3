import type { ResumeData } from "@vitae/schema";
import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../../components/ui/spinner";
import { cn } from "../../../lib/utils";
import { usePanZoom } from "../hooks/use-pan-zoom";
import { useParentMessages } from "../hooks/use-parent-messages";
import type { ArtboardMessage } from "../protocol";
import { ResumePages } from "./resume-pages";

/**
 * The builder's live preview, framed by the builder: renders whatever resume the parent posts, at once,
 * and pans and zooms on request (messages), with Ctrl+wheel, a pinch or a drag.
 */
export function BuilderArtboard() {
  const { t } = useTranslation();
  const [data, setData] = useState<ResumeData | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { view, dragging, contentStyle, viewportHandlers, ...actions } = usePanZoom({ viewport, content });

  useParentMessages((message: ArtboardMessage) => {
    if (message.type === "vitae:resume") {
      setData(message.data);
      return;
    }
    const zoom = { in: actions.zoomIn, out: actions.zoomOut, reset: actions.reset, center: actions.center };
    zoom[message.action]();
  });

  // The first resume opens fitted and centred; later ones keep the view the user chose.
  const hasData = data !== null;
  const { reset } = actions;
  useLayoutEffect(() => {
    if (hasData) reset();
  }, [hasData, reset]);

  return (
    <main
      ref={viewport}
      data-artboard-viewport=""
      aria-label={t("artboard.label")}
      className={cn(
        "relative h-dvh w-full touch-none overflow-hidden bg-muted select-none",
        dragging ? "cursor-grabbing" : "cursor-grab",
      )}
      {...viewportHandlers}
    >
      {data ? (
        <>
          <div ref={content} data-artboard-content="" className="absolute top-0 left-0" style={contentStyle}>
            <ResumePages data={data} direction="row" />
          </div>
          <p role="status" data-artboard-chrome="" className="sr-only">
            {t("artboard.zoom", { percent: Math.round(view.scale * 100) })}
          </p>
        </>
      ) : (
        <div
          role="status"
          data-artboard-chrome=""
          className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground"
        >
          <Spinner />
          {t("artboard.waiting")}
        </div>
      )}
    </main>
  );
}
