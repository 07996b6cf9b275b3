/** @jsxRuntime automatic */
import { type ResumeData, type TemplateId, templateIds } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { templateFamilies } from "./families.ts";
import {
  allSectionsCustomId,
  fixtureNames,
  fixtures,
  hiddenMarkers,
  samplePictureUrl,
  withFormat,
  withTemplate,
} from "./fixtures.ts";
import { fontStack, getTemplate, implementedTemplateIds, pdfOptions, printCss, templates } from "./index.ts";
import { renderResumeHtml } from "./render-html.tsx";
import { expectedVisibleValues, hiddenValues, normalise, visibleText } from "./test-helpers.ts";

const render = (data: ResumeData) => renderResumeHtml(data, { fontBaseUrl: "/fonts" });

/** The markup of one section, from its opening tag to the next section or page. */
const sectionMarkup = (html: string, layoutId: string): string | undefined => {
  const start = html.indexOf(`data-section="${layoutId}"`);
  if (start === -1) return undefined;
  const next = html.slice(start + 1).search(/data-section="|<section class="page/);
  return next === -1 ? html.slice(start) : html.slice(start, start + 1 + next);
};

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;");

describe("template registry", () => {
  it("publishes each template's family in the component-free table the builder reads", () => {
    for (const id of templateIds) expect(templateFamilies[id], id).toBe(getTemplate(id).family);
  });

  it("lists the finished templates, each registered under its own id", () => {
    expect(implementedTemplateIds).toEqual(
      expect.arrayContaining(["rhyhorn", "azurill", "chikorita", "bronzor"]),
    );
    for (const id of implementedTemplateIds) {
      const template = templates[id];
      expect(template?.id).toBe(id);
      expect(template?.css).toContain(`.vt-${id}`);
    }
  });

  it("has a template for every schema id", () => {
    expect(Object.keys(templates).sort()).toEqual([...templateIds].sort());
  });

  it("falls back to rhyhorn for an id that is not a template", () => {
    expect(getTemplate("no-such-template").id).toBe("rhyhorn");
    // Inherited object keys are not templates either.
    expect(getTemplate("toString").id).toBe("rhyhorn");
    expect(getTemplate("constructor").id).toBe("rhyhorn");
    // Stored data from an older version can name a template that no longer exists: the type cannot say so.
    const html = render(withTemplate(fixtures.sample(), "no-such-template" as TemplateId));
    expect(html).toContain('class="page vt-page vt-rhyhorn');
  });
});

