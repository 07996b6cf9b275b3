import { type ReviewComment, sampleResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { commentMarkers } from "./comment-markers";
import { anchorLabel, threadsInResumeOrder } from "./thread-order";

let next = 0;
const thread = (overrides: Partial<ReviewComment> & Pick<ReviewComment, "anchor">): ReviewComment => {
  next += 1;
  return {
    id: `0194f7c2-7e1a-7000-8000-${String(next).padStart(12, "0")}`,
    reviewId: "0194f7c2-7e1a-7000-8000-0000000000f1",
    authorName: "Priya",
    placement: { status: "current", start: 0, end: 4, quote: overrides.anchor.quote },
    text: "<p>Comment</p>",
    suggestion: null,
    suggestionState: null,
    state: "open",
    replies: [],
    createdAt: `2026-11-20T09:${String(next).padStart(2, "0")}:00.000Z`,
    ...overrides,
  };
};

const t = i18n.t.bind(i18n);

describe("review threads in resume order", () => {
  const onSecondJob = thread({
    anchor: { itemId: "sample-experience-2", field: "summary", quote: "route-planning" },
  });
  const laterInFirstJob = thread({
    anchor: { itemId: "sample-experience-1", field: "summary", quote: "idempotency" },
    placement: { status: "current", start: 90, end: 101, quote: "idempotency" },
  });
  const earlierInFirstJob = thread({
    anchor: { itemId: "sample-experience-1", field: "summary", quote: "checkout API" },
    placement: { status: "current", start: 8, end: 20, quote: "checkout API" },
  });
  const onHeadline = thread({ anchor: { itemId: "basics", field: "headline", quote: "Senior" } });
  const onSummary = thread({ anchor: { itemId: "summary", field: "content", quote: "Backend" } });
  const onDeletedItem = thread({
    anchor: { itemId: "gone-item", field: "summary", quote: "old words" },
    placement: { status: "outdated", quote: "old words" },
  });
  const onSkill = thread({
    anchor: { itemId: sampleResumeData.sections.skills.items[0]?.id ?? "", field: "name", quote: "" },
  });

  it("lists the header first, then the sections as the layout prints them, words in field order, the removed last", () => {
    const ordered = threadsInResumeOrder(
      [onDeletedItem, onSkill, onSecondJob, laterInFirstJob, onSummary, earlierInFirstJob, onHeadline],
      sampleResumeData,
    );
    // The sample's layout: summary, education, experience … in the left column, skills in the right.
    expect(ordered.map((entry) => entry.id)).toEqual([
      onHeadline.id,
      onSummary.id,
      earlierInFirstJob.id,
      laterInFirstJob.id,
      onSecondJob.id,
      onSkill.id,
      onDeletedItem.id,
    ]);
  });

  it("follows the layout: a section moved first comes first", () => {
    const moved = {
      ...sampleResumeData,
      metadata: { ...sampleResumeData.metadata, layout: [[["skills", "experience", "summary"], []]] },
    };
    expect(threadsInResumeOrder([onSecondJob, onSummary, onSkill], moved).map((entry) => entry.id)).toEqual([
      onSkill.id,
      onSecondJob.id,
      onSummary.id,
    ]);
  });

  it("names what a comment points at as the owner sees it, and nothing for a removed item", () => {
    expect(anchorLabel(earlierInFirstJob.anchor, sampleResumeData, t)).toBe(
      "Experience › Quillpay › Summary",
    );
    expect(anchorLabel(onHeadline.anchor, sampleResumeData, t)).toBe("Basics › Headline");
    expect(anchorLabel(onSummary.anchor, sampleResumeData, t)).toBe("Summary");
    expect(
      anchorLabel({ itemId: "sample-field-availability", field: "value", quote: "" }, sampleResumeData, t),
    ).toBe("Basics › Availability");
    expect(anchorLabel(onDeletedItem.anchor, sampleResumeData, t)).toBeNull();
  });

  it("marks each commented item once with its open threads, leaving out resolved and outdated ones", () => {
    const resolved = thread({
      anchor: { itemId: "sample-experience-2", field: "summary", quote: "contract tests" },
      state: "resolved",
    });
    const onCustomField = thread({
      anchor: { itemId: "sample-field-availability", field: "value", quote: "30 days" },
    });
    expect(
      commentMarkers(
        [onSecondJob, laterInFirstJob, earlierInFirstJob, onDeletedItem, resolved, onCustomField, onHeadline],
        sampleResumeData,
      ),
    ).toEqual([
      // A basics custom field is drawn in the header: it joins the header's marker.
      { itemId: "basics", commentId: onHeadline.id, count: 2 },
      { itemId: "sample-experience-1", commentId: earlierInFirstJob.id, count: 2 },
      { itemId: "sample-experience-2", commentId: onSecondJob.id, count: 1 },
    ]);
  });
});
