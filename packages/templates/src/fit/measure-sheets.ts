import { pageFormats, type ResumeData } from "@vitae/schema";
import { pageNumberFooterHeightMm } from "../render.tsx";
import type { markShortItems } from "../shared/short-items.ts";
import { themeVariables } from "../shared/theme.ts";
import { type FitDesign, withDesign } from "./density.ts";
import type { PageMeasurement } from "./fit-search.ts";

/** What `measureSheets` needs: the sheet, and the page variables of the design to lay out. */
export type SheetMeasureInput = {
  /** Sheet width and the height content may use (the page-number footer taken off), CSS px. */
  sheetWidth: number;
  sheetHeight: number;
  /** CSS custom properties to set on every page (`--vt-font-size`…), as `themeVariables` makes them. */
  variables: Record<string, string>;
  lineHeightPx: number;
};

const pxPerMm = 96 / 25.4;

/** A printed sheet in CSS px: its whole height, and the height content may use (the page-number footer taken off). */
export type SheetSize = { width: number; height: number; contentHeight: number; footerHeight: number };

/** The resume's sheet, as the printer prints it: the one size the fitting measures and the preview draws. */
export const sheetSize = (data: ResumeData): SheetSize => {
  const format = pageFormats[data.metadata.page.format] ?? pageFormats.a4;
  const footer = data.metadata.page.options.pageNumbers ? pageNumberFooterHeightMm : 0;
  return {
    width: format.width * pxPerMm,
    height: format.height * pxPerMm,
    contentHeight: (format.height - footer) * pxPerMm,
    footerHeight: footer * pxPerMm,
  };
};

/** The variables fitting changes, for a design of this resume. */
const fittedVariableNames = ["--vt-font-size", "--vt-line-height", "--vt-margin", "--vt-spacing"];

/** The input for `measureSheets` of the resume laid out with `design`. */
export const sheetMeasureInput = (data: ResumeData, design: FitDesign): SheetMeasureInput => {
  const sheet = sheetSize(data);
  const all = themeVariables(withDesign(data, design)) as Record<string, string>;
  const variables = Object.fromEntries(fittedVariableNames.map((name) => [name, String(all[name])]));
  const fontSize = Number.parseFloat(variables["--vt-font-size"] ?? "14");
  const lineHeight = Number.parseFloat(variables["--vt-line-height"] ?? "1.5");
  return {
    sheetWidth: sheet.width,
    sheetHeight: sheet.contentHeight,
    variables,
    lineHeightPx: fontSize * lineHeight,
  };
};

/**
 * Lays the document's resume pages (`.vt-page`) out on sheets and measures them, in the browser: each page is
 * copied into a multi-column box one sheet tall and one sheet wide, where Chromium fragments it with the same
 * engine and the same break rules as when it prints (box decoration cloned, items kept together, a page per
 * layout page), so each column is a printed sheet. The copies stay, hidden, between calls (a fitting lays the
 * same resume out several times with other variables); `disposeSheetMeasure` removes them.
 *
 * With `markItems` (`markShortItems` with its line limit, handed in: this function cannot call one outside it),
 * each layout's copies have their short items marked again first: a design with other type has other lines.
 *
 * Self-contained on purpose (no imports, no helpers outside it): the printer sends its source to its Chromium
 * page, and the preview calls it in its frame.
 */
/** The little of the DOM `measureSheets` uses: this package is also compiled for the server, without the DOM's types. */
type MeasuredElement = {
  id: string;
  textContent: string | null;
  firstElementChild: MeasuredElement | null;
  style: { cssText: string; setProperty(name: string, value: string): void };
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  append(child: MeasuredElement): void;
  cloneNode(deep: true): MeasuredElement;
  closest(selector: string): MeasuredElement | null;
  querySelector(selector: string): MeasuredElement | null;
  querySelectorAll(selector: string): ArrayLike<MeasuredElement>;
  getClientRects(): ArrayLike<{ height: number }>;
  remove(): void;
};
type MeasureWindow = {
  document: {
    body: MeasuredElement;
    getElementById(id: string): MeasuredElement | null;
    createElement(tag: string): MeasuredElement;
    querySelectorAll(selector: string): ArrayLike<MeasuredElement>;
  };
  getComputedStyle(element: MeasuredElement): { paddingTop: string; paddingBottom: string };
};

export function measureSheets(
  input: SheetMeasureInput,
  markItems?: (root: Parameters<typeof markShortItems>[0]) => void,
): PageMeasurement {
  const { document, getComputedStyle } = globalThis as unknown as MeasureWindow;
  const hostId = "vt-sheet-measure";
  let host = document.getElementById(hostId);
  if (host === null) {
    host = document.createElement("div");
    host.id = hostId;
    host.setAttribute("aria-hidden", "true");
    host.style.cssText =
      "position:absolute;left:-100000px;top:0;visibility:hidden;pointer-events:none;contain:layout style;";
    for (const page of Array.from(document.querySelectorAll(".vt-page"))) {
      if (page.closest(`#${hostId}`) !== null) continue;
      const box = document.createElement("div");
      box.setAttribute("data-vt-sheet-box", "");
      box.append(page.cloneNode(true));
      host.append(box);
    }
    document.body.append(host);
  }
  const sheets: number[] = [];
  const sections: PageMeasurement["sections"] = [];
  const splitItems: string[] = [];
  for (const box of Array.from(host.querySelectorAll("[data-vt-sheet-box]"))) {
    box.style.cssText = `width:${input.sheetWidth}px;height:${input.sheetHeight}px;columns:${input.sheetWidth}px;column-gap:0;column-fill:auto;margin-bottom:${input.sheetHeight}px;`;
    const page = box.firstElementChild;
    if (page === null) continue;
    for (const [name, value] of Object.entries(input.variables)) page.style.setProperty(name, value);
    // As printed: each page at least one sheet tall (printCss's rule, 1 px short so it never adds a sheet).
    page.style.setProperty("--vt-page-min-height", `${input.sheetHeight - 1}px`);
    // The box is a DOM element: the two functions' narrow views of the DOM differ.
    markItems?.(box as unknown as Parameters<typeof markShortItems>[0]);
    const style = getComputedStyle(page);
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    for (const rect of Array.from(page.getClientRects())) sheets.push(Math.max(0, rect.height - padding));
    for (const section of Array.from(page.querySelectorAll("[data-section]"))) {
      let height = 0;
      for (const rect of Array.from(section.getClientRects())) height += rect.height;
      const title = section.querySelector(".vt-section-title")?.textContent?.trim() ?? "";
      sections.push({ id: section.getAttribute("data-section") ?? "", name: title, heightPx: height });
    }
    // An item is split when it has a box with content in more than one column (a sheet each).
    for (const item of Array.from(page.querySelectorAll("[data-item-id]"))) {
      const boxes = Array.from(item.getClientRects()).filter((rect) => rect.height > 1);
      if (boxes.length > 1) splitItems.push(item.getAttribute("data-item-id") ?? "");
    }
  }
  return { pages: sheets.length, sheets, lineHeightPx: input.lineHeightPx, sections, splitItems };
}

/** Removes the copies `measureSheets` keeps (the resume changed, or the fitting is over). */
export function disposeSheetMeasure(): void {
  (globalThis as unknown as MeasureWindow).document.getElementById("vt-sheet-measure")?.remove();
}
