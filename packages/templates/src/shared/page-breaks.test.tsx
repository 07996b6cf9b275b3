/** @jsxRuntime automatic */
import { itemSectionRegistry, type ResumeData } from "@vitae/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fixtures } from "../fixtures.ts";
import { baseCss } from "./base-css.ts";
import { Section } from "./section.tsx";

const options = { dateAlign: "right", keywords: "tags", level: "dots" } as const;

const bullets = (count: number, words = 8) =>
  `<ul>${Array.from({ length: count }, (_, index) => `<li>${`point ${index} `.repeat(words)}</li>`).join("")}</ul>`;

const withExperience = (
  data: ResumeData,
  patch: Partial<ResumeData["sections"]["experience"]>,
): ResumeData => ({
  ...data,
  sections: { ...data.sections, experience: { ...data.sections.experience, ...patch } },
});

describe("the break rules in the markup", () => {
  it("marks only the items asked to stay whole .vt-keep (short ones are marked by their measured lines)", () => {
    const data = withExperience(fixtures.sample(), {
      items: [
        itemSectionRegistry.experience.item.parse({ id: "short", company: "A", summary: bullets(2) }),
        itemSectionRegistry.experience.item.parse({ id: "long", company: "B", summary: bullets(12) }),
        itemSectionRegistry.experience.item.parse({
          id: "kept",
          company: "C",
          summary: bullets(12),
          keepTogether: true,
        }),
      ],
    });
    const html = renderToStaticMarkup(<Section data={data} id="experience" options={options} />);
    expect(html).toContain('class="vt-item" data-item="experience" data-item-id="short"');
    expect(html).toContain('class="vt-item" data-item="experience" data-item-id="long"');
    expect(html).toContain('class="vt-item vt-keep" data-item="experience" data-item-id="kept"');
  });

  it("puts the section's settings on it as classes, none by default", () => {
    const plain = renderToStaticMarkup(
      <Section data={fixtures.sample()} id="experience" options={options} />,
    );
    expect(plain).toMatch(/^<section class="vt-section vt-section-experience" /);
    const set = withExperience(fixtures.sample(), { pageBreakBefore: true, keepTogether: true });
    expect(renderToStaticMarkup(<Section data={set} id="experience" options={options} />)).toMatch(
      /^<section class="vt-section vt-section-experience vt-break-before vt-keep-together" /,
    );
  });

  it("are in the CSS every template starts from", () => {
    const rule = (selector: string) =>
      new RegExp(`${selector.replace(/[.()]/g, "\\$&")}[^{]*\\{[^}]*`).exec(baseCss)?.[0] ?? "";
    expect(rule(".vt-section.vt-break-before")).toContain("break-before: page");
    expect(rule(".vt-section.vt-keep-together")).toContain("break-inside: avoid");
    // Items asked to stay whole, and items of at most six lines as laid out (see markShortItems).
    expect(baseCss).toMatch(/\.vt-item\.vt-keep,\s*\.vt-item\[data-vt-short\] \{\s*break-inside: avoid;/);
    // A heading, and an item's header or meta line followed by more of the item, are never the last line of
    // a sheet; a last child's avoid would carry to the end of its item and section, so it has none.
    expect(baseCss).toMatch(
      /\.vt-section-heading,\s*\.vt-item-header:not\(:last-child\),\s*\.vt-item-meta:not\(:last-child\) \{\s*break-after: avoid;/,
    );
    expect(baseCss).toMatch(/\.vt-page \{\s*orphans: 2;\s*widows: 2;/);
  });
});
