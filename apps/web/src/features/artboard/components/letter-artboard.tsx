import {
  LetterPage,
  letterCss,
  letterResumeData,
  packageFontCssUrl,
  packageFontsFor,
  type RenderableLetter,
  resumeCss,
} from "@vitae/templates";
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { usePanZoom } from "../hooks/use-pan-zoom";
import { useParentMessages } from "../hooks/use-parent-messages";

/** Where the server serves the bundled fonts (the Vite dev server proxies it). */
const FONT_BASE_URL = "/fonts";

/** The letter's page with the printer's CSS: its template's header and fonts, the shared letter body. */
export function LetterSheet({ letter }: { letter: RenderableLetter }) {
  const data = letterResumeData(letter);
  const { metadata } = data;
  const css = useMemo(
    () => `${resumeCss({ metadata }, { fontBaseUrl: FONT_BASE_URL })}\n${letterCss}`,
    [metadata],
  );
  const fontLinks = packageFontsFor(data).map((faces) => packageFontCssUrl(faces, FONT_BASE_URL));
  return (
    <div className="[&>.vt-page]:shadow-[0_1px_3px_rgb(0_0_0/0.12),0_12px_32px_-12px_rgb(0_0_0/0.28)]">
      <style>{css}</style>
      {fontLinks.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <LetterPage letter={letter} />
    </div>
  );
}

/**
 * The letter builder's live preview, framed by it: draws the letter the parent posts (whole each time, drawn in
 * the task that brought it), and pans and zooms like the resume's preview.
 */
export function LetterArtboard() {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { view, dragging, contentStyle, viewportHandlers, ...actions } = usePanZoom({ viewport, content });
  const [letter, setLetter] = useState<RenderableLetter | null>(null);
  const zoom = { in: actions.zoomIn, out: actions.zoomOut, reset: actions.reset, center: actions.center };
  useParentMessages((message) => {
    if (message.type === "vitae:zoom") zoom[message.action]();
    if (message.type === "vitae:letter") flushSync(() => setLetter(message.letter));
  });
  // The first letter opens fitted and centred; later ones keep the view the writer chose.
  const hasLetter = letter !== null;
  const { reset } = actions;
  useLayoutEffect(() => {
    if (hasLetter) reset();
  }, [hasLetter, reset]);

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
      {letter ? (
        <div ref={content} data-artboard-content="" className="absolute top-0 left-0" style={contentStyle}>
          <LetterSheet letter={letter} />
        </div>
      ) : (
        <p
          role="status"
          className="flex h-full items-center justify-center gap-2 text-sm text-muted-foreground"
        >
          <Spinner />
          {t("artboard.waiting")}
        </p>
      )}
      <p role="status" className="sr-only">
        {hasLetter ? t("artboard.zoom", { percent: Math.round(view.scale * 100) }) : ""}
      </p>
    </main>
  );
}
