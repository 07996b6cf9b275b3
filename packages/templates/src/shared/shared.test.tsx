/** @jsxRuntime automatic */
import { existsSync } from "node:fs";
import { quickPickFonts, type ResumeData } from "@vitae/schema";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fixtures } from "../fixtures.ts";
import { bundledFonts, fontFaceCss, fontStack } from "../fonts.ts";
import { fontFileForUrlPath, fontFilePath } from "../node.ts";
import { printCss } from "../render.tsx";
import { scriptFontsFor } from "../script-fonts.ts";
import { findSimpleIcon } from "../simple-icons.ts";
import { BrandIconsProvider } from "./brand-icons.tsx";
import { contrastRatio, readableOn } from "./color.ts";
import { resumeDirection } from "./direction.ts";
import { brandIconSlugsOf, ProfileIcon, SlugIcon } from "./icons.tsx";
import { Level } from "./item.tsx";
import { mergedSections, sectionsForPage } from "./layout.ts";
import { hasRichText, safeImageSrc, sanitizeRichText } from "./sanitize.ts";

describe("readableOn", () => {
  it("picks white on dark colours and the text colour on pale ones", () => {
    expect(readableOn("#1d4ed8")).toBe("#ffffff");
    expect(readableOn("#dc2626", "#000000")).toBe("#ffffff");
    expect(readableOn("#fde047", "#111827")).toBe("#111827");
    expect(readableOn("#fff")).toBe("#000000");
  });

  it("measures WCAG contrast", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });
});

describe("sanitizeRichText", () => {
  it("keeps the allow-list and drops everything else", () => {
    const html =
      '<h2 style="text-align:center">Title</h2><p>a<br>b <em>c</em> <u>d</u> <s>e</s> <code>f</code></p><ol><li>g</li></ol><blockquote>h</blockquote><iframe src="https://x"></iframe><div class="x">i</div>';
    expect(sanitizeRichText(html)).toBe(
      '<h2 style="text-align:center">Title</h2><p>a<br />b <em>c</em> <u>d</u> <s>e</s> <code>f</code></p><ol><li>g</li></ol><blockquote>h</blockquote>i',
    );
  });

  it("allows http, https and mailto links only, always with rel=noopener noreferrer", () => {
    expect(sanitizeRichText('<a href="mailto:a@example.com" target="_blank">m</a>')).toBe(
      '<a href="mailto:a@example.com" rel="noopener noreferrer">m</a>',
    );
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example">x</a>')).not.toContain("evil");
  });

  it("is idempotent, so the server may sanitise on write and templates again on render", () => {
    const once = sanitizeRichText('<p onclick="x">a <a href="https://b.example">b</a><script>c</script></p>');
    expect(sanitizeRichText(once)).toBe(once);
    expect(once).not.toContain("script");
  });

  it("keeps images with a web or data: image source and their alt text, and drops every other image", () => {
    expect(
      sanitizeRichText(
        '<p>a</p><img src="https://x.example/a.png" alt="Chart" onerror="alert(1)" width="9">',
      ),
    ).toBe('<p>a</p><img src="https://x.example/a.png" alt="Chart" />');
    expect(sanitizeRichText('<img src="data:image/png;base64,AA" alt="">')).toBe(
      '<img src="data:image/png;base64,AA" alt="" />',
    );
    for (const src of [
      "javascript:alert(1)",
      "data:text/html,<script>x</script>",
      "//evil.example/a.png",
      "",
    ]) {
      expect(sanitizeRichText(`<p>t</p><img src="${src}">`), src).toBe("<p>t</p>");
    }
    expect(sanitizeRichText("<img>")).toBe("");
    expect(hasRichText('<img src="https://x.example/a.png">')).toBe(true);
  });

  it("treats empty paragraphs as no content", () => {
    expect(hasRichText("<p></p><p> </p>")).toBe(false);
    expect(hasRichText("<p>&nbsp;x</p>")).toBe(true);
  });
});

describe("safeImageSrc", () => {
  it("accepts web, same-origin, data-image and blob sources only", () => {
    expect(safeImageSrc("https://cdn.example/p.jpg")).toBe("https://cdn.example/p.jpg");
    expect(safeImageSrc("/uploads/p.png")).toBe("/uploads/p.png");
    expect(safeImageSrc("data:image/png;base64,AA")).toBeDefined();
    expect(safeImageSrc("javascript:alert(1)")).toBeUndefined();
    expect(safeImageSrc("//evil.example/p.png")).toBeUndefined();
    expect(safeImageSrc("data:text/html,<script>")).toBeUndefined();
  });
});

