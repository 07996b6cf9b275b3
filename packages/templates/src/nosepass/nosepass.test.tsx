/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";

const render = (data: Parameters<typeof renderResumeHtml>[0]) =>
  renderResumeHtml(data, { fontBaseUrl: "/fonts" });

describe("nosepass", () => {
  it("puts the picture in the header's label column, before name, headline and contact", () => {
    const html = render(withTemplate(fixtures.allSections(), "nosepass"));
    expect(html).toContain('<header class="vt-header"><div class="vt-header-gutter"><img class="vt-picture"');
    expect(html.indexOf('class="vt-header-text"')).toBeGreaterThan(html.indexOf('class="vt-picture"'));
  });

  it("keeps an empty label column when there is no picture, so the name stays on the values' edge", () => {
    const html = render(withTemplate(fixtures.nearlyEmpty(), "nosepass"));
    expect(html).toContain('<div class="vt-header-gutter"></div><div class="vt-header-text">');
  });

  it("gives each item's dates, place and level to the label column (the aside), after the title in the DOM", () => {
    const html = render(withTemplate(fixtures.sample(), "nosepass"));
    const title = html.indexOf(">Quillpay</h3>");
    const date = html.indexOf('<p class="vt-item-date" data-field="date">Mar 2021 - Present</p>');
    expect(title).toBeGreaterThan(0);
    expect(date).toBeGreaterThan(title);
    expect(html).toMatch(/<div class="vt-item-aside vt-meta"><div class="vt-level vt-level-dots" role="img"/);
    expect(html).not.toContain('<span class="vt-item-date" data-field="date">');
  });
});
