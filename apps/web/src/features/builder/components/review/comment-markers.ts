import type { ResumeData, ReviewComment } from "@vitae/schema";
import { useMemo } from "react";
import { useBuilderStore } from "../../store/builder-store";
import { anchorPositions, threadsInResumeOrder } from "./thread-order";
import { useReviewThreads } from "./use-review-threads";

/** A marker the preview draws beside an item (the artboard protocol's comment marker). */
export type CommentMarker = { itemId: string; commentId: string; count: number };

/**
 * One marker per commented item with open threads whose words are still there: the count, and the first thread
 * in resume order to open. A basics custom field is drawn in the header, so it marks the header.
 */
export function commentMarkers(threads: readonly ReviewComment[], data: ResumeData): CommentMarker[] {
  const positions = anchorPositions(data);
  const markers = new Map<string, CommentMarker>();
  for (const thread of threadsInResumeOrder(threads, data)) {
    if (thread.state !== "open" || thread.placement.status !== "current") continue;
    const position = positions.get(thread.anchor.itemId);
    if (!position) continue;
    const itemId = position.ref === "basics" ? "basics" : thread.anchor.itemId;
    const marker = markers.get(itemId);
    if (marker) marker.count += 1;
    else markers.set(itemId, { itemId, commentId: thread.id, count: 1 });
  }
  return [...markers.values()];
}

/** The preview's comment markers for the resume being edited; the same array while they do not change. */
export function useCommentMarkers(): CommentMarker[] {
  const resumeId = useBuilderStore((state) => state.resume?.id ?? "");
  const data = useBuilderStore((state) => state.data);
  const threads = useReviewThreads(resumeId);
  const markers = data && threads.data ? commentMarkers(threads.data, data) : [];
  const key = JSON.stringify(markers);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers are the same while their text is.
  return useMemo(() => markers, [key]);
}