describe("fonts", () => {
  it("bundles the ten quick-pick fonts and Times New Roman", () => {
    for (const family of [...quickPickFonts, "Times New Roman"]) {
      const font = bundledFonts[family];
      expect(font, family).toBeDefined();
      expect(font?.files).toHaveLength(8);
    }
  });

  it("writes regular, italic, bold and bold italic faces for latin and latin-ext", () => {
    const css = fontFaceCss("IBM Plex Serif", "https://app.example/fonts/");
    expect(css.match(/@font-face/g)).toHaveLength(8);
    expect(css).toContain(
      'url("https://app.example/fonts/ibm-plex-serif/ibm-plex-serif-latin-700-italic.woff2")',
    );
    expect(css).toContain("unicode-range: U+0100-02BA");
  });

  it("serves Times New Roman from the metric-compatible Tinos files", () => {
    expect(fontFaceCss("Times New Roman", "/fonts")).toContain(
      'font-family: "Times New Roman";\n  font-style: normal;\n  font-weight: 400;\n  font-display: block;\n  src: url("/fonts/times-new-roman/tinos-latin-400-normal.woff2")',
    );
  });

  it("falls back to a generic family for fonts it does not bundle", () => {
    expect(fontFaceCss("Comic Neue", "/fonts")).toBe("");
    expect(fontStack("Comic Neue")).toMatch(/^"Comic Neue", .*sans-serif$/);
    expect(fontStack("Source Serif 4")).toMatch(/serif$/);
    const hostile = fontStack('Evil"; } </style>');
    expect(hostile).not.toMatch(/[<>]/);
    expect(hostile.startsWith('"Evil; } /style", "Noto Sans"')).toBe(true);
  });

  it("resolves bundled files on disk and refuses anything else", () => {
    const file = fontFilePath("PT Sans", "pt-sans-latin-400-normal.woff2");
    expect(file).not.toBeNull();
    expect(existsSync(file ?? "")).toBe(true);
    expect(fontFileForUrlPath("times-new-roman", "tinos-latin-700-italic.woff2")).toMatch(/tinos.*\.woff2$/);
    expect(fontFileForUrlPath("pt-sans", "../../../package.json")).toBeNull();
    expect(fontFilePath("Comic Neue", "x.woff2")).toBeNull();
  });
});

describe("icons", () => {
  it("finds simple-icons by slug and draws them in currentColor, hidden on request", () => {
    expect(findSimpleIcon("github")?.title).toBe("GitHub");
    expect(findSimpleIcon("no-such-brand")).toBeUndefined();
    expect(findSimpleIcon("constructor")).toBeUndefined();
    const withIcons = (slug: string, hidden: boolean) =>
      renderToStaticMarkup(
        <BrandIconsProvider lookup={findSimpleIcon}>
          <ProfileIcon slug={slug} hidden={hidden} />
        </BrandIconsProvider>,
      );
    expect(withIcons("GitHub", false)).toMatch(
      /^<svg class="vt-icon"[^>]* aria-hidden="true" fill="currentColor"><path d="M12/,
    );
    expect(withIcons("github", true)).toBe("");
    expect(withIcons("unknown", false)).toBe("");
  });

  it("draws no brand icon without a provider (the browser loads only the slugs a resume uses)", () => {
    expect(renderToStaticMarkup(<ProfileIcon slug="github" hidden={false} />)).toBe("");
  });

  it("lists the brand icons a resume needs: profiles and custom fields, not its own contact icons", () => {
    const data = fixtures.allSections();
    const withIcons = {
      ...data,
      basics: {
        ...data.basics,
        customFields: [
          { id: "a", icon: "calendar", name: "Born", value: "1815" },
          { id: "b", icon: " GitLab ", name: "Code", value: "ada" },
          { id: "c", icon: "no spaces!", name: "x", value: "y" },
        ],
      },
      sections: {
        ...data.sections,
        profiles: {
          ...data.sections.profiles,
          items: data.sections.profiles.items.map((item, index) => ({
            ...item,
            icon: ["github", "gitlab"][index % 2] ?? "",
          })),
        },
      },
    };
    expect(data.sections.profiles.items.length).toBeGreaterThan(0);
    expect(brandIconSlugsOf(withIcons)).toEqual(["github", "gitlab"]);
  });

  it("uses the package's own icons for generic slugs such as calendar", () => {
    expect(renderToStaticMarkup(<SlugIcon slug="calendar" hidden={false} />)).toContain(
      'stroke="currentColor"',
    );
  });
});

