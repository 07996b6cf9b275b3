/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";

const render = (data: Parameters<typeof renderResumeHtml>[0]) =>
  renderResumeHtml(data, { fontBaseUrl: "/fonts" });

describe("pikachu", () => {
  it("reads the name box, then the sidebar (picture, contact, sections), then main", () => {
    const html = render(withTemplate(fixtures.allSections(), "pikachu"));
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    expect(header).toContain('class="vt-name"');
    expect(header).toContain('class="vt-headline"');
    expect(header).not.toContain("vt-contact");
    const positions = [
      html.indexOf("</header>"),
      html.indexOf('class="vt-sidebar"'),
      html.indexOf('class="vt-picture"'),
      html.indexOf('class="vt-contact"'),
      html.indexOf('data-section="profiles"'),
      html.indexOf('class="vt-main"'),
      html.indexOf('data-section="summary"'),
    ];
    expect(positions[0]).toBeGreaterThan(0);
    expect(positions).toEqual(positions.toSorted((a, b) => a - b));
  });

  it("prints the picture and contact on the first page only", () => {
    const html = render(withTemplate(fixtures.long(), "pikachu"));
    const second = html.slice(html.indexOf('data-page="1"'));
    expect(second).not.toContain("vt-pikachu-profile");
    expect(second).not.toContain("<header");
  });
});
