/** A place in the framed resume the reviewer picked: the item (by the templates' markup) and maybe a field. */
export type PickedPlace = { itemId: string; fieldHint?: string };

/** The words a reviewer selected in the framed resume, or a whole item they clicked (empty quote). */
export type PickedWords = PickedPlace & { quote: string };

const elementOf = (node: Node | null): Element | null =>
  node === null ? null : node.nodeType === 1 ? (node as Element) : node.parentElement;

/**
 * What a node of the templates' markup belongs to: an item (`[data-item-id]`), the summary section, or the
 * header (the basics); `null` elsewhere (headings, margins).
 */
export function placeOf(node: Node | null): PickedPlace | null {
  const element = elementOf(node);
  if (element === null) return null;
  const fieldHint = element.closest<HTMLElement>("[data-field]")?.dataset.field;
  const hint = fieldHint === undefined ? {} : { fieldHint };
  const item = element.closest<HTMLElement>("[data-item-id]")?.dataset.itemId;
  if (item) return { itemId: item, ...hint };
  if (element.closest('[data-section="summary"]')) return { itemId: "summary", fieldHint: "content" };
  if (element.closest(".vt-header")) return { itemId: "basics", ...hint };
  return null;
}

/** The selection in the framed document, when it lies within one item (a selection across items is none). */
export function selectedWords(doc: Document): PickedWords | null {
  const selection = doc.getSelection();
  if (selection === null || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const quote = selection.toString().replace(/\s+/g, " ").trim();
  if (quote === "") return null;
  const start = placeOf(selection.anchorNode);
  const end = placeOf(selection.focusNode);
  if (start === null || end === null || start.itemId !== end.itemId) return null;
  return { ...start, quote };
}

/** Where a commented item is drawn in the framed document (the header for the basics, the summary section). */
export function itemElement(doc: Document, itemId: string): Element | null {
  if (itemId === "basics") return doc.querySelector(".vt-header");
  if (itemId === "summary") return doc.querySelector('[data-section="summary"]');
  return doc.querySelector(`[data-item-id="${CSS.escape(itemId)}"]`);
}
