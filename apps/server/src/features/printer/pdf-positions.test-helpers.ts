// Where a printed PDF's headings are, by Mozilla's pdf.js: each heading of the structure tree (H1…H6) with its
// text, its sheet and how far its first line is from the sheet's top edge.
const loadPdfJs = () => import("pdfjs-dist/legacy/build/pdf.mjs");

export type HeadingPosition = { text: string; page: number; top: number };

type StructNode = { role?: string; children?: (StructNode | { type: string; id: string })[] };
type TextPiece = {
  str?: string;
  type?: string;
  id?: string;
  transform?: number[];
  height?: number;
};

const isContent = (node: StructNode | { type: string; id: string }): node is { type: string; id: string } =>
  "type" in node && node.type === "content";

/** The marked-content ids a structure node holds, in order. */
const contentIds = (node: StructNode): string[] =>
  (node.children ?? []).flatMap((child) => (isContent(child) ? [child.id] : contentIds(child)));

/** The headings under `node` with the ids of their content. */
const headingNodes = (node: StructNode): string[][] =>
  /^H[1-6]$/.test(node.role ?? "")
    ? [contentIds(node)]
    : (node.children ?? []).flatMap((child) => (isContent(child) ? [] : headingNodes(child)));

export const headingPositions = async (pdf: Uint8Array): Promise<HeadingPosition[]> => {
  const { getDocument } = await loadPdfJs();
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
  try {
    const found: HeadingPosition[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const height = page.getViewport({ scale: 1 }).height;
      const items = (await page.getTextContent({ includeMarkedContent: true })).items as TextPiece[];
      // Each marked run's text and the top of its first glyph run (pdf.js gives the baseline from the bottom).
      const runs = new Map<string, { text: string; top: number }>();
      const open: string[] = [];
      for (const item of items) {
        if (item.type === "beginMarkedContentProps" || item.type === "beginMarkedContent") {
          open.push(item.id ?? open.at(-1) ?? "");
        } else if (item.type === "endMarkedContent") open.pop();
        else if (item.str !== undefined && open.at(-1)) {
          const id = open.at(-1) as string;
          const run = runs.get(id);
          const top = height - (item.transform?.[5] ?? 0) - (item.height ?? 0);
          runs.set(id, run === undefined ? { text: item.str, top } : { ...run, text: run.text + item.str });
        }
      }
      const tree = (await page.getStructTree()) as StructNode | null;
      for (const ids of tree === null ? [] : headingNodes(tree)) {
        const parts = ids.map((id) => runs.get(id)).filter((run) => run !== undefined);
        if (parts.length === 0) continue;
        found.push({
          text: parts.map((part) => part.text).join(""),
          page: number,
          top: Math.min(...parts.map((part) => part.top)),
        });
      }
    }
    return found;
  } finally {
    await document.destroy();
  }
};
