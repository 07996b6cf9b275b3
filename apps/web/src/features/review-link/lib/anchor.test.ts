import { createSampleResumeData, placeAnchor } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { anchorFor, commentTargets } from "./anchor";

const data = createSampleResumeData();

describe("anchorFor", () => {
  it("finds the field of the item holding the selected words, which the server then places", () => {
    const anchor = anchorFor(data, { itemId: "sample-experience-1", quote: "idempotency layer" });
    expect(anchor).toMatchObject({
      itemId: "sample-experience-1",
      field: "summary",
      quote: "idempotency layer",
    });
    expect(anchor && placeAnchor(data, anchor)).toMatchObject({
      status: "current",
      quote: "idempotency layer",
    });
  });

  it("reads line breaks and runs of spaces of a selection as the text's own", () => {
    const anchor = anchorFor(data, { itemId: "sample-experience-1", quote: "Senior   Software\nEngineer" });
    expect(anchor).toMatchObject({ field: "position", quote: "Senior Software Engineer" });
  });

  it("takes the header's and the summary's fields by their own names", () => {
    expect(anchorFor(data, { itemId: "basics", quote: "Bengaluru, India" })).toMatchObject({
      field: "location",
    });
    expect(anchorFor(data, { itemId: "summary", quote: "boring, reliable ones" })).toMatchObject({
      field: "content",
    });
  });

  it("anchors a whole item (no words) to its first field with words", () => {
    expect(anchorFor(data, { itemId: "sample-experience-1", quote: "" })).toEqual({
      itemId: "sample-experience-1",
      field: "company",
      quote: "",
    });
  });

  it("has no anchor for words the item does not hold, or an item that is gone", () => {
    expect(anchorFor(data, { itemId: "sample-experience-1", quote: "Tarang Logistics" })).toBeUndefined();
    expect(anchorFor(data, { itemId: "no-such-item", quote: "" })).toBeUndefined();
  });
});

describe("commentTargets", () => {
  it("lists the header, the summary and every shown item with a readable label", () => {
    const targets = commentTargets(data, { basics: "Header", summary: "Summary" });
    expect(targets.slice(0, 2)).toEqual([
      { itemId: "basics", section: "Header", label: "Meera Iyer" },
      { itemId: "summary", section: "Summary", label: "Summary" },
    ]);
    expect(targets).toContainEqual(
      expect.objectContaining({ itemId: "sample-experience-1", label: expect.stringContaining("Quillpay") }),
    );
  });

  it("leaves out hidden items", () => {
    const hidden = createSampleResumeData();
    const item = hidden.sections.experience.items[0];
    if (item) item.visible = false;
    const ids = commentTargets(hidden, { basics: "Header", summary: "Summary" }).map(
      (target) => target.itemId,
    );
    expect(ids).not.toContain("sample-experience-1");
    expect(ids).toContain("sample-experience-2");
  });
});
