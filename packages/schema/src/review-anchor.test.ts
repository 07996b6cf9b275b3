import { describe, expect, it } from "vitest";
import type { ResumeData } from "./resume-data.ts";
import type { ReviewAnchor } from "./review.ts";
import { anchorFieldOf, anchorTextOf, applySuggestion, locateQuote, placeAnchor } from "./review-anchor.ts";
import { createSampleResumeData } from "./sample.ts";

const quote = "idempotency layer that removed duplicate charges";
const summaryOf = (data: ResumeData, index = 0): string =>
  data.sections.experience.items[index]?.summary ?? "";
const anchorIn = (data: ResumeData): ReviewAnchor => {
  const text = anchorTextOf(
    anchorFieldOf(data, "sample-experience-1", "summary") ?? { value: "", rich: false },
  );
  const start = text.indexOf(quote);
  return { itemId: "sample-experience-1", field: "summary", quote, start, end: start + quote.length };
};

type Edit = (data: ResumeData) => void;
const setSummary = (data: ResumeData, html: string) => {
  const item = data.sections.experience.items[0];
  if (item) item.summary = html;
};

/** Each kind of edit an owner makes after a comment, and where the comment's anchor ends up. */
const edits: {
  kind: string;
  edit: Edit;
  status: "current" | "outdated";
  exact?: boolean;
  reason?: string;
  found?: string;
}[] = [
  { kind: "no edit", edit: () => {}, status: "current", exact: true, found: quote },
  {
    kind: "typo fixed inside the quote",
    edit: (data) => setSummary(data, summaryOf(data).replace("duplicate charges", "duplicate chargs")),
    status: "current",
    exact: false,
    found: "idempotency layer that removed duplicate chargs",
  },
  {
    kind: "a word changed inside the quote",
    edit: (data) => setSummary(data, summaryOf(data).replace("removed", "eliminated")),
    status: "current",
    exact: false,
    found: "idempotency layer that eliminated duplicate charges",
  },
  {
    kind: "text added before",
    edit: (data) => setSummary(data, `<p>Joined as the second backend hire.</p>${summaryOf(data)}`),
    status: "current",
    exact: true,
    found: quote,
  },
  {
    kind: "quote deleted",
    edit: (data) => setSummary(data, summaryOf(data).replace(/<li>Designed an idempotency[^<]*<\/li>/, "")),
    status: "outdated",
    reason: "quote-deleted",
  },
  {
    kind: "quote rewritten beyond a few edits",
    edit: (data) => setSummary(data, summaryOf(data).replace(quote, "retry-safe payments")),
    status: "outdated",
    reason: "quote-deleted",
  },
  {
    kind: "item moved (reordered)",
    edit: (data) => data.sections.experience.items.reverse(),
    status: "current",
    exact: true,
    found: quote,
  },
  {
    kind: "item moved to another section",
    edit: (data) => {
      const [item] = data.sections.experience.items.splice(0, 1);
      if (item) data.sections.internship.items.push(item);
    },
    status: "current",
    exact: true,
    found: quote,
  },
  {
    kind: "item deleted",
    edit: (data) => data.sections.experience.items.splice(0, 1),
    status: "outdated",
    reason: "item-deleted",
  },
  {
    kind: "field cleared",
    edit: (data) => setSummary(data, ""),
    status: "outdated",
    reason: "field-cleared",
  },
];

describe("review anchors under each kind of edit", () => {
  it.each(edits)("$kind → $status", ({ edit, status, exact, reason, found }) => {
    const before = createSampleResumeData();
    const anchor = anchorIn(before);
    expect(anchor.start).toBeGreaterThan(0);
    const after = JSON.parse(JSON.stringify(before)) as ResumeData;
    edit(after);
    const placement = placeAnchor(after, anchor);
    expect(placement.status).toBe(status);
    if (placement.status === "current") {
      expect(placement.exact).toBe(exact);
      expect(placement.quote).toBe(found);
      const text = anchorTextOf(
        anchorFieldOf(after, anchor.itemId, anchor.field) ?? { value: "", rich: false },
      );
      expect(text.slice(placement.start, placement.end)).toBe(found);
    } else {
      expect(placement.reason).toBe(reason);
      expect(placement.quote).toBe(quote);
    }
  });
});

describe("locateQuote", () => {
  it("picks the occurrence nearest the old offset when the words appear twice", () => {
    const text = "led the team. Later I led the team again.";
    expect(locateQuote(text, { quote: "led the team", start: 22 })).toMatchObject({ start: 22, exact: true });
    expect(locateQuote(text, { quote: "led the team", start: 0 })).toMatchObject({ start: 0, exact: true });
  });

  it("never fuzzily matches a quote under four characters", () => {
    expect(locateQuote("Go and Rust", { quote: "Gp", start: 0 })).toMatchObject({ status: "outdated" });
  });

  it("keeps a whole-item comment (no quote) current", () => {
    expect(locateQuote("anything", { quote: "" })).toMatchObject({ status: "current", start: 0, end: 0 });
  });
});

describe("anchorFieldOf", () => {
  it("reads basics fields, the summary and registry fields, and refuses fields that are not text", () => {
    const data = createSampleResumeData();
    expect(anchorFieldOf(data, "basics", "headline")?.value).toBe(data.basics.headline);
    expect(anchorFieldOf(data, "summary", "content")?.rich).toBe(true);
    expect(anchorFieldOf(data, "sample-experience-1", "position")?.rich).toBe(false);
    expect(anchorFieldOf(data, "sample-experience-1", "url")).toBeUndefined();
    expect(anchorFieldOf(data, "sample-experience-1", "id")).toBeUndefined();
    expect(anchorFieldOf(data, "basics", "picture")).toBeUndefined();
    expect(anchorFieldOf(data, "no-such-item", "summary")).toBeUndefined();
  });
});

describe("applySuggestion", () => {
  it("replaces the words inside rich text and keeps the formatting around them", () => {
    const data = createSampleResumeData();
    const next = applySuggestion(data, anchorIn(data), "retry-safe idempotency layer");
    expect(summaryOf(next as ResumeData)).toContain(
      "<li>Designed an retry-safe idempotency layer during network",
    );
    expect(summaryOf(data)).toContain(quote);
  });

  it("escapes the replacement in rich text so it cannot add markup", () => {
    const data = createSampleResumeData();
    const next = applySuggestion(data, anchorIn(data), "<img src=x onerror=alert(1)>");
    expect(summaryOf(next as ResumeData)).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("replaces the words in a plain text field", () => {
    const data = createSampleResumeData();
    const next = applySuggestion(
      data,
      { itemId: "basics", field: "headline", quote: data.basics.headline.slice(0, 6) },
      "Staff",
    );
    expect(next?.basics.headline.startsWith("Staff")).toBe(true);
  });

  it("refuses an outdated anchor", () => {
    const data = createSampleResumeData();
    const anchor = anchorIn(data);
    setSummary(data, "");
    expect(applySuggestion(data, anchor, "x")).toBeUndefined();
  });
});
