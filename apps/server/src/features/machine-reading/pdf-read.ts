// What a machine reads from a printed PDF, by Mozilla's pdf.js (pure JavaScript: no poppler on the server):
// the text in content order, the structure tree's headings, the outline and the document information.
// pdf.js (~35 MB resident) is loaded on the first reading, not with the server: only "as a machine reads it" needs it.
const loadPdfJs = () => import("pdfjs-dist/legacy/build/pdf.mjs");

export type PdfHeading = { level: number; text: string; page: number };

export type PdfReading = {
  /** Each page's text in content-stream order, lines joined with "\n". */
  pages: string[];
  /** Headings of the structure tree (H1…H6) in document order, with their text. */
  headings: PdfHeading[];
  /** Targets of the link annotations, in page order. */
  links: string[];
  /** Bookmark titles, depth-first. */
  outline: string[];
  tagged: boolean;
  language: string | undefined;
  info: Record<string, string>;
};

type StructNode = { role?: string; children?: (StructNode | { type: string; id: string })[] };
type TextPiece = { str?: string; hasEOL?: boolean; type?: string; id?: string };

const isContent = (node: StructNode | { type: string; id: string }): node is { type: string; id: string } =>
  "type" in node && node.type === "content";

/** Text of each marked-content id on the page, to give the structure tree's headings their words. */
const markedContentText = (items: TextPiece[]): Map<string, string> => {
  const texts = new Map<string, string>();
  const open: string[] = [];
  let last: string | undefined;
  for (const item of items) {
    // Marked content without an id of its own (Chromium's spans of synthesised small capitals) belongs to the
    // enclosing one.
    if (item.type === "beginMarkedContentProps" || item.type === "beginMarkedContent") {
      open.push(item.id ?? open.at(-1) ?? "");
    } else if (item.type === "endMarkedContent") open.pop();
    else if (item.str !== undefined) {
      const id = open.at(-1);
      if (id) {
        texts.set(id, `${texts.get(id) ?? ""}${item.str}${item.hasEOL ? " " : ""}`);
        last = id;
      } else if (item.hasEOL && last !== undefined) {
        // A line break between two marked runs (a name wrapped onto two lines) still separates words.
        texts.set(last, `${texts.get(last) ?? ""} `);
      }
    }
  }
  return texts;
};

const headingsOf = (
  node: StructNode,
  texts: Map<string, string>,
  page: number,
  found: PdfHeading[],
): void => {
  const level = /^H([1-6])$/.exec(node.role ?? "")?.[1];
  if (level !== undefined) {
    found.push({ level: Number(level), text: textOf(node, texts).replace(/\s+/g, " ").trim(), page });
    return;
  }
  for (const child of node.children ?? []) if (!isContent(child)) headingsOf(child, texts, page, found);
};

const textOf = (node: StructNode, texts: Map<string, string>): string =>
  (node.children ?? [])
    .map((child) => (isContent(child) ? (texts.get(child.id) ?? "") : textOf(child, texts)))
    .join("");

type OutlineItem = { title: string; items: OutlineItem[] };
const flattenOutline = (items: OutlineItem[] | null): string[] =>
  (items ?? []).flatMap((item) => [item.title, ...flattenOutline(item.items)]);

export const readPdf = async (pdf: Uint8Array): Promise<PdfReading> => {
  const { getDocument } = await loadPdfJs();
  // pdf.js may take over the buffer it is given: hand it a copy.
  const document = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    const headings: PdfHeading[] = [];
    const links: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent({ includeMarkedContent: true });
      const items = content.items as TextPiece[];
      pages.push(
        items
          .filter((item) => item.str !== undefined)
          .map((item) => `${item.str}${item.hasEOL ? "\n" : ""}`)
          .join(""),
      );
      for (const annotation of (await page.getAnnotations()) as { subtype?: string; url?: string }[]) {
        if (annotation.subtype === "Link" && annotation.url !== undefined) links.push(annotation.url);
      }
      const tree = (await page.getStructTree()) as StructNode | null;
      if (tree !== null) headingsOf(tree, markedContentText(items), number, headings);
    }
    const markInfo = (await document.getMarkInfo()) as { Marked?: boolean } | null;
    const metadata = await document.getMetadata();
    const info = Object.fromEntries(
      Object.entries(metadata.info as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    return {
      pages,
      headings,
      links,
      outline: flattenOutline((await document.getOutline()) as OutlineItem[] | null),
      tagged: markInfo?.Marked === true,
      language: info.Language,
      info,
    };
  } finally {
    await document.destroy();
  }
};
