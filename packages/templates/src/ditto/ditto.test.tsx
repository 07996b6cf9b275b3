/** @jsxRuntime automatic */
import { describe, expect, it } from "vitest";
import { fixtures, samplePictureUrl, withTemplate } from "../fixtures.ts";
import { renderResumeHtml } from "../render-html.tsx";

const render = (data: Parameters<typeof renderResumeHtml>[0]) =>
  renderResumeHtml(data, { fontBaseUrl: "/fonts" });

describe("ditto", () => {
  it("hangs the picture from the band by half its printed height", () => {
    const data = withTemplate(fixtures.sample(), "ditto");
    data.basics.picture = { ...data.basics.picture, url: samplePictureUrl, size: 96, aspectRatio: 0.75 };
    const html = render(data);
    expect(html).toContain(
      '<header class="vt-header vt-ditto-with-picture" style="--vt-ditto-picture-height:128px">',
    );
  });

  it("gives the band's text the full width when no picture prints", () => {
    const data = withTemplate(fixtures.sample(), "ditto");
    data.basics.picture = { ...data.basics.picture, url: samplePictureUrl };
    data.basics.picture.effects.hidden = true;
    expect(render(data)).toContain('<header class="vt-header"><div class="vt-header-text">');
    expect(render(withTemplate(fixtures.nearlyEmpty(), "ditto"))).toContain('<header class="vt-header">');
  });

  it("reads header, then the sidebar, then main; main takes the width of a page without sidebar", () => {
    const html = render(withTemplate(fixtures.allSections(), "ditto"));
    const header = html.indexOf("<header");
    const sidebar = html.indexOf('class="vt-sidebar"');
    const main = html.indexOf('class="vt-main"');
    expect(header).toBeGreaterThan(0);
    expect(header).toBeLessThan(sidebar);
    expect(sidebar).toBeLessThan(main);
    expect(html.indexOf('data-section="profiles"')).toBeLessThan(main);
    expect(render(withTemplate(fixtures.nearlyEmpty(), "ditto"))).toContain('class="vt-body vt-body-full"');
  });
});
