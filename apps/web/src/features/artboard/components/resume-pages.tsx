import type { ResumeData } from "@vitae/schema";
import {
  BrandIconsProvider,
  packageFontCssUrl,
  packageFontsFor,
  printablePageIndexes,
  printCss,
  ResumePage,
  resumeCss,
  sheetSize,
} from "@vitae/templates";
import { type Ref, useImperativeHandle, useMemo, useRef } from "react";
import { cn } from "@/lib/utils";
import { useBrandIcons } from "../hooks/use-brand-icons";
import { useHyphenated } from "../hooks/use-hyphenated";
import { useSheetCounts } from "../hooks/use-sheet-counts";
import { PageSheets, pageSheetsCss } from "./page-sheets";

/** Where the server serves the bundled fonts (the Vite dev server proxies it). */
const FONT_BASE_URL = "/fonts";

/**
 * The browser's own print of an artboard (the fallback when the server cannot print): only the pages, at
 * the resume's sheet size, with the printer's rules; the pan/zoom transform and the on-screen gaps go.
 */
const artboardPrintCss = (data: ResumeData) => `@media print {
${printCss(data)}
body {
  min-height: 0;
  background: transparent;
}
[data-artboard-chrome] {
  display: none !important;
}
[data-artboard-viewport] {
  position: static !important;
  overflow: visible !important;
  height: auto !important;
  padding: 0 !important;
  background: none !important;
}
[data-artboard-sizer] {
  height: auto !important;
}
[data-artboard-content] {
  transform: none !important;
  height: auto !important;
  width: auto !important;
}
[data-artboard-pages] {
  display: block !important;
}
[data-artboard-pages] > .vt-page {
  box-shadow: none !important;
}
}`;

/**
 * Every printable page of the resume with the same CSS as the printer. Side by side, in the builder: each page
 * on the sheets it prints on, broken where the PDF breaks (`PageSheets`). Stacked, on the public page: each
 * page drawn whole as one sheet of paper, as long as its content.
 */
export function ResumePages({
  data: stored,
  direction,
  ref,
}: {
  data: ResumeData;
  direction: "row" | "column";
  ref?: Ref<HTMLDivElement>;
}) {
  // Drawn as the printer prints it: with soft hyphens when the resume asks for them.
  const data = useHyphenated(stored);
  // The styles follow the metadata only: typing in a section keeps the same <style> text (no restyle of the page,
  // no re-parse of the custom CSS), as long as the metadata object is kept (the artboard keeps unchanged parts).
  const { metadata } = data;
  const styles = useMemo(() => resumeCss({ metadata }, { fontBaseUrl: FONT_BASE_URL }), [metadata]);
  const sheets = direction === "row";
  const sheet = sheetSize(data);
  const css = `${styles}\n${artboardPrintCss(data)}${sheets ? `\n${pageSheetsCss(sheet)}` : ""}`;
  const pages = printablePageIndexes(data);
  const container = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => container.current as HTMLDivElement);
  const counts = useSheetCounts(container);
  const sheetCount = (index: number) => (sheets ? (counts[index] ?? 1) : 1);
  const totalSheets = pages.reduce((sum, _, index) => sum + sheetCount(index), 0);
  const brandIcons = useBrandIcons(data);
  // The chosen family when it is not a bundled one, and fonts for the non-Latin scripts the text uses (Arabic,
  // Devanagari, Japanese…), as the printer inlines them.
  const fontLinks = packageFontsFor(data)
    .map((faces) => packageFontCssUrl(faces, FONT_BASE_URL))
    .join(" ");

  return (
    <div
      ref={container}
      data-artboard-pages=""
      className={cn(
        "flex w-max gap-8 [&>.vt-page]:shrink-0 [&>.vt-page]:shadow-[0_1px_3px_rgb(0_0_0/0.12),0_12px_32px_-12px_rgb(0_0_0/0.28)]",
        direction === "row" ? "flex-row items-start" : "flex-col",
      )}
    >
      <style>{css}</style>
      {fontLinks
        .split(" ")
        .filter(Boolean)
        .map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      <BrandIconsProvider lookup={brandIcons}>
        {pages.map((pageIndex, index) =>
          sheets ? (
            <PageSheets
              key={pageIndex}
              data={data}
              pageIndex={pageIndex}
              sheet={sheet}
              sheets={sheetCount(index)}
              firstNumber={pages.slice(0, index).reduce((sum, _, before) => sum + sheetCount(before), 1)}
              totalSheets={totalSheets}
            />
          ) : (
            <ResumePage key={pageIndex} data={data} pageIndex={pageIndex} />
          ),
        )}
      </BrandIconsProvider>
    </div>
  );
}
