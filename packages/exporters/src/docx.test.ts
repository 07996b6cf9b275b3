import { fixtures } from "@vitae/templates/fixtures";
import { describe, expect, it } from "vitest";
import { resumeToDocx } from "./index.ts";
import {
  allSectionsIn,
  docxPart,
  docxParts,
  docxText,
  hiddenTexts,
  missingLines,
  resumesUnderTest,
  squash,
  visibleLines,
  visibleSectionNames,
} from "./test-helpers.ts";

/** A 1 × 1 PNG, as an uploaded picture might be. */
const pngDataUrl =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

const count = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;

describe("Word export", () => {
  for (const { name, data } of resumesUnderTest()) {
    it(`holds the visible text of the ${name} resume, and nothing hidden, as mammoth reads it`, async () => {
      const text = await docxText(await resumeToDocx(data));
      expect(missingLines(text, visibleLines(data))).toEqual([]);
      for (const hidden of hiddenTexts) expect(text).not.toContain(hidden);
      const flat = squash(text);
      const positions = visibleSectionNames(data).map((section) => flat.indexOf(section));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });
  }

  it("gives the name Heading 1 and each section Heading 2, so Word's navigation pane lists them", async () => {
    const data = fixtures.allSections();
    const xml = docxPart(await resumeToDocx(data), "word/document.xml");
    expect(count(xml, /<w:pStyle w:val="Heading1"\/>/g)).toBe(1);
    expect(count(xml, /<w:pStyle w:val="Heading2"\/>/g)).toBe(visibleSectionNames(data).length);
  });

  it("makes real bulleted and numbered lists, bold, italic, underlined text and links from rich text", async () => {
    const bytes = await resumeToDocx(fixtures.allSections());
    const xml = docxPart(bytes, "word/document.xml");
    const numbering = docxPart(bytes, "word/numbering.xml");
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    expect(numbering).toContain('<w:numFmt w:val="decimal"/>');
    expect(count(xml, /<w:numPr>/g)).toBeGreaterThan(4);
    expect(xml).toMatch(/<w:b\/>[\s\S]{0,200}twelve years/);
    expect(xml).toMatch(/<w:i\/>[\s\S]{0,200}millions/);
    expect(xml).toMatch(/<w:u w:val="single"\/>[\s\S]{0,200}shipped/);
    expect(xml).toMatch(/<w:hyperlink [^>]*r:id="[^"]+"[^>]*>[\s\S]{0,300}Northwind Studio/);
    expect(docxPart(bytes, "word/_rels/document.xml.rels")).toContain('Target="https://example.com/studio"');
  });

  it("aligns dates with a right tab stop at the text's width, on the resume's page size and margins", async () => {
    const data = fixtures.allSections();
    data.metadata.page = { ...data.metadata.page, format: "letter", margin: 24 };
    const xml = docxPart(await resumeToDocx(data), "word/document.xml");
    // Letter is 12240 twips wide; 24 px margins are 360 twips each.
    expect(xml).toContain('<w:pgSz w:w="12240" w:h="15840"');
    expect(xml).toMatch(/<w:pgMar w:top="360" w:right="360" w:bottom="360" w:left="360"/);
    expect(xml).toContain('<w:tab w:val="right" w:pos="11520"/>');
    expect(/<w:tab\/><w:t xml:space="preserve">Jan 2021 - Present<\/w:t>/.test(xml)).toBe(true);
  });

  it("uses the theme's colour on headings and the resume's font when common, else one of its kind", async () => {
    const data = fixtures.allSections();
    data.metadata.theme.primary = "#0d9488";
    data.metadata.typography.font.family = "Garamond";
    const styles = docxPart(await resumeToDocx(data), "word/styles.xml");
    expect(styles).toContain('w:color w:val="0D9488"');
    expect(styles).toContain('w:ascii="Garamond"');
    data.metadata.typography.font.family = "IBM Plex Serif";
    expect(docxPart(await resumeToDocx(data), "word/styles.xml")).toContain('w:ascii="Georgia"');
    data.metadata.typography.font.family = "Inter";
    expect(docxPart(await resumeToDocx(data), "word/styles.xml")).toContain('w:ascii="Calibri"');
  });

  it("sets the title, author and language of the document", async () => {
    const data = allSectionsIn("japanese");
    const bytes = await resumeToDocx(data);
    const core = docxPart(bytes, "docProps/core.xml");
    expect(core).toContain(`<dc:title>${data.basics.name} — ${data.basics.headline}</dc:title>`);
    expect(core).toContain(`<dc:creator>${data.basics.name}</dc:creator>`);
    expect(docxPart(bytes, "word/styles.xml")).toContain('w:val="ja-JP"');
  });

  it("writes right-to-left paragraphs and runs for an Arabic resume, and none for an English one", async () => {
    const arabic = docxPart(await resumeToDocx(allSectionsIn("arabic")), "word/document.xml");
    expect(count(arabic, /<w:bidi\/>/g)).toBeGreaterThan(20);
    expect(count(arabic, /<w:rtl\/>/g)).toBeGreaterThan(20);
    const english = docxPart(await resumeToDocx(fixtures.allSections()), "word/document.xml");
    expect(english).not.toContain("<w:bidi/>");
    expect(english).not.toContain("<w:rtl/>");
  });

  it("gives Japanese text an East Asian font and hint, and English none", async () => {
    const japanese = docxPart(await resumeToDocx(allSectionsIn("japanese")), "word/styles.xml");
    expect(japanese).toMatch(/<w:rFonts [^>]*w:eastAsia="Yu Gothic"/);
    expect(japanese).toMatch(/<w:rFonts [^>]*w:hint="eastAsia"/);
    expect(japanese).toContain('w:eastAsia="ja-JP"');
    const english = docxPart(await resumeToDocx(fixtures.allSections()), "word/styles.xml");
    expect(english).not.toContain('w:hint="eastAsia"');
  });

  it("includes the picture when shown, through the server's loader for a stored one, and leaves it out when hidden", async () => {
    const data = fixtures.allSections();
    data.basics.picture.url = pngDataUrl;
    expect(docxParts(await resumeToDocx(data)).some((part) => part.startsWith("word/media/"))).toBe(true);

    data.basics.picture.url = "/api/storage/user/picture.png";
    const asked: string[] = [];
    const png = Uint8Array.from(atob(pngDataUrl.split(",")[1] ?? ""), (char) => char.charCodeAt(0));
    const loaded = await resumeToDocx(data, {
      loadPicture: async (url) => {
        asked.push(url);
        return { data: png, type: "png" };
      },
    });
    expect(asked).toEqual(["/api/storage/user/picture.png"]);
    expect(docxParts(loaded).some((part) => part.startsWith("word/media/"))).toBe(true);

    data.basics.picture.effects.hidden = true;
    const hidden = await resumeToDocx(data, {
      loadPicture: async () => ({ data: png, type: "png" }),
    });
    expect(docxParts(hidden).some((part) => part.startsWith("word/media/"))).toBe(false);
  });
});
