/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";
import { css } from "./styles.ts";

const render = (data: Parameters<typeof renderResumeHtml>[0]) =>
  renderResumeHtml(data, { fontBaseUrl: "/fonts" });

describe("kakuna", () => {
  it("stacks picture, name, headline and contact in one centred header, then the sections", () => {
    const html = render(withTemplate(fixtures.allSections(), "kakuna"));
    const header = html.indexOf('<header class="vt-header"><img class="vt-picture"');
    expect(header).toBeGreaterThan(0);
    expect(html.indexOf('class="vt-name"')).toBeGreaterThan(header);
    expect(html.indexOf('data-section="summary"')).toBeGreaterThan(html.indexOf("</header>"));
  });

  it("aligns dates in a right-hand column, never in a meta line", () => {
    const html = render(withTemplate(fixtures.sample(), "kakuna"));
    expect(html).toContain('<p class="vt-item-date" data-field="date">Mar 2021 - Present</p>');
    expect(html).not.toContain('<span class="vt-item-date" data-field="date">');
  });

  it("draws the heading hairlines only with the break-line option", () => {
    expect(css).toMatch(/\.vt-kakuna\.vt-break-line \.vt-section-heading::before/);
    expect(css).not.toMatch(/\.vt-kakuna \.vt-section-heading::before/);
  });
});