describe("Level", () => {
  it("shows five dots or a bar, labelled, and nothing at level 0", () => {
    const dots = renderToStaticMarkup(<Level level={3} style="dots" />);
    expect(dots).toContain('aria-label="Level 3 of 5"');
    expect(dots.match(/vt-level-dot-on/g)).toHaveLength(3);
    expect(dots.match(/class="vt-level-dot/g)).toHaveLength(5);
    expect(renderToStaticMarkup(<Level level={4} style="bar" />)).toContain("width:80%");
    expect(renderToStaticMarkup(<Level level={0} style="dots" />)).toBe("");
  });
});

describe("layout helpers", () => {
  it("returns a page's printable sections as main and sidebar", () => {
    const data = fixtures.allSections();
    const { main, sidebar } = sectionsForPage(data, 0);
    expect(main).toEqual([
      "summary",
      "experience",
      "internship",
      "projects",
      "education",
      "custom.fixture-custom-visible",
    ]);
    expect(sidebar[0]).toBe("profiles");
    expect(mergedSections(data, 0)).toEqual([...main, ...sidebar]);
    expect(sectionsForPage(data, 7)).toEqual({ main: [], sidebar: [] });
  });
});

describe("other scripts", () => {
  const withText = (name: string, locale: ResumeData["metadata"]["locale"] = "en-US") => {
    const data = structuredClone(fixtures.sample());
    data.basics.name = name;
    data.metadata.locale = locale;
    return data;
  };

  it("asks only for the script fonts the text uses; Han takes the shapes of the resume's language", () => {
    expect(scriptFontsFor(withText("Ada Lovelace")).map((font) => font.slug)).toEqual([]);
    expect(scriptFontsFor(withText("محمد · राहुल · Иван")).map((font) => font.slug)).toEqual([
      "noto-sans",
      "vazirmatn",
      "noto-sans-devanagari",
    ]);
    expect(scriptFontsFor(withText("王小明")).map((font) => font.slug)).toEqual(["noto-sans-sc"]);
    expect(scriptFontsFor(withText("王小明", "zh-TW")).map((font) => font.slug)).toEqual(["noto-sans-tc"]);
    expect(scriptFontsFor(withText("山田 たろう", "ja-JP")).map((font) => font.slug)).toEqual([
      "noto-sans-jp",
    ]);
  });

  it("fills in emoji from the outline emoji font, only for a resume that has some", () => {
    expect(scriptFontsFor(withText("Ada Lovelace 🚀")).map((font) => font.slug)).toEqual(["noto-emoji"]);
    // Symbols the text faces have are no reason to load it.
    expect(scriptFontsFor(withText("Ada Lovelace © ® ™")).map((font) => font.slug)).toEqual([]);
    expect(fontStack("PT Sans")).toMatch(/"Noto Emoji", Helvetica/);
  });

  it("asks for the script font of the page footer's words when pages are numbered", () => {
    const hindi = withText("Ada Lovelace", "hi-IN");
    hindi.metadata.page.options.pageNumbers = true;
    expect(scriptFontsFor(hindi).map((font) => font.slug)).toEqual(["noto-sans-devanagari"]);
    hindi.metadata.page.options.pageNumbers = false;
    expect(scriptFontsFor(hindi).map((font) => font.slug)).toEqual([]);
  });

  it("reads right to left when most of the name, headline and summary is RTL text, else by the language", () => {
    expect(resumeDirection(withText("Ada Lovelace"))).toBe("ltr");
    expect(resumeDirection(withText("Ada Lovelace", "ar-SA"))).toBe("ltr");
    const empty = withText("", "ar-SA");
    empty.basics.headline = "";
    empty.sections.summary.content = "";
    expect(resumeDirection(empty)).toBe("rtl");
    const hebrewText = withText("דנה לוי");
    hebrewText.basics.headline = "מהנדסת תוכנה";
    hebrewText.sections.summary.content = "<p>שלום</p>";
    expect(resumeDirection(hebrewText)).toBe("rtl");
  });

  it("prints the page footer in the resume's language", () => {
    expect(printCss(withText("A", "de-DE"))).toContain(
      'content: "Seite " counter(page) " von " counter(pages) "";',
    );
    expect(printCss(withText("A", "de-DE"))).toContain("direction: ltr;");
    expect(printCss(withText("محمد", "ar-SA"))).toContain("direction: rtl;");
  });
});
