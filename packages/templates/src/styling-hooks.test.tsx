// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "./fixtures.ts";
import { implementedTemplateIds } from "./registry.ts";
import { renderResumeHtml } from "./render-html.tsx";
import { styledFields } from "./shared/styling-hooks.ts";

// One custom CSS rule works in every template because each exposes the same semantic attributes. The fixture has
// no picture, and not every template shows a level; every other field must be there.
const requiredFields = styledFields.filter((field) => field !== "picture" && field !== "level");

describe.each(implementedTemplateIds)("the styling hooks of %s", (template) => {
  const html = renderResumeHtml(withTemplate(fixtures.allSections(), template), { fontBaseUrl: "/fonts" });
  const document = new DOMParser().parseFromString(html, "text/html");
  const all = (selector: string) => Array.from(document.querySelectorAll(selector));

  it("marks every page, section, item and column", () => {
    expect(all(".vt-page").every((page) => page.hasAttribute("data-page"))).toBe(true);
    const sections = all(".vt-section");
    expect(sections.length).toBeGreaterThan(5);
    for (const section of sections) {
      expect(section.getAttribute("data-section")).toMatch(/^(?:[a-z]+|custom\..+)$/);
      expect(["main", "sidebar"]).toContain(section.getAttribute("data-column"));
    }
    expect(all('[data-section="experience"] [data-item="experience"]').length).toBeGreaterThan(0);
    expect(all("[data-item]").length).toBe(all(".vt-item").length);
  });

  it("names the fields the same way", () => {
    const fields = new Set(all("[data-field]").map((element) => element.getAttribute("data-field")));
    for (const field of requiredFields) expect(fields, field).toContain(field);
    for (const field of fields) expect(styledFields, String(field)).toContain(field);
    expect(all('[data-item="experience"] [data-field="date"]').length).toBeGreaterThan(0);
    expect(all('[data-section="summary"] [data-field="summary"]')).toHaveLength(1);
  });
});
