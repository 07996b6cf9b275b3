import {
  itemSectionRegistry,
  pageFormats,
  type ResumeData,
  type TemplateId,
  templateIds,
} from "@vitae/schema";
import { keptItemLines, pageNumberFooterHeightMm, printCss } from "@vitae/templates";
import { fixtures, withTemplate } from "@vitae/templates/fixtures";
import { renderResumeHtml } from "@vitae/templates/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import { type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import type { BrowserPool } from "./browser-pool.ts";
import { markShortItemsSource } from "./fit-layout.ts";
import { headingPositions } from "./pdf-positions.test-helpers.ts";
import { createPrinterTestApp, createTestPool, printAs } from "./printer.test-helpers.ts";
import { sealHtml } from "./sealed-page.ts";
import { previewHeadingSheets } from "./sheet-layout.test-helpers.ts";

// The break rules are CSS in the one HTML both the printer and the builder's preview render: these tests print
// real PDFs in the printer's Chromium and read where each section heading landed.

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

const normalised = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** The names of the section headings, in the resume's layout order. */
const sectionNames = (data: ResumeData): string[] =>
  Object.entries(data.sections)
    .flatMap(([key, section]): { name: string; visible: boolean }[] =>
      key === "custom"
        ? Object.values(data.sections.custom)
        : [section as { name: string; visible: boolean }],
    )
    .filter((section) => section.visible)
    .map((section) => section.name);

/** The resume with the section `key` set to start a new page, under a name no other text has. */
const breakingBefore = (data: ResumeData, key: "projects" | "skills"): ResumeData => ({
  ...data,
  sections: { ...data.sections, [key]: { ...data.sections[key], pageBreakBefore: true, name: "Waypoint" } },
});

describe.each(templateIds)("page breaks in %s", (template: TemplateId) => {
  it("puts a 'start on a new page' section's heading at the top of the next sheet, in either column", async () => {
    const base = withTemplate(fixtures.sample(), template);
    const before = await headingPositions(await printAs(test, alice, base));
    const sheetCount = Math.max(...before.map((heading) => heading.page));
    // Projects are in the main column, skills in the sidebar of a two-column template, both on the first page.
    for (const key of ["projects", "skills"] as const) {
      const data = breakingBefore(base, key);
      const pdf = await printAs(test, alice, data);
      const headings = await headingPositions(pdf);
      const heading = headings.find((entry) => normalised(entry.text) === "waypoint");
      const original = before.find((entry) => normalised(entry.text) === normalised(base.sections[key].name));
      expect(heading, `${key} printed`).toBeDefined();
      expect(original, `${key} printed before`).toBeDefined();
      // It was not at the top of a sheet already.
      expect(original?.top, key).toBeGreaterThan(72);
      // On the sheet after the one it was on, at its top (within the page margin and the template's own
      // spacing above a heading), and the resume has gained that sheet at most.
      expect(heading?.page, key).toBe((original?.page ?? 0) + 1);
      expect(heading?.top, key).toBeLessThan(72);
      expect(Math.max(...headings.map((entry) => entry.page))).toBeLessThanOrEqual(sheetCount + 1);
    }
  });

  it("prints a 'keep together' section on one sheet", async () => {
    const base = withTemplate(fixtures.long(), template);
    const data = {
      ...base,
      sections: { ...base.sections, projects: { ...base.sections.projects, keepTogether: true } },
    };
    const projectNames = new Set(
      [data.sections.projects.name, ...data.sections.projects.items.map((item) => item.name)].map(normalised),
    );
    const headings = await headingPositions(await printAs(test, alice, data));
    const pages = new Set(
      headings.filter((heading) => projectNames.has(normalised(heading.text))).map((heading) => heading.page),
    );
    expect(pages.size).toBe(1);
  });

  it("lands every heading on the same sheet in the preview as in the PDF", async () => {
    // A long resume whose sections run over several sheets, one of them starting a new page.
    const data = breakingBefore(withTemplate(fixtures.long(), template), "skills");
    const pdf = await printAs(test, alice, data);
    const printed = await headingPositions(pdf);
    const html = renderResumeHtml(data, { fontBaseUrl: "/fonts" });
    // The preview has the same document without the print-only rules (it is shown on screen).
    const preview = sealHtml(html.replace(printCss(data), ""));
    const format = pageFormats[data.metadata.page.format];
    const footer = data.metadata.page.options.pageNumbers ? pageNumberFooterHeightMm : 0;
    const previewed = await pool.run((sealed) =>
      previewHeadingSheets(sealed.page, preview, { widthMm: format.width, heightMm: format.height - footer }),
    );
    const names = new Set(sectionNames(data).map(normalised));
    const sheetsOf = (headings: { text: string; page: number }[]) =>
      headings
        .filter((heading) => names.has(normalised(heading.text)))
        .map((heading) => `${normalised(heading.text)} @ ${heading.page}`);
    expect(sheetsOf(printed).length).toBeGreaterThan(5);
    expect(Math.max(...printed.map((heading) => heading.page))).toBeGreaterThan(1);
    expect(sheetsOf(previewed).sort()).toEqual(sheetsOf(printed).sort());
    // No section heading ends a sheet: the heading after it, its first item's title, is on the same sheet.
    printed.forEach((heading, index) => {
      const next = printed[index + 1];
      if (!names.has(normalised(heading.text)) || next === undefined || names.has(normalised(next.text)))
        return;
      expect(next.page, `${heading.text} is followed by ${next.text}`).toBe(heading.page);
    });
  });
});

describe("short items, by their lines as laid out", () => {
  it("keeps an item of six lines whole and lets one of seven split, the lines as Chromium wraps them", async () => {
    // In Rhyhorn's one column: the company beside the date, the position beside the place, three bullets and a
    // paragraph. Narrow letters set the paragraph's 171 characters on one line (six lines in all, where counting
    // characters would say two), wide ones its 90 on two (seven lines, where counting would say one).
    const job = (id: string, paragraph: string) =>
      itemSectionRegistry.experience.item.parse({
        id,
        company: "Acme",
        position: "Engineer",
        date: "2020 - 2024",
        location: "Berlin",
        summary: `<ul><li>One.</li><li>Two.</li><li>Three.</li></ul><p>${paragraph}</p>`,
      });
    const base = withTemplate(fixtures.sample(), "rhyhorn");
    const data: ResumeData = {
      ...base,
      sections: {
        ...base.sections,
        experience: {
          ...base.sections.experience,
          items: [job("narrow", "il ".repeat(57)), job("wide", "WWWWWWWW ".repeat(10))],
        },
      },
    };
    const html = sealHtml(renderResumeHtml(data, { fontBaseUrl: "/fonts" }));
    const short = await pool.run(async ({ page }) => {
      await page.setContent(html, { waitUntil: "load" });
      await page.evaluate(`document.fonts.ready.then(() => { ${markShortItemsSource(keptItemLines)}; })`);
      return page.evaluate(
        '[...document.querySelectorAll("[data-vt-short]")].map((item) => item.getAttribute("data-item-id"))',
      );
    });
    expect(short).toContain("narrow");
    expect(short).not.toContain("wide");
  });
});
