import { type RefObject, useEffect, useEffectEvent, useState } from "react";
import { itemElement, type PickedWords, placeOf, selectedWords } from "../lib/frame-selection";

/**
 * The framed resume's document once it has drawn something, followed as the frame reloads. The frame is this
 * app's own page (same origin), so its selection and layout can be read directly.
 */
function useFrameDocument(frame: RefObject<HTMLIFrameElement | null>): Document | null {
  const [doc, setDoc] = useState<Document | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const update = () => setDoc(element.contentDocument);
    update();
    element.addEventListener("load", update);
    return () => element.removeEventListener("load", update);
  }, [frame]);
  return doc;
}

/** Calls `onPick` with the words the reviewer selects in the frame, or the item they click. */
export function useFramePicks(
  frame: RefObject<HTMLIFrameElement | null>,
  onPick: (picked: PickedWords) => void,
) {
  const doc = useFrameDocument(frame);
  const pick = useEffectEvent(onPick);
  useEffect(() => {
    if (!doc) return;
    const onPointerUp = (event: PointerEvent) => {
      const words = selectedWords(doc);
      if (words) {
        pick(words);
        return;
      }
      const place = placeOf(event.target as Node | null);
      if (place) pick({ ...place, quote: "" });
    };
    const onKeyUp = () => {
      const words = selectedWords(doc);
      if (words) pick(words);
    };
    doc.addEventListener("pointerup", onPointerUp);
    doc.addEventListener("keyup", onKeyUp);
    return () => {
      doc.removeEventListener("pointerup", onPointerUp);
      doc.removeEventListener("keyup", onKeyUp);
    };
  }, [doc]);
}

/** Where each item is drawn in the frame (its top, in the frame's CSS pixels), kept up as the frame lays out. */
export function useItemPositions(
  frame: RefObject<HTMLIFrameElement | null>,
  itemIds: readonly string[],
): Map<string, number> {
  const doc = useFrameDocument(frame);
  const [positions, setPositions] = useState<Map<string, number>>(new Map());
  const key = itemIds.join("\n");
  useEffect(() => {
    const view = doc?.defaultView;
    if (!doc || !view) return;
    let scheduled = 0;
    const measure = () => {
      scheduled = 0;
      const next = new Map<string, number>();
      for (const id of key === "" ? [] : key.split("\n")) {
        const element = itemElement(doc, id);
        if (element) next.set(id, element.getBoundingClientRect().top + view.scrollY);
      }
      setPositions(next);
    };
    const schedule = () => {
      if (scheduled === 0) scheduled = view.requestAnimationFrame(measure);
    };
    measure();
    // The resume is drawn (and redrawn on edits) by the frame's own code, and scaled to the frame's width.
    const mutations = new view.MutationObserver(schedule);
    mutations.observe(doc.body, { childList: true, subtree: true, characterData: true, attributes: true });
    const sizes = new view.ResizeObserver(schedule);
    sizes.observe(doc.documentElement);
    return () => {
      mutations.disconnect();
      sizes.disconnect();
      if (scheduled !== 0) view.cancelAnimationFrame(scheduled);
    };
  }, [doc, key]);
  return positions;
}
