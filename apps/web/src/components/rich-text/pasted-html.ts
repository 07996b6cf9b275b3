/** Media a resume's rich text never takes from the clipboard (images go in through the toolbar's Image button). */
const media = "img, picture, svg, video, audio, canvas, iframe, object, embed";

/** A table as lines: its caption, then one line per row with the cells separated by a space. */
function tableAsLines(table: HTMLTableElement): HTMLElement[] {
  const doc = table.ownerDocument;
  const line = (nodes: Node[]) => {
    const block = doc.createElement("div");
    block.append(...nodes);
    return block;
  };
  const lines = table.caption ? [line([...table.caption.childNodes])] : [];
  for (const row of table.rows) {
    const nodes: Node[] = [];
    for (const cell of row.cells) {
      // Word puts each cell's text in a paragraph of its own; on one line they read as the row did.
      for (const paragraph of cell.querySelectorAll(":scope > p"))
        paragraph.replaceWith(...paragraph.childNodes, " ");
      if (nodes.length > 0) nodes.push(doc.createTextNode(" "));
      nodes.push(...cell.childNodes);
    }
    lines.push(line(nodes));
  }
  return lines;
}

/**
 * Clipboard HTML (a web page, Word, Google Docs) made fit for the resume's rich text before the editor parses it:
 * - images and other media are dropped: a copied image is rarely meant for a resume, and one with a relative
 *   address ("x") would be requested from the builder's own address and show broken;
 * - a table becomes one line per row with its cells separated by a space: the editor has no tables, and would
 *   otherwise run the cells' words together ("Cell ACell B").
 * The document is inert (DOMParser): nothing in the clipboard loads or runs while it is cleaned.
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const element of doc.body.querySelectorAll(media)) {
    // With the image goes the paragraph (or span) that held nothing else, so no empty line is left behind.
    let emptied: Element = element;
    while (
      emptied.parentElement &&
      emptied.parentElement !== doc.body &&
      !emptied.parentElement.textContent.trim()
    )
      emptied = emptied.parentElement;
    emptied.remove();
  }
  // Innermost first, so a table inside a cell is already lines when its outer table is read.
  for (const table of [...doc.body.querySelectorAll("table")].reverse()) {
    table.replaceWith(...tableAsLines(table));
  }
  return doc.body.innerHTML;
}
