import { pageFormats, type ResumeData } from "@vitae/schema";
import { type Ref, useEffect, useEffectEvent, useId, useImperativeHandle, useRef, useState } from "react";
import type { ArtboardPath } from "@/lib/paths";
import { cn } from "@/lib/utils";
import {
  type ArtboardSelection,
  type CommentMarker,
  isTrustedMessage,
  parseArtboardEvent,
  postToArtboard,
} from "../protocol";
import { createResumeFeed } from "../resume-delivery";

/** The preview's ratio is 1 : 1.4142 (a sheet of A4) until the artboard reports its height. */
const PREVIEW_RATIO = Math.SQRT1_2;

/**
 * When the page holding the frame is printed by the browser, the frame is printed on sheets of the resume's
 * format with no margin (Chromium prints the framed document's pages). Ctrl+P prints the frame itself,
 * which paginates exactly like the server's printer.
 */
function framePrintCss({ id, data }: { id: string; data: ResumeData }) {
  const format = pageFormats[data.metadata.page.format] ?? pageFormats.a4;
  return `@media print {
@page { size: ${format.width}mm ${format.height}mm; margin: 0; }
html, body { background: transparent !important; min-height: 0 !important; }
iframe[data-artboard-frame="${id}"] {
  width: ${format.width}mm !important;
  aspect-ratio: auto !important;
}
}`;
}

/** A store of the resume a frame shows: what it holds now, and a way to hear of each change. */
export type ResumeSource = {
  get: () => ResumeData | null;
  subscribe: (onChange: () => void) => () => void;
};

/**
 * The parent side of the artboard protocol: frames an artboard page, sends it `data` whole once it says it is
 * ready (or asks again), then what changed whenever `data` changes, and (with `fitHeight`) grows to the height
 * the artboard reports. Listens only to its own frame, from this origin.
 */
export function ArtboardFrame({
  src,
  data,
  title,
  fitHeight = false,
  printable = false,
  className,
  onSelect,
  markers,
  onOpenComment,
  source,
  ref,
}: {
  src: ArtboardPath;
  data: ResumeData;
  /** The frame's accessible name. */
  title: string;
  fitHeight?: boolean;
  /** The frame is what this page prints: the browser's print shows the resume's sheets. */
  printable?: boolean;
  className?: string;
  /** The user clicked a section or an item in the artboard (the builder's artboard reports it). */
  onSelect?: (selection: ArtboardSelection) => void;
  /** Comment markers to draw beside items (the builder's artboard draws them). */
  markers?: readonly CommentMarker[];
  /** A comment marker was pressed in the artboard. */
  onOpenComment?: (commentId: string) => void;
  /**
   * The store `data` comes from, if any: a change is sent the moment the store changes, so the message is
   * queued before the work the page's own re-render schedules (a keystroke reaches the preview sooner).
   */
  source?: ResumeSource;
  /** The iframe, for `postZoomToArtboard`; set once mounted. */
  ref?: Ref<HTMLIFrameElement | null>;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [feed] = useState(() => createResumeFeed((message) => postToArtboard(frame.current, message)));
  const [height, setHeight] = useState<number | null>(null);
  const id = useId();
  useImperativeHandle<HTMLIFrameElement | null, HTMLIFrameElement | null>(ref, () => frame.current, []);
  const select = useEffectEvent((selection: ArtboardSelection) => onSelect?.(selection));
  // A reloaded frame says it is ready again, and one that missed a change asks again: both get it whole.
  const sendMarkers = useEffectEvent(() => {
    if (markers !== undefined)
      postToArtboard(frame.current, { type: "vitae:comment-markers", markers: [...markers] });
  });
  const sendWhole = useEffectEvent(() => {
    feed.sendWhole(data);
    sendMarkers();
  });
  const openComment = useEffectEvent((commentId: string) => onOpenComment?.(commentId));

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (!isTrustedMessage(event, frame.current?.contentWindow ?? null)) return;
      const message = parseArtboardEvent(event.data);
      if (message?.type === "vitae:ready" || message?.type === "vitae:resync") sendWhole();
      if (message?.type === "vitae:height") setHeight(message.height);
      if (message?.type === "vitae:open-comment") openComment(message.commentId);
      if (message?.type === "vitae:select") {
        const { type: _type, ...selection } = message;
        select(selection);
      }
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, []);

  useEffect(() => feed.send(data), [feed, data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent again whenever the markers change.
  useEffect(() => sendMarkers(), [markers]);
  useEffect(
    () =>
      source?.subscribe(() => {
        const latest = source.get();
        if (latest) feed.send(latest);
      }),
    [feed, source],
  );

  // Ctrl+P prints the framed document itself: its own print stylesheet paginates the resume properly.
  useEffect(() => {
    if (!printable) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "p") return;
      const target = frame.current?.contentWindow;
      if (!target) return;
      event.preventDefault();
      target.print();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [printable]);

  return (
    <>
      {printable ? <style>{framePrintCss({ id, data })}</style> : null}
      <iframe
        ref={frame}
        data-artboard-frame={id}
        src={src}
        title={title}
        className={cn("block w-full border-0", className)}
        style={fitHeight && height !== null ? { height } : { aspectRatio: PREVIEW_RATIO }}
      />
    </>
  );
}
