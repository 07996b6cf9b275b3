/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";
import { css } from "./styles.ts";

const render = (data: Parameters<typeof renderResumeHtml>[0]) =>
  renderResumeHtml(data, { fontBaseUrl: "/fonts" });

describe("vitae", () => {
  it("reads the header, then the whole main column, then the right sidebar as its own block", () => {
    const html = render(withTemplate(fixtures.sample(), "vitae"));
    const main = html.indexOf('<div class="vt-main" data-column="main">');
    const sidebar = html.indexOf('<div class="vt-sidebar" data-column="sidebar">');
    expect(html.indexOf("</header>")).toBeLessThan(main);
    expect(html.indexOf(`data-section="custom.sample-open-source"`)).toBeGreaterThan(main);
    expect(html.indexOf(`data-section="custom.sample-open-source"`)).toBeLessThan(sidebar);
    expect(html.indexOf('data-section="skills"')).toBeGreaterThan(sidebar);
  });

  it("gives main the full width on a page without sidebar sections", () => {
    const html = render(withTemplate(fixtures.nearlyEmpty(), "vitae"));
    expect(html).toContain('<div class="vt-body vt-body-full">');
    expect(html).not.toContain('class="vt-sidebar"');
  });

  it("uses the primary colour for the name only", () => {
    expect(css.match(/var\(--vt-primary\)/g)).toHaveLength(1);
    expect(css).toMatch(/\.vt-vitae \.vt-name \{\n {2}color: var\(--vt-primary\);/);
  });

  it("paints nothing in a layer of its own, so the PDF's text keeps the DOM's order", () => {
    expect(css).not.toMatch(/(^|[\s;{])(clip-path|position|z-index|transform|opacity)\s*:/m);
  });
});
