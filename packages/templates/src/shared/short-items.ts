/** The attribute that marks an item of at most `keptItemLines` printed lines: the break rules keep it on one sheet. */
export const shortItemAttribute = "data-vt-short";

/** The little of the DOM `markShortItems` uses: this package is also compiled for the server, without the DOM's types. */
type Box = { top: number; bottom: number; left: number; right: number; width: number; height: number };
type MarkedNode = { textContent: string | null };
type MarkedElement = MarkedNode & {
  childElementCount: number;
  getClientRects(): ArrayLike<Box>;
  querySelectorAll(selector: string): ArrayLike<MarkedElement>;
  toggleAttribute(name: string, force: boolean): boolean;
  hasAttribute(name: string): boolean;
};
type MarkDocument = {
  createTreeWalker(root: MarkedElement, whatToShow: number): { nextNode(): MarkedNode | null };
  createRange(): { selectNodeContents(node: MarkedNode): void; getClientRects(): ArrayLike<Box> };
};

/**
 * Marks each resume item under `root` whose content is at most `maxLines` lines as laid out (`data-vt-short`), and
 * unmarks the others; answers whether any mark changed. The lines are the item's line boxes as Chromium laid them
 * out: the boxes of its text and of its text-less leaves (a level's dots), grouped where they share a line (a
 * title and the date beside it are one), counted in each of the item's boxes (a split item has one per sheet).
 * The width of a column never depends on the sheet an item lands on, so marking moves no line.
 *
 * Self-contained on purpose (no imports, no helpers outside it): the printer sends its source to its Chromium
 * page before it prints or measures, and the preview calls it in its frame, so both keep the same items whole.
 */
export function markShortItems(root: MarkedElement, maxLines: number): boolean {
  const document = (globalThis as unknown as { document: MarkDocument }).document;
  const attribute = "data-vt-short";
  const showText = 4;
  const range = document.createRange();
  let changed = false;
  for (const item of Array.from(root.querySelectorAll(".vt-page .vt-item"))) {
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(item, showText);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if ((node.textContent ?? "").trim() === "") continue;
      range.selectNodeContents(node);
      boxes.push(...Array.from(range.getClientRects()));
    }
    for (const leaf of Array.from(item.querySelectorAll("*"))) {
      if (leaf.childElementCount === 0 && (leaf.textContent ?? "").trim() === "")
        boxes.push(...Array.from(leaf.getClientRects()));
    }
    let lines = 0;
    for (const fragment of Array.from(item.getClientRects())) {
      const inside = boxes
        .filter((box) => box.width > 0 && box.height > 0)
        .filter((box) => {
          const x = (box.left + box.right) / 2;
          const y = (box.top + box.bottom) / 2;
          return x >= fragment.left && x <= fragment.right && y >= fragment.top && y <= fragment.bottom;
        })
        .sort((a, b) => a.top - b.top);
      // A box that starts below the bottom of the line so far starts a new line.
      let bottom = Number.NEGATIVE_INFINITY;
      for (const box of inside) {
        if (box.top >= bottom - 1) {
          lines += 1;
          bottom = box.bottom;
        } else bottom = Math.max(bottom, box.bottom);
      }
    }
    const short = lines <= maxLines;
    if (item.hasAttribute(attribute) !== short) {
      item.toggleAttribute(attribute, short);
      changed = true;
    }
  }
  return changed;
}
