import { fixtures } from "@vitae/templates/fixtures";
import type { Heading, Link, List } from "mdast";
import { describe, expect, it } from "vitest";
import { resumeToMarkdown } from "./index.ts";
import {
  hiddenTexts,
  markdownAst,
  markdownText,
  missingLines,
  nodesOf,
  resumesUnderTest,
  visibleLines,
  visibleSectionNames,
} from "./test-helpers.ts";

describe("Markdown export", () => {
  for (const { name, data } of resumesUnderTest()) {
    it(`parses to the visible text of the ${name} resume, and nothing hidden`, () => {
      const markdown = resumeToMarkdown(data);
      const text = markdownText(markdownAst(markdown));
      expect(missingLines(text, visibleLines(data))).toEqual([]);
      for (const hidden of hiddenTexts) expect(markdown).not.toContain(hidden);
    });
  }

  it("makes the name the one level-1 heading and each section a level-2 heading, in the layout's order", () => {
    const data = fixtures.allSections();
    const headings = nodesOf(markdownAst(resumeToMarkdown(data))).filter(
      (node): node is Heading => node.type === "heading",
    );
    expect(
      headings
        .filter((heading) => heading.depth === 1)
        .map((heading) => markdownText({ type: "root", children: [heading] })),
    ).toEqual([data.basics.name]);
    expect(
      headings
        .filter((heading) => heading.depth === 2)
        .map((heading) => markdownText({ type: "root", children: [heading] })),
    ).toEqual(visibleSectionNames(data));
  });

  it("keeps rich text's lists, links, emphasis and strike-through as Markdown nodes", () => {
    const nodes = nodesOf(markdownAst(resumeToMarkdown(fixtures.allSections())));
    const lists = nodes.filter((node): node is List => node.type === "list");
    expect(lists.some((list) => list.ordered === true)).toBe(true);
    expect(lists.some((list) => list.ordered === false)).toBe(true);
    const links = nodes.filter((node): node is Link => node.type === "link").map((link) => link.url);
    expect(links).toContain("https://example.com/studio");
    expect(links).toContain("mailto:aleks.nowak@example.org");
    for (const type of ["strong", "emphasis", "delete", "inlineCode", "blockquote"])
      expect(nodes.some((node) => node.type === type)).toBe(true);
  });

  it("escapes plain text that looks like Markdown, so it reads back as typed", () => {
    const data = fixtures.allSections();
    data.basics.name = "# Not *a* [heading](x)";
    data.sections.experience.items = data.sections.experience.items.map((item, index) =>
      index === 0 ? { ...item, company: "1. _Acme_ <b>Ltd</b>" } : item,
    );
    const root = markdownAst(resumeToMarkdown(data));
    const text = markdownText(root);
    expect(text).toContain("# Not *a* [heading](x)");
    expect(text).toContain("1. _Acme_ <b>Ltd</b>");
    expect(
      nodesOf(root)
        .filter((node) => node.type === "link")
        .map((node) => (node as Link).url),
    ).not.toContain("x");
  });
});
