import { decodePdfText, type PdfEditor, pdfText, refOf, valueEnd } from "./pdf-file.ts";

const squeezed = (text: string) => text.replace(/\s+/g, "");

/**
 * Chromium titles each bookmark with the glyphs its heading drew, so where a heading wraps the space at the
 * line break is lost ("lessons from apayments API"). Each bookmark whose title is a heading's text but for
 * white space gets the heading's text as the page has it.
 */
export const fixOutlineTitles = (editor: PdfEditor, headings: readonly string[]): void => {
  const byLetters = new Map<string, string>();
  for (const heading of headings) {
    const text = heading.replace(/\s+/g, " ").trim();
    if (text !== "" && !byLetters.has(squeezed(text))) byLetters.set(squeezed(text), text);
  }
  const root = refOf(editor.trailer, "Root");
  const outline = root === undefined ? undefined : refOf(editor.get(root)?.value ?? "", "Outlines");
  // Depth first through First and Next, each item once (a damaged file could loop).
  const seen = new Set<number>();
  const visit = (number: number | undefined) => {
    for (let item = number; item !== undefined && !seen.has(item); ) {
      seen.add(item);
      const value = editor.get(item)?.value;
      if (value === undefined) return;
      retitle(item, value);
      visit(refOf(value, "First"));
      item = refOf(value, "Next");
    }
  };
  const retitle = (number: number, value: string) => {
    const at = value.indexOf("/Title");
    if (at === -1) return;
    const start = at + "/Title".length;
    const end = valueEnd(value, start);
    const title = decodePdfText(value.slice(start, end).trim());
    const heading = byLetters.get(squeezed(title));
    if (heading !== undefined && heading !== title)
      editor.set(number, `${value.slice(0, start)} ${pdfText(heading)}${value.slice(end)}`);
  };
  visit(outline === undefined ? undefined : refOf(editor.get(outline)?.value ?? "", "First"));
};
