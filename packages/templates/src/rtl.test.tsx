import type { ResumeData } from "@vitae/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fixtures, withTemplate } from "./fixtures.ts";
import { implementedTemplateIds } from "./registry.ts";
import { printCss, ResumeDocument, resumeCss } from "./render.tsx";

// An Arabic resume: the name, headline and summary decide the page's direction (shared/direction.ts).
const arabic = (): ResumeData => {
  const data = structuredClone(fixtures.allSections());
  data.basics.name = "ليلى أحمد";
  data.basics.headline = "مهندسة برمجيات أولى";
  data.sections.summary.content = "<p>أبني أنظمة موثوقة وأقود فرقًا صغيرة منذ عشر سنوات.</p>";
  data.metadata.locale = "ar-SA";
  return data;
};

// Physical sides in declarations (not in selectors, comments or values such as `left bottom` handled per dir).
const physicalProperty =
  /(?:^|[;{\s])(?:margin|padding|border)-(?:left|right)\s*:|(?:^|[;{\s])(?:left|right)\s*:|text-align\s*:\s*(?:left|right)\b|float\s*:\s*(?:left|right)\b/m;

describe("right-to-left templates", () => {
  it.each(implementedTemplateIds)(
    "%s lays an Arabic resume out right to left with logical properties only",
    (id) => {
      const data = withTemplate(arabic(), id);
      const html = renderToStaticMarkup(<ResumeDocument data={data} />);
      expect(html).toMatch(/<section[^>]*dir="rtl"/);
      expect(html).not.toMatch(/<section[^>]*dir="ltr"/);
      const css = `${resumeCss(data, { fontBaseUrl: "/fonts" })}\n${printCss(data)}`.replace(
        /\/\*[\s\S]*?\*\//g,
        "",
      );
      expect(css).not.toMatch(physicalProperty);
      // Inline styles the components write, too.
      for (const [, style] of html.matchAll(/style="([^"]*)"/g)) expect(style).not.toMatch(physicalProperty);
    },
  );

  it("keeps an English resume left to right", () => {
    const html = renderToStaticMarkup(<ResumeDocument data={withTemplate(fixtures.sample(), "chikorita")} />);
    expect(html).toMatch(/<section[^>]*dir="ltr"/);
  });

  it("mirrors a sidebar band painted on the sheet", () => {
    const band = (data: ResumeData) =>
      renderToStaticMarkup(<ResumeDocument data={withTemplate(data, "chikorita")} />).match(
        /--vt-paper:linear-gradient\(to (left|right)/,
      )?.[1];
    expect(band(fixtures.allSections())).toBe("right");
    expect(band(arabic())).toBe("left");
  });
});
