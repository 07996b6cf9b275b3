/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";

const render = (data: Parameters<typeof renderResumeHtml>[0]) =>
  renderResumeHtml(data, { fontBaseUrl: "/fonts" });

describe("onyx", () => {
  it("reads the header left to right: picture, name and headline, then the contact column", () => {
    const html = render(withTemplate(fixtures.allSections(), "onyx"));
    const header = html.indexOf('<header class="vt-header"><img class="vt-picture"');
    expect(header).toBeGreaterThan(0);
    const headline = html.indexOf('class="vt-headline"');
    const contact = html.indexOf('<ul class="vt-contact" data-field="contact">');
    expect(headline).toBeGreaterThan(html.indexOf('class="vt-name"'));
    expect(contact).toBeGreaterThan(headline);
    expect(html.indexOf("</header>")).toBeGreaterThan(contact);
  });

  it("puts dates in a meta line under the title, never in a right-hand column", () => {
    const html = render(withTemplate(fixtures.sample(), "onyx"));
    expect(html).toContain('<span class="vt-item-date" data-field="date">Mar 2021 - Present</span>');
    expect(html).not.toContain('class="vt-item-aside');
  });
});
