// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "./fixtures.ts";
import { implementedTemplateIds } from "./registry.ts";
import { renderResumeHtml } from "./render-html.tsx";

// One custom CSS rule works in every template because each exposes the same semantic attributes.
const requiredFields = ["name", "heading", "title", "date", "summary", "keywords", "url"];

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
    expect(all('[data-item="experience"] [data-field="date"]').length).toBeGreaterThan(0);
    expect(all('[data-section="summary"] [data-field="summary"]')).toHaveLength(1);
  });
});
