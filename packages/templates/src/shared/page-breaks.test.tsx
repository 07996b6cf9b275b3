/** @jsxRuntime automatic */
import { itemSectionRegistry, type ResumeData } from "@vitae/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fixtures } from "../fixtures.ts";
import { baseCss } from "./base-css.ts";
import { itemView } from "./item-view.ts";
import { estimatedItemLines, isItemKeptTogether, keptItemLines } from "./page-breaks.ts";
import { Section } from "./section.tsx";

const options = { dateAlign: "right", keywords: "tags", level: "dots" } as const;

const job = (summary: string, extra: object = {}) =>
  itemView(
    "experience",
    itemSectionRegistry.experience.item.parse({
      id: `job-${summary.length}-${JSON.stringify(extra)}`,
      company: "Acme",
      position: "Engineer",
      date: "2020 - 2024",
      location: "Berlin",
      summary,
      ...extra,
    }),
  );

const bullets = (count: number, words = 8) =>
  `<ul>${Array.from({ length: count }, (_, index) => `<li>${`point ${index} `.repeat(words)}</li>`).join("")}</ul>`;

const withExperience = (
  data: ResumeData,
  patch: Partial<ResumeData["sections"]["experience"]>,
): ResumeData => ({
  ...data,
  sections: { ...data.sections, experience: { ...data.sections.experience, ...patch } },
});

describe("estimatedItemLines", () => {
  it("counts the heading lines, each list item and each paragraph as wrapped at the column's width", () => {
    // Title beside the date, subtitle beside the location: two lines; three short bullets: three more.
    expect(estimatedItemLines(job(bullets(3)), "main", 1)).toBe(5);
    // A 200-character paragraph wraps at about 90 characters in the main column, at about 32 in a sidebar.
    const paragraph = `<p>${"x".repeat(200)}</p>`;
    expect(estimatedItemLines(job(paragraph), "main", 1)).toBe(2 + 3);
    expect(estimatedItemLines(job(paragraph), "sidebar", 1)).toBe(2 + 7);
    // Two item columns in a section halve the width.
    expect(estimatedItemLines(job(paragraph), "main", 2)).toBe(2 + 5);
  });

  it("keeps short items whole and lets long ones split, unless one asks to be kept together", () => {
    expect(isItemKeptTogether(job(bullets(keptItemLines - 2)), "main", 1)).toBe(true);
    expect(isItemKeptTogether(job(bullets(keptItemLines - 1)), "main", 1)).toBe(false);
    expect(isItemKeptTogether(job(bullets(12), { keepTogether: true }), "main", 1)).toBe(true);
  });
});

describe("the break rules in the markup", () => {
  it("marks short items .vt-keep, leaves long ones breakable, and keeps an item asked to", () => {
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
    expect(html).toContain('class="vt-item vt-keep" data-item="experience" data-item-id="short"');
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
    // A heading, and an item's header or meta line followed by more of the item, are never the last line of
    // a sheet; a last child's avoid would carry to the end of its item and section, so it has none.
    expect(baseCss).toMatch(
      /\.vt-section-heading,\s*\.vt-item-header:not\(:last-child\),\s*\.vt-item-meta:not\(:last-child\) \{\s*break-after: avoid;/,
    );
    expect(baseCss).toMatch(/\.vt-page \{\s*orphans: 2;\s*widows: 2;/);
  });
});
