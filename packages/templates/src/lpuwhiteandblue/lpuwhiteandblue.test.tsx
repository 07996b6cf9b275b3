/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";
import { css } from "./styles.ts";

const name = "Lovely Professional University";

describe("lpuwhiteandblue", () => {
  it("reads the candidate first, then the institution's logo and name at the top right of the band", () => {
    const data = withTemplate(fixtures.allSections(), "lpuwhiteandblue");
    const html = renderResumeHtml(data, {
      fontBaseUrl: "/fonts",
      institution: { name, logoUrl: "https://cdn.example.edu/logo.png" },
    });
    const order = [
      'class="vt-picture',
      'class="vt-name"',
      'class="vt-contact"',
      'class="vt-institution"',
      "</header>",
    ].map((needle) => html.indexOf(needle));
    expect(order[0]).toBeGreaterThan(0);
    expect(order).toEqual(order.toSorted((a, b) => a - b));
    expect(html).toContain(
      `<img class="vt-institution-logo" src="https://cdn.example.edu/logo.png" alt="${name}"/>`,
    );
  });

  it("writes on the band in the colour that reads best: white on blue, the dark page colour on a light primary", () => {
    const light = renderResumeHtml(withTemplate(fixtures.sample(), "lpuwhiteandblue"), {
      fontBaseUrl: "/fonts",
    });
    expect(light).toContain('<header class="vt-header" style="--vt-band-ink:#ffffff">');
    const dark = renderResumeHtml(withTemplate(fixtures.dark(), "lpuwhiteandblue"), {
      fontBaseUrl: "/fonts",
    });
    expect(dark).toContain('<header class="vt-header" style="--vt-band-ink:#111827">');
    expect(dark).not.toContain('<div class="vt-institution');
  });

  it("runs the primary section rule full width only with the break-line option", () => {
    expect(css).toMatch(
      /\.vt-lpuwhiteandblue\.vt-break-line \.vt-section-heading \{\n {2}background-size: 100% 1\.5px;/,
    );
  });

  it("paints nothing in a layer of its own, so the PDF's text keeps the DOM's order", () => {
    expect(css).not.toMatch(/(^|[\s;{])(clip-path|position|z-index|transform|opacity)\s*:/m);
  });
});
