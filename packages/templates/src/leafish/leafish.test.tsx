/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";

const render = (data: Parameters<typeof renderResumeHtml>[0]) =>
  renderResumeHtml(data, { fontBaseUrl: "/fonts" });

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("leafish", () => {
  it("reads the band (header, then summary) before the left column and the right column", () => {
    const html = render(withTemplate(fixtures.sample(), "leafish"));
    const band = html.indexOf('<div class="vt-band"><header class="vt-header">');
    const summary = html.indexOf('data-section="summary"');
    const body = html.indexOf('<div class="vt-body"><div class="vt-main" data-column="main">');
    expect(band).toBeGreaterThan(0);
    expect(summary).toBeGreaterThan(band);
    expect(body).toBeGreaterThan(summary);
    expect(html.indexOf('data-section="experience"')).toBeGreaterThan(body);
    expect(html.indexOf('<div class="vt-sidebar" data-column="sidebar">')).toBeGreaterThan(
      html.indexOf('data-section="experience"'),
    );
    expect(html.indexOf('data-section="skills"')).toBeGreaterThan(
      html.indexOf('<div class="vt-sidebar" data-column="sidebar">'),
    );
    expect(count(html, 'data-section="summary"')).toBe(1);
  });

  it("lifts the summary into the band from either column of the first page, but not from a later page", () => {
    const data = withTemplate(fixtures.long(), "leafish");
    data.metadata.layout[0] = [
      ["experience", "projects"],
      ["summary", "skills"],
    ];
    const html = render(data);
    expect(html.indexOf('data-section="summary"')).toBeLessThan(html.indexOf('class="vt-body'));

    data.metadata.layout[0] = [["experience", "projects"], ["skills"]];
    data.metadata.layout[1] = [["summary", "education"], ["awards"]];
    const later = render(data);
    const secondPage = later.indexOf('data-page="1"');
    expect(later.indexOf('data-section="summary"')).toBeGreaterThan(secondPage);
    expect(later.slice(0, secondPage)).toContain('<div class="vt-band">');
    expect(later.slice(secondPage)).not.toContain('<div class="vt-band">');
  });

  it("gives one column the full width when the page has nothing for the other", () => {
    const html = render(withTemplate(fixtures.nearlyEmpty(), "leafish"));
    expect(html).toContain('<div class="vt-body vt-body-full"><div class="vt-main" data-column="main">');
    expect(html).not.toContain('class="vt-sidebar"');
  });
});
