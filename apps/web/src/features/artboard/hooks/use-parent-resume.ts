import type { ResumeData } from "@vitae/schema";
import { disposeSheetMeasure, keptItemLines, markShortItems, measureSheets } from "@vitae/templates";
import { useState } from "react";
import { flushSync } from "react-dom";
import { type CommentMarker, postToParent, type ZoomAction } from "../protocol";
import { createResumeReceiver } from "../resume-delivery";
import { useParentMessages } from "./use-parent-messages";

/** Each layout a fitting asks for keeps its short items whole by their lines in that design, as the printer does. */
const markShort = (root: Parameters<typeof markShortItems>[0]) => void markShortItems(root, keptItemLines);

/**
 * The resume the framing page sends (`initialData` until it does), its zoom requests for `onZoom` and comment
 * markers for `onMarkers`; lays the
 * drawn resume out on sheets when asked (fitting to a number of pages). A change
 * is drawn in the task that brought it: left to React's scheduler, it would wait behind whatever the builder
 * queued while handling the keystroke.
 */
export function useParentResume(
  initialData: ResumeData | null,
  onZoom?: (action: ZoomAction) => void,
  onMarkers?: (markers: CommentMarker[]) => void,
): ResumeData | null {
  const [data, setData] = useState(initialData);
  const [receiver] = useState(() => createResumeReceiver(() => postToParent({ type: "vitae:resync" })));
  useParentMessages((message) => {
    if (message.type === "vitae:zoom") {
      onZoom?.(message.action);
      return;
    }
    if (message.type === "vitae:measure") {
      if (message.fresh) disposeSheetMeasure();
      const measurement = measureSheets(message.input, markShort);
      postToParent({ type: "vitae:measured", id: message.id, measurement });
      return;
    }
    if (message.type === "vitae:measure-end") {
      disposeSheetMeasure();
      return;
    }
    if (message.type === "vitae:comment-markers") {
      onMarkers?.(message.markers);
      return;
    }
    // A letter is for the letter artboard; a resume artboard keeps what it draws.
    if (message.type === "vitae:letter") return;
    const next = receiver.receive(message);
    if (next) flushSync(() => setData(next));
  });
  return data;
}