describe.each(implementedTemplateIds)("template %s", (id) => {
  it.each(fixtureNames)("renders the %s resume as a complete document", (name) => {
    const html = render(withTemplate(fixtures[name](), id));
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain(`<section class="page vt-page vt-${id}`);
    expect(html).toMatch(/<\/body>\s*<\/html>\s*$/);
  });

  it.each(["sample", "allSections", "long"] as const)(
    "shows every visible value of the %s resume",
    (name) => {
      const data = withTemplate(fixtures[name](), id);
      const html = render(data);
      const text = visibleText(html);
      const { texts, hrefs } = expectedVisibleValues(data);
      expect(texts.length).toBeGreaterThan(20);
      const missing = texts.filter((value) => !text.includes(value));
      expect(missing).toEqual([]);
      const missingHrefs = hrefs.filter((href) => !html.includes(`href="${escapeAttribute(href)}"`));
      expect(missingHrefs).toEqual([]);
    },
  );

  it("prints nothing of hidden items, hidden sections or sections outside the layout", () => {
    const data = withTemplate(fixtures.allSections(), id);
    const html = render(data);
    const hidden = hiddenValues(data);
    expect(hidden).toEqual(expect.arrayContaining(Object.values(hiddenMarkers)));
    expect(hidden.filter((value) => html.includes(value))).toEqual([]);
  });

  it("hides a whole built-in section when it is switched off", () => {
    const data = withTemplate(fixtures.allSections(), id);
    data.sections.awards.visible = false;
    const html = render(data);
    expect(html).not.toContain('data-section="awards"');
    expect(html).not.toContain("Design Week Award");
  });

  it("renders a custom section under its layout id", () => {
    const html = render(withTemplate(fixtures.allSections(), id));
    const markup = sectionMarkup(html, `custom.${allSectionsCustomId}`);
    expect(markup).toBeDefined();
    expect(visibleText(markup ?? "")).toContain("Speaking");
    expect(visibleText(markup ?? "")).toContain("Design systems that survive reorgs");
  });

  it("does not print empty sections", () => {
    const data = withTemplate(fixtures.allSections(), id);
    data.sections.summary.content = "<p></p>";
    data.sections.volunteer.items = [];
    for (const item of data.sections.references.items) item.visible = false;
    const html = render(data);
    expect(html).not.toContain('data-section="summary"');
    expect(html).not.toContain('data-section="volunteer"');
    expect(html).not.toContain('data-section="references"');
    expect(html).not.toContain(">Volunteering<");

    const nearlyEmpty = render(withTemplate(fixtures.nearlyEmpty(), id));
    expect(nearlyEmpty.match(/data-section="/g)).toHaveLength(1);
    expect(nearlyEmpty).toContain('data-section="education"');
  });

  it("lays items in the section's number of columns", () => {
    const data = withTemplate(fixtures.allSections(), id);
    data.sections.certifications.columns = 3;
    const html = render(data);
    expect(sectionMarkup(html, "projects")).toMatch(/class="vt-items vt-columns-2" style="--vt-columns:2"/);
    expect(sectionMarkup(html, "certifications")).toMatch(
      /class="vt-items vt-columns-3" style="--vt-columns:3"/,
    );
    expect(sectionMarkup(html, "experience")).toMatch(/class="vt-items vt-columns-1"/);
  });

  it("includes custom CSS only when it is visible", () => {
    const data = withTemplate(fixtures.sample(), id);
    data.metadata.css = { value: ".user-marker { color: tomato; }", visible: false };
    expect(render(data)).not.toContain("user-marker");
    data.metadata.css.visible = true;
    expect(render(data)).toContain("@scope (:has(> .vt-page)) {\n.user-marker{color:tomato}\n}");
  });

  it("keeps custom CSS inside its <style> element and off the network", () => {
    const data = withTemplate(fixtures.sample(), id);
    data.metadata.css = {
      visible: true,
      value:
        '@import url("https://evil.example/x.css");\n.a { background: url(https://evil.example/bg.png) }\n.b { background: url("data:image/png;base64,AAAA") }\n</style><script>alert(1)</script><style>\n.c { color: red }',
    };
    const html = render(data);
    expect(html).not.toMatch(/<script/i);
    expect(html.match(/<\/style>/gi)).toHaveLength(1);
    expect(html).not.toContain("evil.example");
    expect(html).toContain(".b{background:url(data:image/png;base64,AAAA)}");
  });

  it("strips scripts and event handlers from rich text but keeps its formatting and safe links", () => {
    const data = withTemplate(fixtures.sample(), id);
    data.sections.summary.content =
      '<p>Safe <strong>bold</strong> <a href="https://ok.example">link</a> <a href="javascript:alert(1)">bad</a></p><script>alert(1)</script><img src="x" onerror="alert(1)"><p onclick="alert(2)" style="color:red">text</p>';
    const html = render(data);
    const summary = sectionMarkup(html, "summary") ?? "";
    expect(summary).toContain("<strong>bold</strong>");
    expect(summary).toContain('<a href="https://ok.example" rel="noopener noreferrer">link</a>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|color:red/i);
    expect(summary).not.toContain("<img");
    expect(visibleText(summary)).toContain("bad");
  });

  it("obeys the picture's size, aspect ratio, radius and effects", () => {
    const data = withTemplate(fixtures.sample(), id);
    data.basics.picture = {
      url: samplePictureUrl,
      size: 96,
      aspectRatio: 0.75,
      borderRadius: 6,
      effects: { hidden: false, border: true, grayscale: true },
    };
    const html = render(data);
    expect(html).toMatch(/<img class="vt-picture vt-picture-border vt-picture-grayscale"/);
    expect(html).toContain("width:96px;height:128px;border-radius:6px");

    data.basics.picture.effects.hidden = true;
    expect(render(data)).not.toContain("<img");
  });

  it("draws icons only when icons are not hidden", () => {
    const data = withTemplate(fixtures.allSections(), id);
    data.metadata.typography.hideIcons = false;
    const shown = render(data);
    expect(shown).toMatch(/<svg class="vt-icon"[^>]* aria-hidden="true"/);
    expect(sectionMarkup(shown, "profiles")).toContain("<svg");
    data.metadata.typography.hideIcons = true;
    expect(render(data)).not.toContain("<svg");
  });

  it("puts the header on the first layout page only and skips empty layout pages", () => {
    const data = withTemplate(fixtures.long(), id);
    data.metadata.layout.push([["awards"], []]);
    data.sections.awards.visible = false;
    const html = render(data);
    expect(html.match(/<section class="page /g)).toHaveLength(2);
    expect(html.match(/class="vt-name"/g)).toHaveLength(1);
    expect(html.indexOf('data-page="1"')).toBeGreaterThan(html.indexOf('data-section="projects"'));
  });

  it("loads the chosen bundled font", () => {
    const html = render(withTemplate(fixtures.sample(), id));
    expect(html).toContain('font-family: "PT Sans";');
    expect(html).toContain('src: url("/fonts/pt-sans/pt-sans-latin-400-normal.woff2") format("woff2")');
    expect(html).toContain("/fonts/pt-sans/pt-sans-latin-ext-700-italic.woff2");
    expect(html).toContain("--vt-font-family:&quot;PT Sans&quot;, &quot;Noto Sans&quot;");
    expect(html).toContain("&quot;Noto Sans JP&quot;, &quot;Noto Sans KR&quot;");
  });

  it("sizes the sheet for A4 and Letter", () => {
    expect(render(withTemplate(fixtures.sample(), id))).toContain("size: 210mm 297mm;");
    const letter = render(withFormat(withTemplate(fixtures.sample(), id), "letter"));
    expect(letter).toContain("size: 215.9mm 279.4mm;");
    expect(letter).toContain("--vt-page-width:215.9mm");
  });

  it("marks the break-line option on each page", () => {
    const data = withTemplate(fixtures.sample(), id);
    expect(render(data)).toMatch(/class="page vt-page vt-\w+ vt-break-line/);
    data.metadata.page.options.breakLine = false;
    expect(render(data)).not.toMatch(/class="page [^"]*vt-break-line/);
  });
});

describe("reading order", () => {
  const order = (html: string, ...needles: string[]) => needles.map((needle) => html.indexOf(needle));

  it("reads the header first, then the sections as the layout orders them", () => {
    for (const id of implementedTemplateIds) {
      const html = render(withTemplate(fixtures.sample(), id));
      const [name, headline, email, summary, experience] = order(
        html,
        'class="vt-name"',
        'class="vt-headline"',
        "meera.iyer@example.com",
        'data-section="summary"',
        'data-section="experience"',
      );
      expect(name, id).toBeGreaterThan(0);
      expect([name, headline, email, summary, experience], id).toEqual(
        [name, headline, email, summary, experience].toSorted((a, b) => (a ?? 0) - (b ?? 0)),
      );
    }
  });

  it("keeps a left sidebar before main and a right sidebar after it", () => {
    const azurill = render(withTemplate(fixtures.sample(), "azurill"));
    expect(azurill.indexOf('data-section="skills"')).toBeLessThan(azurill.indexOf('data-section="summary"'));
    const chikorita = render(withTemplate(fixtures.sample(), "chikorita"));
    expect(chikorita.indexOf('data-section="skills"')).toBeGreaterThan(
      chikorita.indexOf('data-section="summary"'),
    );
    const rhyhorn = render(withTemplate(fixtures.sample(), "rhyhorn"));
    expect(rhyhorn.indexOf('data-section="references"')).toBeGreaterThan(
      rhyhorn.indexOf(`data-section="custom.sample-open-source"`),
    );
  });
});

describe("printing", () => {
  it("numbers pages in a footer of the document itself, in the resume's font and the theme's text colour", () => {
    const data = fixtures.dark();
    const css = printCss(data);
    const footer = css.slice(css.indexOf("@bottom-center"));
    expect(footer).toContain('content: "Page " counter(page) " of " counter(pages) "";');
    expect(footer).toContain("color: #e5e7eb;");
    expect(footer).toContain("font-size: 9px;");
    expect(footer).toContain(`font-family: ${fontStack(data.metadata.typography.font.family)};`);
    // Not Chromium's header and footer, which print in a system font.
    expect(pdfOptions(data)).toMatchObject({
      displayHeaderFooter: false,
      printBackground: true,
      width: "210mm",
    });
  });

  it("keeps room for page numbers only when they are on", () => {
    const data = fixtures.sample();
    expect(render(data)).toContain("margin: 0 0 8mm 0;");
    data.metadata.page.options.pageNumbers = false;
    expect(render(data)).toContain("margin: 0 0 0mm 0;");
    expect(render(data)).not.toContain("@bottom-center");
  });

  it("paints chikorita's sidebar band on the sheet so it continues on overflow sheets", () => {
    const html = render(withTemplate(fixtures.sample(), "chikorita"));
    const band = "linear-gradient(to right, #ffffff 0 66.6667%, #1d4ed8 66.6667% 100%)";
    expect(html).toContain(`html {\n  background: ${band};`);
    expect(printCss(withTemplate(fixtures.sample(), "chikorita"))).toContain(`    background: ${band};`);
  });

  it("drops chikorita's band when the resume has no sidebar section to fill it", () => {
    const html = render(withTemplate(fixtures.nearlyEmpty(), "chikorita"));
    expect(html).not.toContain("linear-gradient");
    expect(html).not.toContain('class="vt-sidebar"');
    expect(html).toContain('class="vt-body vt-body-full"');
  });

  it("titles the document with the name and headline, escaped", () => {
    const data = fixtures.sample();
    data.basics.name = "Ada <b>Lovelace</b>";
    data.basics.headline = "Analyst";
    const html = render(data);
    expect(html).toContain("<title>Ada &#60;b&#62;Lovelace&#60;/b&#62; — Analyst</title>");
    expect(normalise(visibleText(html))).toContain("Ada <b>Lovelace</b>");
  });
});
