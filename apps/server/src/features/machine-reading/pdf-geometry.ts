// Where the text of a printed PDF sits, by pdf.js: each sheet's size and its text runs with their boxes and
// sizes, in PDF points from the sheet's top-left corner. Loaded on first use, like pdf-read.ts.
const loadPdfJs = () => import("pdfjs-dist/legacy/build/pdf.mjs");

export type TextRun = { text: string; x: number; top: number; width: number; size: number };
export type SheetGeometry = { width: number; height: number; runs: TextRun[] };

type Piece = { str?: string; transform?: number[]; width?: number };

export const readPdfGeometry = async (pdf: Uint8Array): Promise<SheetGeometry[]> => {
  const { getDocument } = await loadPdfJs();
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const sheets: SheetGeometry[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const [left, bottom, right, top] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const runs = (content.items as Piece[]).flatMap((piece) => {
        if (piece.str === undefined || piece.str.trim() === "" || piece.transform === undefined) return [];
        const [a = 0, b = 0, , , e = 0, f = 0] = piece.transform;
        const size = Math.hypot(a, b);
        // The baseline is at f; the run's box reaches about one size above it.
        return [{ text: piece.str, x: e - left, top: top - f - size, width: piece.width ?? 0, size }];
      });
      sheets.push({ width: right - left, height: top - bottom, runs });
    }
    return sheets;
  } finally {
    await document.destroy();
  }
};
