import type { FitChange, FitLeftover } from "@vitae/schema";
import { densitySteps, designChanges, type FitDesign } from "./density.ts";

/** One layout of the resume: its sheets, what is on each, and its sections (see measure-sheets.ts). */
export type PageMeasurement = {
  pages: number;
  /** Height of the content on each sheet, CSS px. */
  sheets: number[];
  /** One line of body text, CSS px. */
  lineHeightPx: number;
  sections: { id: string; name: string; heightPx: number }[];
  /** The items (`data-item-id`) that run from one sheet onto the next. */
  splitItems?: string[];
};

export type MeasurePages = (design: FitDesign) => Promise<PageMeasurement>;

export type FitOutcome =
  | { fits: true; design: FitDesign; changes: FitChange[]; pages: number; passes: number }
  | { fits: false; leftover: FitLeftover; passes: number };

/** At most this many layouts per fitting: the start, the tightest, and a binary search between them. */
export const maxFitPasses = 8;

/** How much of the resume lies past the target, in lines, and its longest sections (the likely cuts). */
export const leftoverOf = (measured: PageMeasurement, target: number): FitLeftover => {
  const beyond = measured.sheets.slice(target).reduce((sum, height) => sum + height, 0);
  const line = measured.lineHeightPx > 0 ? measured.lineHeightPx : 1;
  return {
    pages: measured.pages,
    lines: Math.max(1, Math.ceil(beyond / line)),
    longestSections: [...measured.sections]
      .sort((a, b) => b.heightPx - a.heightPx)
      .slice(0, 3)
      .map(({ id, name, heightPx }) => ({ id, name, lines: Math.round(heightPx / line) })),
  };
};

/**
 * Fits a resume to `target` pages: lays it out as it is (fits: nothing changes), then at the tightest readable
 * settings (does not fit: what is left over, nothing changes), then binary-searches the density scale between
 * them for the least changed design that fits. The scale has at most 65 distinct designs, so this takes at most
 * 2 + 6 = 8 layouts. Works on any `measure` (the preview's frame, the printer's page), which must be monotone:
 * tighter settings never add pages.
 */
export const fitToPages = async (
  base: FitDesign,
  target: number,
  measure: MeasurePages,
): Promise<FitOutcome> => {
  let passes = 0;
  const layout = (design: FitDesign) => {
    passes += 1;
    return measure(design);
  };
  const start = await layout(base);
  if (start.pages <= target) return { fits: true, design: base, changes: [], pages: start.pages, passes };

  const steps = densitySteps(base, 2 ** (maxFitPasses - 2) + 1);
  const tightest = steps.at(-1) as FitDesign;
  if (steps.length === 1) return { fits: false, leftover: leftoverOf(start, target), passes };
  const atFloor = await layout(tightest);
  if (atFloor.pages > target) return { fits: false, leftover: leftoverOf(atFloor, target), passes };

  // steps[low] does not fit, steps[high] does; narrow down to neighbours.
  let low = 0;
  let high = steps.length - 1;
  let pages = atFloor.pages;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const measured = await layout(steps[middle] as FitDesign);
    if (measured.pages <= target) {
      high = middle;
      pages = measured.pages;
    } else low = middle;
  }
  const design = steps[high] as FitDesign;
  return { fits: true, design, changes: designChanges(base, design), pages, passes };
};
