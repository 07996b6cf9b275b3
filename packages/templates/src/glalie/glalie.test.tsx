/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, withFormat, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";
import { glalie } from "./index.tsx";

const render = (data: Parameters<typeof renderResumeHtml>[0]) =>
  renderResumeHtml(data, { fontBaseUrl: "/fonts" });
const colors = { primary: "#0f766e", onPrimary: "#ffffff", text: "#000000", background: "#ffffff" };

describe("glalie", () => {
  it("centres the header inside the sidebar, which comes before main", () => {
    const html = render(withTemplate(fixtures.allSections(), "glalie"));
    expect(html).toContain('<div class="vt-sidebar" data-column="sidebar"><header class="vt-header">');
    expect(html.indexOf('data-section="skills"')).toBeLessThan(html.indexOf('class="vt-main"'));
  });

  it("paints the bordered column at the sidebar's place on the sheet, for the margin and paper size", () => {
    const a4 = withTemplate(fixtures.allSections(), "glalie"); // margin 20px, 210mm = 793.701px
    const column = glalie.paperBackground?.(colors, a4) ?? "";
    // left edge at the margin; right edge at 20 + (793.701 - 40) × 0.31 = 253.647px
    expect(column).toContain(" 20px 0 / 1px 100% repeat-y");
    expect(column).toContain(" 252.647px 0 / 1px 100% repeat-y");
    expect(column).toContain("color-mix(in srgb, #0f766e 7%, #ffffff) 20px 253.647px");

    const letter = glalie.paperBackground?.(colors, withFormat(a4, "letter")) ?? "";
    expect(letter).not.toBe(column);
    expect(render(withFormat(a4, "letter"))).toContain(`html {\n  background: ${letter};`);
  });
});
