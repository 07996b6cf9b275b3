import type { ResumeData } from "@vitae/schema";
import { fixtures, withTemplate } from "@vitae/templates/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import { readPdf } from "../machine-reading/index.ts";
import { type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import type { BrowserPool } from "./browser-pool.ts";
import { openPdf, pageNumbers, refOf } from "./pdf-file.ts";
import { createPrinterTestApp, createTestPool, pdfFonts, pdfText, printAs } from "./printer.test-helpers.ts";

let pool: BrowserPool;
let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  pool = createTestPool({ size: 1 });
  test = await createPrinterTestApp({ printer: { pool, prerender: false } });
  alice = await signUp(test, "alice");
});

afterAll(async () => {
  await test.close();
  await pool.close();
});

const print = (data: ResumeData) => printAs(test, alice, data);

const withFont = (data: ResumeData, family: string): ResumeData => ({
  ...data,
  metadata: {
    ...data.metadata,
    typography: { ...data.metadata.typography, font: { ...data.metadata.typography.font, family } },
  },
});

/** The glyph ids each page draws (Identity-H: two bytes a glyph); 0 is `.notdef`, the empty box. */
const drawnGlyphs = (pdf: Buffer): number[] => {
  const editor = openPdf(pdf);
  if (editor === undefined) throw new Error("Not a PDF the printer can read");
  return pageNumbers(editor).flatMap((page) => {
    const contents = refOf(editor.get(page)?.value ?? "", "Contents");
    const stream = contents === undefined ? "" : (editor.get(contents)?.stream?.toString("latin1") ?? "");
    return [...stream.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)].flatMap(([, hex = ""]) =>
      (hex.match(/.{4}/g) ?? []).map((glyph) => Number.parseInt(glyph, 16)),
    );
  });
};

describe("the page numbers", () => {
  it("print in the resume's own font: no fallback font is embedded", async () => {
    for (const family of ["PT Sans", "Lora", "IBM Plex Serif"]) {
      const data = withFont(withTemplate(fixtures.sample(), "onyx"), family);
      expect(data.metadata.page.options.pageNumbers).toBe(true);
      const pdf = await print(data);
      const fonts = await pdfFonts(pdf);
      const name = family.replaceAll(" ", "");
      expect(fonts.length).toBeGreaterThan(0);
      expect(
        fonts.filter((font) => !font.startsWith(name)),
        family,
      ).toEqual([]);
      expect(await pdfText(pdf)).toMatch(/Page 1 of \d/);
    }
  });

  it("print their words in the resume's language with its script font", async () => {
    const data = withTemplate(fixtures.sample(), "onyx");
    data.metadata.locale = "hi-IN";
    const pdf = await print(data);
    const fonts = await pdfFonts(pdf);
    expect(fonts).toContain("NotoSansDevanagari-Regular");
    expect(fonts.filter((font) => !/^(PTSans|NotoSansDevanagari)-/.test(font))).toEqual([]);
    expect(await pdfText(pdf)).toMatch(/पृष्ठ 1 /);
  });

  it("are read after each sheet's content, so a parser reads the name first", async () => {
    const data = withTemplate(fixtures.sample(), "azurill");
    const { pages } = await readPdf(await print(data));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]?.startsWith(data.basics.name)).toBe(true);
    pages.forEach((page, index) => {
      expect(page.trim().split("\n").at(-1)).toBe(`Page ${index + 1} of ${pages.length}`);
    });
  });
});

describe("emoji", () => {
  it("print from the bundled emoji font, never as empty boxes", async () => {
    const data = withTemplate(fixtures.sample(), "onyx");
    data.basics.headline = "Backend engineer 🚀 payments ☕";
    data.sections.summary.content = "<p>I like 🐘 PostgreSQL and ✅ reliable systems ❤️.</p>";
    const pdf = await print(data);
    expect(await pdfFonts(pdf)).toContain("NotoEmoji-Regular");
    const text = await pdfText(pdf);
    for (const emoji of ["🚀", "☕", "🐘", "✅", "❤"]) expect(text).toContain(emoji);
    expect(drawnGlyphs(pdf)).not.toContain(0);
  });

  it("reach the preview too: the emoji font's rules and files are served without signing in", async () => {
    const css = await test.app.inject({ method: "GET", url: "/fonts/css/noto-emoji.css" });
    expect(css.statusCode).toBe(200);
    const file = /url\((\/fonts\/noto-emoji\/[^)]+\.woff2)\)/.exec(css.body)?.[1] ?? "(no file)";
    expect(css.body).toContain("unicode-range");
    const font = await test.app.inject({ method: "GET", url: file });
    expect(font.statusCode).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
  });

  it("leave a resume without emoji free of the emoji font", async () => {
    expect(await pdfFonts(await print(withTemplate(fixtures.sample(), "onyx")))).not.toContain(
      "NotoEmoji-Regular",
    );
  });
});
