import { keptItemLines, markShortItems } from "@vitae/templates";
import { type RefObject, useLayoutEffect, useState } from "react";
import { sheetFlowAttribute } from "../components/page-sheets";

const sameCounts = (a: number[], b: number[]) =>
  a.length === b.length && a.every((count, index) => count === b[index]);

/**
 * How many sheets each layout page under `container` is fragmented into (its page's boxes, one per column of its
 * flow), counted after every render and again when fonts or pictures arrive and move the text. First, the short
 * items are marked by their lines as laid out (`markShortItems`), as the printer marks them before it prints.
 */
export function useSheetCounts(container: RefObject<HTMLElement | null>): number[] {
  const [counts, setCounts] = useState<number[]>([]);

  useLayoutEffect(() => {
    const element = container.current;
    if (element === null) return;
    const count = () => {
      markShortItems(element, keptItemLines);
      const pages = element.querySelectorAll(`[${sheetFlowAttribute}] .vt-page`);
      const next = Array.from(pages, (page) => Math.max(1, page.getClientRects().length));
      setCounts((current) => (sameCounts(current, next) ? current : next));
    };
    count();
    // A font or a picture that loads later changes the layout without a render.
    document.fonts?.addEventListener("loadingdone", count);
    element.addEventListener("load", count, true);
    return () => {
      document.fonts?.removeEventListener("loadingdone", count);
      element.removeEventListener("load", count, true);
    };
  });

  return counts;
}
