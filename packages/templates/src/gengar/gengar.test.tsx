/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "../fixtures.ts";
import { printCss } from "../render.tsx";
import { renderResumeHtml } from "../render-html.tsx";

const render = (data: Parameters<typeof renderResumeHtml>[0]) =>
  renderResumeHtml(data, { fontBaseUrl: "/fonts" });

describe("gengar", () => {
  it("puts the header (picture, name, headline, contact) at the top of the sidebar, before main", () => {
    const html = render(withTemplate(fixtures.allSections(), "gengar"));
    const sidebar = html.indexOf('<div class="vt-sidebar" data-column="sidebar"><header class="vt-header">');
    expect(sidebar).toBeGreaterThan(0);
    expect(html.indexOf('class="vt-picture"')).toBeGreaterThan(sidebar);
    expect(html.indexOf('data-section="profiles"')).toBeLessThan(html.indexOf('class="vt-main"'));
  });

  it("washes the sidebar's third of every sheet, footer included", () => {
    const data = withTemplate(fixtures.sample(), "gengar");
    const band =
      "linear-gradient(to right, color-mix(in srgb, #1d4ed8 11%, #ffffff) 0 33.3333%, #ffffff 33.3333% 100%)";
    expect(render(data)).toContain(`html {\n  background: ${band};`);
    expect(printCss(data)).toContain(`    background: ${band};`);
  });

  it("keeps the sidebar column on a page without sidebar sections, so main stays beside the wash", () => {
    const data = withTemplate(fixtures.long(), "gengar");
    data.metadata.layout[1] = [["education"], []];
    const html = render(data);
    const second = html.slice(html.indexOf('data-page="1"'));
    expect(second).toContain(
      '<div class="vt-sidebar" data-column="sidebar"></div><div class="vt-main" data-column="main">',
    );
  });
});
