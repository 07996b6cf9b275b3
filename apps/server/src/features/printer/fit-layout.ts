import type { ResumeData } from "@vitae/schema";
import {
  designOf,
  disposeSheetMeasure,
  type FitOutcome,
  fitToPages,
  keptItemLines,
  markShortItems,
  measureSheets,
  type PageMeasurement,
  sheetMeasureInput,
} from "@vitae/templates";
import type { SealedPage } from "./sealed-page.ts";

// The measuring function runs in the print page as source text. Bundlers that keep function names wrap them in
// a `__name` helper the page does not have: it is given one that does nothing.
const prelude = "var __name = (target) => target;";
const markSource = `(${markShortItems.toString()})`;
const measure = (input: ReturnType<typeof sheetMeasureInput>) =>
  `${prelude}(${measureSheets.toString()})(${JSON.stringify(input)}, (root) => ${markSource}(root, ${keptItemLines}))`;
/** Marks the loaded document's short items (`markShortItems`), as the preview does in its frame. */
export const markShortItemsSource = (maxLines: number) =>
  `${prelude}${markSource}(document.body, ${maxLines})`;
const disposeSource = `${prelude}(${disposeSheetMeasure.toString()})()`;

/**
 * The resume loaded in `sealed` laid out on sheets as it prints, with its own design: the sheets, the sections'
 * heights and the items that run from one sheet onto the next.
 */
export const measureLoadedResume = async (sealed: SealedPage, data: ResumeData): Promise<PageMeasurement> => {
  try {
    const input = sheetMeasureInput(data, designOf(data));
    return (await sealed.page.evaluate(measure(input))) as PageMeasurement;
  } finally {
    await sealed.page.evaluate(disposeSource);
  }
};

/**
 * Fits the resume loaded in `sealed` (its print document, fonts ready) to `pages` sheets on this Chromium: each
 * layout of the search sets the design's page variables on copies of the pages and counts the sheets Chromium
 * fragments them into — as it does when printing the same document.
 */
export const fitLoadedResume = async (
  sealed: SealedPage,
  data: ResumeData,
  pages: number,
): Promise<FitOutcome> => {
  const { page } = sealed;
  try {
    return await fitToPages(designOf(data), pages, async (design) => {
      const input = sheetMeasureInput(data, design);
      return (await page.evaluate(measure(input))) as PageMeasurement;
    });
  } finally {
    await page.evaluate(disposeSource);
  }
};
