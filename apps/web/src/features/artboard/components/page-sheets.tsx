import { isRtlLocale, pageFooterParts, type ResumeData } from "@vitae/schema";
import { fontStack, paperBackground, ResumePage, type SheetSize, themeColors } from "@vitae/templates";
import type { CSSProperties } from "react";

/** Space between two sheets on screen, CSS px. */
export const SHEET_GAP = 32;

/** The attribute on each layout page's flow of sheets, read back to count them. */
export const sheetFlowAttribute = "data-sheet-flow";

/**
 * The screen rules of the sheets: the page is fragmented as the printer's `printCss` has it (at least one sheet
 * tall, its own background gone to the sheet behind it), and the browser's own print (the fallback when the
 * server cannot print) takes the page out of the columns again.
 */
export const pageSheetsCss = (sheet: SheetSize) => `
[data-sheet-columns] > .vt-page {
  --vt-page-min-height: ${sheet.contentHeight - 1}px;
  background: transparent;
}
@media print {
  [data-sheet-flow] {
    width: auto !important;
    height: auto !important;
  }
  [data-sheet] {
    display: none !important;
  }
  [data-sheet-columns] {
    columns: auto !important;
    height: auto !important;
  }
}`;

/** "Page 2 of 3" at the foot of a sheet, as the printer's page margin box sets it. */
const SheetFooter = ({ data, number, total }: { data: ResumeData; number: number; total: number }) => {
  const { before, between, after } = pageFooterParts(data.metadata.locale);
  return (
    <span
      className="absolute inset-x-0 bottom-0 flex items-center justify-center whitespace-pre"
      style={{
        height: "var(--vt-sheet-footer)",
        fontFamily: fontStack(data.metadata.typography.font.family),
        fontSize: 9,
        lineHeight: 1,
        color: themeColors(data).text,
      }}
      dir={isRtlLocale(data.metadata.locale) ? "rtl" : "ltr"}
    >
      {`${before}${number}${between}${total}${after}`}
    </span>
  );
};

/**
 * One layout page on the sheets it prints on, side by side. The page flows through a multi-column box one
 * sheet wide and as tall as the sheet's printable part, where Chromium fragments it with the same engine and
 * break rules as when it prints, and as the fitting's `measureSheets` measures it: each column is a printed
 * sheet. Behind the columns, one drawn sheet per column (the paper, its page number); `sheets` is how many
 * columns the page took when last counted.
 */
export function PageSheets({
  data,
  pageIndex,
  sheet,
  sheets,
  firstNumber,
  totalSheets,
}: {
  data: ResumeData;
  pageIndex: number;
  sheet: SheetSize;
  sheets: number;
  firstNumber: number;
  totalSheets: number;
}) {
  // Half a pixel over the sheets' width, so rounding never makes one column fewer (and every column wider).
  const width = sheets * sheet.width + (sheets - 1) * SHEET_GAP + 0.5;
  const background = paperBackground(data);
  return (
    <div
      {...{ [sheetFlowAttribute]: "" }}
      className="relative shrink-0"
      style={{ width, height: sheet.height, "--vt-sheet-footer": `${sheet.footerHeight}px` } as CSSProperties}
    >
      {Array.from({ length: sheets }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a sheet is its place in the row.
          key={index}
          data-sheet=""
          aria-hidden="true"
          className="absolute top-0 shadow-[0_1px_3px_rgb(0_0_0/0.12),0_12px_32px_-12px_rgb(0_0_0/0.28)]"
          style={{
            left: index * (sheet.width + SHEET_GAP),
            width: sheet.width,
            height: sheet.height,
            background,
          }}
        >
          {sheet.footerHeight > 0 ? (
            <SheetFooter data={data} number={firstNumber + index} total={totalSheets} />
          ) : null}
        </div>
      ))}
      <div
        data-sheet-columns=""
        className="relative"
        style={{
          width: "100%",
          height: sheet.contentHeight,
          columnWidth: sheet.width,
          columnGap: SHEET_GAP,
          columnFill: "auto",
        }}
      >
        <ResumePage data={data} pageIndex={pageIndex} />
      </div>
    </div>
  );
}
