import { type PointerEvent, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { usePanZoom } from "../hooks/use-pan-zoom";
import { useParentResume } from "../hooks/use-parent-resume";
import { type CommentMarker, postToParent } from "../protocol";
import { selectableCss, selectionAt } from "../selection";
import { CommentMarkers } from "./comment-markers";
import { ResumePages } from "./resume-pages";

/** A press that moves less than this (CSS px) is a click, not a drag of the view. */
const CLICK_SLOP = 4;

/**
 * The builder's live preview, framed by the builder: renders whatever resume the parent posts, at once,
 * and pans and zooms on request (messages), with Ctrl+wheel, a pinch or a drag. A click on an item or a
 * section tells the parent what was hit (`vitae:select`), which opens its dialog or shows it in the panel; a
 * comment marker beside an item asks for its thread (`vitae:open-comment`).
 */
export function BuilderArtboard() {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { view, dragging, contentStyle, viewportHandlers, ...actions } = usePanZoom({ viewport, content });
  // Where the primary button went down and on what: the view's pointer capture makes the viewport the
  // target of the release and the click, so what was hit is taken at the press.
  const press = useRef<{ x: number; y: number; target: EventTarget | null } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    press.current =
      event.isPrimary && event.button === 0
        ? { x: event.clientX, y: event.clientY, target: event.target }
        : null;
    viewportHandlers.onPointerDown(event);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    viewportHandlers.onPointerUp(event);
    const start = press.current;
    press.current = null;
    if (!start || !event.isPrimary) return;
    if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > CLICK_SLOP) return;
    const selection = selectionAt(start.target);
    if (selection) postToParent({ type: "vitae:select", ...selection });
  };

  const zoom = { in: actions.zoomIn, out: actions.zoomOut, reset: actions.reset, center: actions.center };
  const [markers, setMarkers] = useState<CommentMarker[]>([]);
  const data = useParentResume(null, (action) => zoom[action](), setMarkers);

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
      data-artboard-selectable=""
      data-dragging={dragging || undefined}
      aria-label={t("artboard.label")}
      className={cn(
        "relative h-dvh w-full touch-none overflow-hidden bg-muted select-none",
        dragging ? "cursor-grabbing" : "cursor-grab",
      )}
      {...viewportHandlers}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <style>{selectableCss}</style>
      {data ? (
        <>
          <div ref={content} data-artboard-content="" className="absolute top-0 left-0" style={contentStyle}>
            <ResumePages data={data} direction="row" />
            <CommentMarkers markers={markers} content={content} data={data} />
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
