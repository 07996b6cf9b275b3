import type { ArtboardSelection } from "./protocol";

/** What the header of every template is made of: a click there means the basics. */
const basicsParts = ".vt-header, .vt-name, .vt-headline, .vt-contact, .vt-picture";

/**
 * What a click in the builder's preview hit, from the templates' markup: the item (`[data-item-id]`) inside
 * its section (`[data-section]`), the section alone (its heading, its summary), or the header (basics).
 * Null for the margins and the space between pages.
 */
export function selectionAt(target: EventTarget | null): ArtboardSelection | null {
  if (!(target instanceof Element)) return null;
  const section = target.closest<HTMLElement>("[data-section]");
  const sectionId = section?.dataset.section;
  if (section && sectionId) {
    const item = target.closest<HTMLElement>("[data-item-id]");
    const itemId = item && section.contains(item) ? item.dataset.itemId : undefined;
    return itemId ? { section: sectionId, itemId } : { section: sectionId };
  }
  return target.closest(basicsParts) ? { section: "basics" } : null;
}

/**
 * The builder's preview shows what a click would open (never the public preview or the PDF: only the
 * builder's artboard carries `data-artboard-selectable`, and print drops it).
 */
export const selectableCss = `@media screen {
[data-artboard-selectable] :is([data-item-id], .vt-section-heading, .vt-summary, .vt-header) {
  cursor: pointer;
  border-radius: 2px;
  transition: outline-color 80ms ease-out;
  outline: 2px solid transparent;
  outline-offset: 2px;
}
[data-artboard-selectable] :is([data-item-id], .vt-section-heading, .vt-summary, .vt-header):hover {
  outline-color: color-mix(in oklab, var(--ring) 70%, transparent);
}
[data-artboard-selectable][data-dragging] * {
  cursor: grabbing !important;
}
}`;
