import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/user";

const shots = new URL("../.tmp/shots/", import.meta.url).pathname;
const loading = { timeout: 30_000 };

const preview = (page: Page) => page.getByTitle("Resume preview").contentFrame();
const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");
const switcher = (page: Page) => page.getByRole("combobox", { name: "Language being edited" });
const headline = (page: Page) => page.getByRole("textbox", { name: "Headline" });
const headlineMarker = (page: Page) =>
  page
    .getByRole("textbox", { name: "Headline" })
    .locator("xpath=following-sibling::*[descendant-or-self::*[@data-translation-state]]");

/** The text of the PDF the builder's Download PDF gives, by pdftotext. */
const downloadedPdfText = async (page: Page): Promise<string> => {
  const downloading = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const file = await (await downloading).path();
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
};

/** Shots of the page in light and dark, at desktop and phone widths. */
const screenshots = async (page: Page, name: string) => {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [device, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      // The preview lays its sheets out again at the new width: the shot waits for that.
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${shots}${name}-${device}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
};

test("a person adds German, translates two texts, sees the rest to translate and a stale one, and prints both languages", async ({
  page,
  user,
}) => {
  // Two prints, two builder loads and sixteen screenshots: a busy machine needs more than the default.
  test.setTimeout(180_000);
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  const created = await page.request.post("/api/resume", {
    data: { title: "Two languages", slug: "two-languages", visibility: "public", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, data } = (await created.json()) as {
    id: string;
    data: { basics: { headline: string; location: string } };
  };
  await page.goto(`/builder/${id}`);
  await expect(preview(page).locator(".vt-page").first()).toBeVisible(loading);

  // Page → Languages of this resume: German is added, and the builder edits it.
  const languages = page.getByRole("region", { name: "Languages of this resume" });
  await languages.getByRole("combobox", { name: "Language to add" }).selectOption("de-DE");
  await languages.getByRole("button", { name: "Add" }).click();
  await expect(switcher(page)).toHaveValue("de-DE");
  await expect(headline(page)).toHaveValue("");
  await expect(headlineMarker(page)).toContainText(`Translate Original: ${data.basics.headline}`);
  const counter = page.getByTestId("translation-counter");
  const toTranslate = async () =>
    Number(/To translate: (\d+)/.exec((await counter.textContent()) ?? "")?.[1]);
  const before = await toTranslate();
  expect(before).toBeGreaterThan(10);

  // Two texts translated: the preview shows them with German section names and dates; the rest stays marked.
  await headline(page).fill("Senior-Softwareentwicklerin");
  await page.getByRole("textbox", { name: "Location" }).fill("Bengaluru, Indien");
  await expect(counter).toContainText(`To translate: ${before - 2}`);
  await expect(headlineMarker(page)).toHaveCount(0);
  await expect(page.locator('[data-translation-state="missing"]').first()).toBeVisible();
  await expect(preview(page).getByText("Senior-Softwareentwicklerin")).toBeVisible();
  await expect(preview(page).getByText("Berufserfahrung")).toBeVisible();
  await expect(preview(page).getByText("März 2021 - heute")).toBeVisible();
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await expectNoSeriousViolations(page, "builder in German");

  // Switching languages in the builder: how long until the fields and the preview show the other one.
  const switched: number[] = [];
  for (const [language, text] of [
    ["en-US", data.basics.headline],
    ["de-DE", "Senior-Softwareentwicklerin"],
  ] as const) {
    const started = Date.now();
    await switcher(page).selectOption(language);
    await expect(headline(page)).toHaveValue(text);
    await expect(preview(page).getByText(text)).toBeVisible();
    switched.push(Date.now() - started);
  }
  test.info().annotations.push({ type: "language switch (ms)", description: switched.join(", ") });
  console.log(`Language switch in the builder: ${switched.join(" ms, ")} ms`);

  // The English headline changes: the German one is kept but marked stale until confirmed or edited.
  await switcher(page).selectOption("en-US");
  await headline(page).fill("Staff Software Engineer");
  await switcher(page).selectOption("de-DE");
  await expect(headline(page)).toHaveValue("Senior-Softwareentwicklerin");
  await expect(headlineMarker(page)).toContainText("Stale — confirm or edit");
  await expect(headlineMarker(page)).toContainText("Staff Software Engineer");
  await expect(counter).toContainText("Stale: 1");
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await screenshots(page, "translations-builder-german");

  // Both languages print: German texts, names and months, and the English ones.
  await page.setViewportSize({ width: 1440, height: 900 });
  const german = await downloadedPdfText(page);
  expect(german).toContain("Senior-Softwareentwicklerin");
  expect(german).toContain("Bengaluru, Indien");
  expect(german).toContain("Berufserfahrung");
  expect(german).toContain("heute");
  expect(german).not.toContain("Staff Software Engineer");
  await headlineMarker(page).getByRole("button", { name: "Confirm" }).click();
  await expect(counter).toContainText("Stale: 0");
  await switcher(page).selectOption("en-US");
  const english = await downloadedPdfText(page);
  expect(english).toContain("Staff Software Engineer");
  expect(english).toContain("Experience");
  expect(english).not.toContain("Berufserfahrung");
  await screenshots(page, "translations-builder-english");

  // The public page offers both languages.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/${user.username}/two-languages?lang=de`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(loading);
  await expect(page.getByText("Senior-Softwareentwicklerin").first()).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Languages of this resume" });
  await expect(menu.getByRole("link", { name: /^Deutsch/ })).toHaveAttribute("aria-current", "page");
  await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveCount(1);
  await expectNoSeriousViolations(page, "public page in German");
  await screenshots(page, "translations-public-german");
  await menu.getByRole("link", { name: /English/ }).click();
  await expect(page).toHaveURL(/\?lang=en-US$/);
  await expect(page.getByText("Staff Software Engineer").first()).toBeVisible();
  await screenshots(page, "translations-public-english");
  await page.goto(`/${user.username}/two-languages?lang=fr`);
  await expect(page.getByText("This resume is not available in French.", { exact: false })).toBeVisible();
});
