import { writeFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { type ResumeData, templateIds } from "@vitae/schema";
import { fixtures, withTemplate } from "@vitae/templates/fixtures";
import { headingPositions } from "../../apps/server/src/features/printer/pdf-positions.test-helpers";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/user";

const preview = (page: Page) => page.getByTitle("Resume preview").contentFrame();
const normalised = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

type Stored = { id: string; title: string; slug: string; visibility: string; updatedAt: string };

/** Stores `data` as the resume's content. */
const store = async (page: Page, resume: Stored, data: ResumeData) => {
  const saved = await page.request.patch(`/api/resume/${resume.id}`, {
    data: {
      title: resume.title,
      slug: resume.slug,
      visibility: resume.visibility,
      data,
      updatedAt: resume.updatedAt,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as Stored;
};

const createResume = async (page: Page, title: string) => {
  const created = await page.request.post("/api/resume", {
    data: { title, slug: title.toLowerCase().replace(/\W+/g, "-"), sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Stored;
};

/** Every heading of the builder's preview with the drawn sheet it is on (from 1, across pages), as pdf.js reads the PDF's. */
const previewedHeadings = (page: Page) =>
  preview(page)
    .locator("[data-artboard-pages]")
    .evaluate((pages) => {
      const sheets = Array.from(pages.querySelectorAll("[data-sheet]"), (sheet) =>
        sheet.getBoundingClientRect(),
      );
      return Array.from(pages.querySelectorAll(".vt-page :is(h1, h2, h3, h4, h5, h6)"), (heading) => {
        const left = (heading.getClientRects()[0]?.left ?? 0) + 1;
        const sheet = sheets.findIndex((rect) => rect.left <= left && left < rect.right);
        return { text: (heading as HTMLElement).innerText, page: sheet + 1 };
      });
    });

/** The stored resume's PDF. */
const printedPdf = async (page: Page, id: string) => {
  const printed = await page.request.get(`/api/resume/print/${id}`);
  expect(printed.status()).toBe(200);
  const { url } = (await printed.json()) as { url: string };
  return new Uint8Array(await (await page.request.get(url)).body());
};

const sheetsOf = (headings: { text: string; page: number }[], names: Set<string>) =>
  headings
    .filter((heading) => names.has(normalised(heading.text)))
    .map((heading) => `${normalised(heading.text)} @ ${heading.page}`)
    .sort();

/** Two templates of one column and two of two, whose preview and PDF are kept for a person to look at. */
const shown = new Set(["rhyhorn", "onyx", "azurill", "leafish"]);

test("the builder's preview breaks every template's pages where its PDF does", async ({
  page,
  user: _signedIn,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  let resume = await createResume(page, "Sheets CV");

  for (const template of templateIds) {
    // The long resume (three sheets and more), its skills starting a new page, its projects kept together.
    const data = withTemplate(fixtures.long(), template);
    data.sections.skills = { ...data.sections.skills, pageBreakBefore: true };
    data.sections.projects = { ...data.sections.projects, keepTogether: true };
    resume = await store(page, resume, data);
    const names = new Set(
      Object.values({ ...data.sections, custom: undefined })
        .filter((section) => section?.visible)
        .map((section) => normalised(section?.name ?? "")),
    );
    // The server prints while the builder loads.
    const printing = printedPdf(page, resume.id);
    await page.goto(`/builder/${resume.id}`);
    const frame = preview(page);
    await expect(frame.locator("[data-sheet]").first()).toBeVisible({ timeout: 30_000 });
    await frame.locator("body").evaluate(() => document.fonts.ready);
    const pdf = await printing;
    const printed = sheetsOf(await headingPositions(pdf), names);
    expect(printed.length, template).toBeGreaterThan(5);
    // The resume runs over several sheets in every template, and the preview draws as many.
    const printedSheets = Math.max(...printed.map((entry) => Number(entry.split(" @ ")[1])));
    expect(printedSheets, template).toBeGreaterThan(1);
    await expect
      .poll(async () => sheetsOf(await previewedHeadings(page), names), { message: template })
      .toEqual(printed);
    expect(await frame.locator("[data-sheet]").count(), template).toBeGreaterThanOrEqual(printedSheets);
    if (shown.has(template)) {
      await page.screenshot({ path: testInfo.outputPath(`breaks-${template}-preview.png`) });
      await writeFile(testInfo.outputPath(`breaks-${template}.pdf`), pdf);
    }
  }
});

/** How many sheets an item of the preview is drawn on (its boxes with content). */
const previewedSheetsOf = (page: Page, itemId: string) =>
  preview(page)
    .locator(`[data-item-id="${itemId}"]`)
    .evaluate((item) => Array.from(item.getClientRects()).filter((rect) => rect.height > 1).length);

test("the layout check finds an item split across two pages, and its fix keeps it on one sheet", async ({
  page,
  user: _signedIn,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The long resume in Rhyhorn, its fourth job twenty lines longer: it runs from the first sheet onto the second.
  const data = withTemplate(fixtures.long(), "rhyhorn");
  const job = data.sections.experience.items[3];
  if (job === undefined) throw new Error("the long resume has a fourth job");
  const bullets = Array.from(
    { length: 20 },
    (_, index) => `<li>Delivered milestone ${index + 1} on time.</li>`,
  );
  data.sections.experience.items[3] = { ...job, summary: `<ul>${bullets.join("")}</ul>` };
  const resume = await store(page, await createResume(page, "Split CV"), data);

  await page.goto(`/builder/${resume.id}`);
  await expect(preview(page).locator("[data-sheet]").first()).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => previewedSheetsOf(page, job.id)).toBe(2);
  const machine = page.getByRole("region", { name: "As a machine reads it" });
  await machine.getByRole("button", { name: "Read" }).click();
  const layout = page.locator("[data-layout-check]");
  const finding = layout.getByRole("listitem").filter({ hasText: "An item is split across two pages" });
  await expect(finding).toHaveText(new RegExp(`An item is split across two pages: ${job.company}\\.`), {
    timeout: 30_000,
  });

  // The panels mount again when the screen changes size: the reading is started again where it is closed.
  const read = async () => {
    const start = machine.getByRole("button", { name: "Read" });
    if (await start.isVisible()) await start.click();
    await expect(finding).toBeVisible({ timeout: 30_000 });
  };
  const screens = async (size: string, only?: string) => {
    await finding.scrollIntoViewIfNeeded();
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expectNoSeriousViolations(page, `layout check (${size}, ${scheme})`, only);
      await page.screenshot({ path: testInfo.outputPath(`item-split-${size}-${scheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: null });
  };
  await screens("desktop");
  // On a phone the design panel opens over the preview, a modal dialog: axe checks the dialog.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("banner").getByRole("button", { name: "Design" }).click();
  await read();
  await screens("phone", '[role="dialog"]');

  // One click keeps the item together: the preview draws it on one sheet, the resume is saved with it, and the
  // check of the new print no longer finds it split.
  await finding.getByRole("button", { name: "Keep together" }).click();
  await expect.poll(() => previewedSheetsOf(page, job.id)).toBe(1);
  await expect
    .poll(async () => {
      const stored = (await (await page.request.get(`/api/resume/${resume.id}`)).json()) as {
        data: ResumeData;
      };
      return stored.data.sections.experience.items[3]?.keepTogether;
    })
    .toBe(true);
  await expect(layout).not.toContainText(`split across two pages: ${job.company}`, { timeout: 60_000 });
});
