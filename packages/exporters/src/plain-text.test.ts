import { fixtures } from "@vitae/templates/fixtures";
import { describe, expect, it } from "vitest";
import { resumeToPlainText } from "./index.ts";
import {
  hiddenTexts,
  missingLines,
  resumesUnderTest,
  visibleLines,
  visibleSectionNames,
} from "./test-helpers.ts";

describe("plain-text export", () => {
  for (const { name, data } of resumesUnderTest()) {
    it(`holds the visible text of the ${name} resume, with no markup, and nothing hidden`, () => {
      const text = resumeToPlainText(data);
      expect(missingLines(text, visibleLines(data))).toEqual([]);
      for (const hidden of hiddenTexts) expect(text).not.toContain(hidden);
      expect(text).not.toMatch(/<\/?[a-z][^>]*>|\*\*|&[a-z]+;|&#\d+;/i);
    });
  }

  it("puts one blank line between sections and none elsewhere, each section opening with its name", () => {
    const data = fixtures.allSections();
    const text = resumeToPlainText(data);
    expect(text).not.toMatch(/\n\s*\n\s*\n/);
    const blocks = text.trimEnd().split("\n\n");
    expect(blocks.slice(1).map((block) => block.split("\n")[0])).toEqual(visibleSectionNames(data));
  });

  it("writes list items as bullets", () => {
    const lines = resumeToPlainText(fixtures.allSections()).split("\n");
    expect(lines).toContain("• Built a design system adopted by 14 product teams.");
    expect(lines).toContain("• Cut appointment-booking drop-off by 31% with a redesigned three-step flow.");
    expect(lines.filter((line) => /^\s*[-*]\s/.test(line))).toEqual([]);
  });
});
