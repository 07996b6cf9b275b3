import type { ReviewComment } from "@vitae/schema";
import { MessageSquare } from "lucide-react";
import { useTranslation } from "react-i18next";

/** One marker per commented item: its open threads and the first to show. */
export type ItemMarker = { itemId: string; commentId: string; count: number };

/** The items with open, current threads, each with the first thread (threads come oldest first). */
export function itemMarkers(threads: readonly ReviewComment[]): ItemMarker[] {
  const byItem = new Map<string, ItemMarker>();
  for (const thread of threads) {
    if (thread.state !== "open" || thread.placement.status !== "current") continue;
    const marker = byItem.get(thread.anchor.itemId);
    if (marker) marker.count += 1;
    else byItem.set(thread.anchor.itemId, { itemId: thread.anchor.itemId, commentId: thread.id, count: 1 });
  }
  return [...byItem.values()];
}

/**
 * Markers beside the commented items, drawn over the framed resume at the items' heights (buttons of this
 * page, so they are reached with the keyboard like everything else); pressing one shows its thread.
 */
export function CommentMarkers({
  markers,
  positions,
  labels,
  onOpen,
}: {
  markers: readonly ItemMarker[];
  positions: ReadonlyMap<string, number>;
  /** What each item is called (its title), so markers read apart: there may be one per item. */
  labels: ReadonlyMap<string, string>;
  onOpen: (commentId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("review.markers")} className="pointer-events-none absolute inset-0 m-0 list-none p-0">
      {markers.map((marker) => {
        const top = positions.get(marker.itemId);
        if (top === undefined) return null;
        return (
          <li key={marker.itemId} className="absolute end-0.5" style={{ top: Math.max(0, top) }}>
            <button
              type="button"
              className="pointer-events-auto flex h-7 min-w-7 items-center justify-center gap-1 rounded-full bg-primary px-2 text-xs font-semibold text-primary-foreground shadow-md hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              aria-label={[t("review.marker", { count: marker.count }), labels.get(marker.itemId)]
                .filter(Boolean)
                .join(" — ")}
              onClick={() => onOpen(marker.commentId)}
            >
              <MessageSquare aria-hidden className="size-3.5" />
              {marker.count}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
