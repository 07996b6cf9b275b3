import { describe, expect, it } from "vitest";
import { itemElement, placeOf, selectedWords } from "./frame-selection";

/** The templates' markup, as far as picking words reads it. */
const markup = `
<header class="vt-header"><h1 class="vt-name" data-field="name">Meera Iyer</h1></header>
<section data-section="summary"><div class="vt-rich" data-field="content"><p>Backend engineer with seven years</p></div></section>
<section data-section="experience">
  <h2 class="vt-section-heading">Experience</h2>
  <div class="vt-item" data-item="experience" data-item-id="job-1">
    <h3 class="vt-item-title" data-field="title">Quillpay</h3>
    <div class="vt-rich" data-field="summary"><p id="words">Designed an idempotency layer</p></div>
  </div>
  <div class="vt-item" data-item="experience" data-item-id="job-2"><h3 id="other">Tarang</h3></div>
</section>`;

const frameDocument = () => {
  const doc = document.implementation.createHTMLDocument("frame");
  doc.body.innerHTML = markup;
  return doc;
};

const select = (doc: Document, from: Node, fromOffset: number, to: Node, toOffset: number) => {
  const range = doc.createRange();
  range.setStart(from, fromOffset);
  range.setEnd(to, toOffset);
  const selection = doc.getSelection() ?? window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
};

describe("placeOf", () => {
  it("names the item, the summary or the header a node belongs to, with the field the markup names", () => {
    const doc = frameDocument();
    expect(placeOf(doc.getElementById("words")?.firstChild ?? null)).toEqual({
      itemId: "job-1",
      fieldHint: "summary",
    });
    expect(placeOf(doc.querySelector("[data-section=summary] p"))).toEqual({
      itemId: "summary",
      fieldHint: "content",
    });
    expect(placeOf(doc.querySelector(".vt-name"))).toEqual({ itemId: "basics", fieldHint: "name" });
    expect(placeOf(doc.querySelector(".vt-section-heading"))).toBeNull();
  });

  it("finds where an item is drawn", () => {
    const doc = frameDocument();
    expect(itemElement(doc, "job-2")?.textContent).toBe("Tarang");
    expect(itemElement(doc, "basics")?.className).toBe("vt-header");
  });
});

describe("selectedWords", () => {
  it("reads a selection within one item as its words", () => {
    const doc = document;
    doc.body.innerHTML = markup;
    const text = doc.getElementById("words")?.firstChild as Text;
    select(doc, text, 12, text, 29);
    expect(selectedWords(doc)).toEqual({ itemId: "job-1", fieldHint: "summary", quote: "idempotency layer" });
  });

  it("reads a selection across two items as none", () => {
    const doc = document;
    doc.body.innerHTML = markup;
    const from = doc.getElementById("words")?.firstChild as Text;
    const to = doc.getElementById("other")?.firstChild as Text;
    select(doc, from, 0, to, 3);
    expect(selectedWords(doc)).toBeNull();
  });
});
