import type { ResumeData } from "@vitae/schema";
import { MessageSquare } from "lucide-react";
import { type RefObject, useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CommentMarker, postToParent } from "../protocol";

type Placed = CommentMarker & { top: number; left: number };

/** The drawn element a marker stands beside: the header for the basics, the summary, or the item. */
const markedElement = (root: HTMLElement, itemId: string): Element | null => {
  if (itemId === "basics") return root.querySelector(".vt-header");
  if (itemId === "summary") return root.querySelector('[data-section="summary"]');
  return root.querySelector(`[data-item-id="${CSS.escape(itemId)}"]`);
};

/** A marker's size and its gap from the item, in the resume's CSS px (they zoom with the pages). */
const markerSize = 22;
const gap = 4;

/**
 * Markers beside the commented items of the builder's preview, inside the zoomed content so they follow pan
 * and zoom; pressing one (or Enter on it) asks the builder to show its thread. They are chrome: never printed.
 */
export function CommentMarkers({
  markers,
  content,
  data,
}: {
  markers: readonly CommentMarker[];
  content: RefObject<HTMLDivElement | null>;
  /** The drawn resume: markers are placed again whenever it changes. */
  data: ResumeData;
}) {
  const { t } = useTranslation();
  const [placed, setPlaced] = useState<Placed[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly drawn resume moves the items, so they are placed again.
  useLayoutEffect(() => {
    const root = content.current;
    if (!root) return;
    const place = () => {
      const box = root.getBoundingClientRect();
      // The content is scaled by the view's zoom; positions inside it are in unscaled px.
      const scale = root.offsetWidth > 0 ? box.width / root.offsetWidth : 1;
      const next: Placed[] = [];
      for (const marker of markers) {
        const element = markedElement(root, marker.itemId);
        if (!element) continue;
        const rect = element.getBoundingClientRect();
        const page = element.closest(".vt-page")?.getBoundingClientRect() ?? rect;
        next.push({
          ...marker,
          top: (rect.top - box.top) / scale,
          // In the page's margin, just past the item's end edge (never off the page).
          left: (Math.min(rect.right, page.right - (markerSize + gap) * scale) - box.left) / scale + gap,
        });
      }
      setPlaced(next);
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(root);
    return () => observer.disconnect();
  }, [markers, content, data]);

  if (placed.length === 0) return null;
  return (
    <div data-artboard-chrome="" className="pointer-events-none absolute inset-0">
      {placed.map((marker) => (
        <button
          key={marker.itemId}
          type="button"
          data-comment-marker={marker.itemId}
          aria-label={t("builder.review.marker", { count: marker.count })}
          title={t("builder.review.marker", { count: marker.count })}
          className="pointer-events-auto absolute flex items-center justify-center gap-0.5 rounded-full bg-amber-400 px-1 text-[11px] leading-none font-semibold text-amber-950 shadow-md ring-2 ring-white outline-none hover:bg-amber-300 focus-visible:ring-4 focus-visible:ring-blue-600"
          style={{ top: marker.top, left: marker.left, minWidth: markerSize, height: markerSize }}
          // The view's own press handling (pan, select an item) must not see a press on a marker.
          onPointerDown={(event) => event.stopPropagation()}
          onPointerUp={(event) => event.stopPropagation()}
          onClick={() => postToParent({ type: "vitae:open-comment", commentId: marker.commentId })}
        >
          <MessageSquare aria-hidden className="size-3" />
          {marker.count}
        </button>
      ))}
    </div>
  );
}
