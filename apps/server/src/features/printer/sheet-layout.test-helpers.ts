import { keptItemLines } from "@vitae/templates";
import type { Page } from "playwright-core";
import { markShortItemsSource } from "./fit-layout.ts";

export type SheetSize = { widthMm: number; heightMm: number };

// Runs in the page. A string, because the server compiles without the DOM library.
const layOutHeadingsOnSheets = `(({ widthMm, heightMm }) => {
  const mm = 96 / 25.4;
  const width = widthMm * mm;
  const height = heightMm * mm;
  const found = [];
  let sheetsBefore = 0;
  for (const resumePage of document.querySelectorAll(".vt-page")) {
    const box = document.createElement("div");
    box.style.cssText = \`width:\${width}px;height:\${height}px;columns:\${width}px;column-gap:0;column-fill:auto;\`;
    resumePage.before(box);
    box.append(resumePage);
    // As printed: each page at least one sheet tall (1 px short, so it never adds a sheet).
    resumePage.style.setProperty("--vt-page-min-height", \`\${height - 1}px\`);
    const left = box.getBoundingClientRect().left;
    const sheetOf = (element) => {
      const rect = element.getClientRects()[0];
      return rect === undefined ? 0 : Math.floor((rect.left - left + 1) / width);
    };
    for (const heading of resumePage.querySelectorAll("h1, h2, h3, h4, h5, h6")) {
      found.push({ text: heading.innerText, page: sheetsBefore + sheetOf(heading) + 1 });
    }
    sheetsBefore += resumePage.getClientRects().length;
  }
  return found;
})`;

/**
 * Loads a document as the builder's preview shows it (screen media, short items marked) and lays each resume page out on sheets the
 * way the printer does: in a multi-column box one sheet wide and one sheet tall, where Chromium fragments the
 * page with the same engine and break rules as when it prints, each column a sheet. Answers each heading's
 * text and sheet (counted across pages, from 1).
 */
export const previewHeadingSheets = async (
  page: Page,
  html: string,
  sheet: SheetSize,
): Promise<{ text: string; page: number }[]> => {
  await page.emulateMedia({ media: "screen" });
  try {
    await page.setContent(html, { waitUntil: "load" });
    await page.evaluate("document.fonts.ready");
    // Short items marked by their lines, as the builder's preview and the printer do.
    await page.evaluate(markShortItemsSource(keptItemLines));
    return (await page.evaluate(`${layOutHeadingsOnSheets}(${JSON.stringify(sheet)})`)) as {
      text: string;
      page: number;
    }[];
  } finally {
    await page.emulateMedia({ media: null });
  }
};
