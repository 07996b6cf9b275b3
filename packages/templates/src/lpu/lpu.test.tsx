/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";
import type { Institution } from "../types.ts";
import { css } from "./styles.ts";

const render = (institution?: Institution) =>
  renderResumeHtml(withTemplate(fixtures.sample(), "lpu"), { fontBaseUrl: "/fonts", institution });

const name = "Deccan Institute of Technology";

describe("lpu", () => {
  it("opens the masthead with the institution's logo (alt text = its name) and name, then the candidate", () => {
    const html = render({ name, logoUrl: "/uploads/logo.svg" });
    const header = html.indexOf('<header class="vt-header">');
    const mark = html.indexOf('<div class="vt-institution">');
    expect(header).toBeGreaterThan(0);
    expect(mark).toBeGreaterThan(header);
    expect(html).toContain(`<img class="vt-institution-logo" src="/uploads/logo.svg" alt="${name}"/>`);
    expect(html).toContain(`<p class="vt-institution-name">${name}</p>`);
    expect(html.indexOf('class="vt-name"')).toBeGreaterThan(mark);
    expect(html.indexOf('data-section="summary"')).toBeGreaterThan(html.indexOf("</header>"));
  });

  it("sets the name alone as a wordmark without a logo, or with a logo the printer may not load", () => {
    for (const html of [render({ name }), render({ name, logoUrl: "javascript:alert(1)" })]) {
      expect(html).toContain(
        `<div class="vt-institution vt-institution-wordmark"><p class="vt-institution-name">${name}</p></div>`,
      );
      expect(html).not.toContain('<img class="vt-institution-logo');
      expect(html).not.toContain("javascript:");
    }
  });

  it("is complete without an institution: the masthead holds the candidate", () => {
    const html = render();
    expect(html).not.toContain('<div class="vt-institution');
    expect(html).toMatch(
      /<header class="vt-header"><div class="vt-header-text"><h1 class="vt-name" data-field="name">Meera Iyer<\/h1>/,
    );
  });

  it("aligns dates in a right-hand column, never in a meta line", () => {
    const html = render();
    expect(html).toContain('<p class="vt-item-date" data-field="date">Mar 2021 - Present</p>');
    expect(html).not.toContain('<span class="vt-item-date" data-field="date">');
  });

  it("paints nothing in a layer of its own, so the PDF's text keeps the DOM's order", () => {
    expect(css).not.toMatch(/(^|[\s;{])(clip-path|position|z-index|transform|opacity)\s*:/m);
  });
});
