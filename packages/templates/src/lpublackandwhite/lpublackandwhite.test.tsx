/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, samplePictureUrl, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";
import { css } from "./styles.ts";

describe("lpublackandwhite", () => {
  it("ignores the primary colour and prints pictures and logos in greyscale", () => {
    expect(css).toContain("--vt-primary: var(--vt-text) !important;");
    expect(css).toContain("--vt-on-primary: var(--vt-background) !important;");
    expect(css).toMatch(/\.vt-lpublackandwhite img \{\n {2}filter: grayscale\(1\);/);
    // The accent never appears in the template's own sheet.
    expect(css).not.toMatch(/var\(--vt-primary(?:-wash)?\)/);
  });

  it("shows the institution's logo and name in the letterhead, before the candidate", () => {
    const data = withTemplate(fixtures.sample(), "lpublackandwhite");
    const html = renderResumeHtml(data, {
      fontBaseUrl: "/fonts",
      institution: { name: "Deccan Institute of Technology", logoUrl: "/logo.svg" },
    });
    expect(html).toContain(
      '<img class="vt-institution-logo" src="/logo.svg" alt="Deccan Institute of Technology"/>',
    );
    expect(html.indexOf('class="vt-institution"')).toBeLessThan(html.indexOf('class="vt-name"'));
  });

  it("balances the centred candidate against the printed photo's width", () => {
    const data = withTemplate(fixtures.sample(), "lpublackandwhite");
    expect(renderResumeHtml(data, { fontBaseUrl: "/fonts" })).toContain('style="--vt-picture-width:0px"');
    data.basics.picture.url = samplePictureUrl;
    expect(renderResumeHtml(data, { fontBaseUrl: "/fonts" })).toContain('style="--vt-picture-width:96px"');
  });

  it("paints nothing in a layer of its own, so the PDF's text keeps the DOM's order", () => {
    expect(css).not.toMatch(/(^|[\s;{])(clip-path|position|z-index|transform|opacity)\s*:/m);
  });
});
