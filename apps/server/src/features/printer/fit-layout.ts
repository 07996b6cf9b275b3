import type { ResumeData } from "@vitae/schema";
import {
  designOf,
  disposeSheetMeasure,
  type FitOutcome,
  fitToPages,
  measureSheets,
  type PageMeasurement,
  sheetMeasureInput,
} from "@vitae/templates";
import type { SealedPage } from "./sealed-page.ts";

// The measuring function runs in the print page as source text. Bundlers that keep function names wrap them in
// a `__name` helper the page does not have: it is given one that does nothing.
const prelude = "var __name = (target) => target;";
const measureSource = `${prelude}(${measureSheets.toString()})`;
const disposeSource = `${prelude}(${disposeSheetMeasure.toString()})()`;

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
      return (await page.evaluate(`${measureSource}(${JSON.stringify(input)})`)) as PageMeasurement;
    });
  } finally {
    await page.evaluate(disposeSource);
  }
};
