import type { ResumeData } from "@vitae/schema";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { useElementSize } from "../hooks/use-element-size";
import { useParentResume } from "../hooks/use-parent-resume";
import { postToParent } from "../protocol";
import { ResumePages } from "./resume-pages";

/** A framed preview shows the page behind it instead of the app's own background. */
const framedCss = "html, body { background: transparent !important; min-height: 0 !important; }";

/**
 * A read-only resume, pages stacked and scaled down to the available width (never up). Starts with
 * `initialData` (loaded from the public API) or waits for the parent to post one; when framed, reports
 * its height so the parent can size the frame to fit.
 */
export function PreviewArtboard({ initialData }: { initialData: ResumeData | null }) {
  const { t } = useTranslation();
  const data = useParentResume(initialData);
  const viewport = useRef<HTMLElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const box = useElementSize(viewport);
  const size = useElementSize(content);
  const framed = typeof window !== "undefined" && window.parent !== window;

  const scale = box.width > 0 && size.width > 0 ? Math.min(1, box.width / size.width) : 1;
  const offset = Math.max(0, (box.width - size.width * scale) / 2);
  const height = Math.ceil(size.height * scale);

  useEffect(() => {
    if (data && height > 0) postToParent({ type: "vitae:height", height });
  }, [data, height]);

  return (
    <main
      ref={viewport}
      data-artboard-viewport=""
      aria-label={t("artboard.label")}
      className="w-full overflow-hidden"
    >
      {framed ? <style>{framedCss}</style> : null}
      <div data-artboard-sizer="" style={{ height }}>
        <div
          ref={content}
          data-artboard-content=""
          className="w-max"
          style={{ transform: `translateX(${offset}px) scale(${scale})`, transformOrigin: "0 0" }}
        >
          {data ? <ResumePages data={data} direction="column" /> : null}
        </div>
      </div>
      {data ? null : (
        <div
          role="status"
          data-artboard-chrome=""
          className="flex min-h-40 items-center justify-center gap-2 text-sm text-muted-foreground"
        >
          <Spinner />
          {t("artboard.waiting")}
        </div>
      )}
    </main>
  );
}
