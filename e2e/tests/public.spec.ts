import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/user";

type StoredResume = {
  id: string;
  title: string;
  slug: string;
  visibility: "private" | "public";
  data: { basics: { name: string; headline: string } };
  updatedAt: string;
};

async function createSampleResume(request: APIRequestContext, title: string, slug: string) {
  const created = await request.post("/api/resume", { data: { title, slug, sample: true } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as StoredResume;
}

async function publish(request: APIRequestContext, resume: StoredResume): Promise<StoredResume> {
  const { title, slug, data, updatedAt } = resume;
  const updated = await request.patch(`/api/resume/${resume.id}`, {
    data: { title, slug, data, updatedAt, visibility: "public" },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return (await updated.json()) as StoredResume;
}

test("a guest reads a public resume and downloads its PDF; a private one is not found", async ({
  page,
  browser,
  user,
}) => {
  // Printing a PDF with a cold browser pool takes a few seconds.
  test.slow();
  const shared = await publish(
    page.request,
    await createSampleResume(page.request, "Public CV", "public-cv"),
  );
  await createSampleResume(page.request, "Private CV", "private-cv");
  const name = shared.data.basics.name;
  expect(name).not.toBe("");

  const guest = await browser.newContext();
  try {
    const visitor = await guest.newPage();
    await visitor.goto(`/${user.username}/public-cv`);

    // Visitors see the person, not the owner's name for the resume.
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByText(shared.data.basics.headline, { exact: true })).toBeVisible();
    await expect(visitor.getByText("Public CV")).toHaveCount(0);
    await expect(visitor).toHaveTitle(`${name} — ${shared.data.basics.headline}`);
    const preview = visitor.getByTitle(`Resume of ${name}`).contentFrame();
    await expect(preview.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByRole("link", { name: "Made with Vitae" })).toHaveAttribute("href", "/");

    const downloading = visitor.waitForEvent("download", { timeout: 60_000 });
    await visitor.getByRole("button", { name: "Download PDF" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("public-cv.pdf");
    const path = await download.path();
    expect((await readFile(path)).subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // A private or unknown address stays put and says so, with a way home.
    for (const slug of ["private-cv", "no-such-cv"]) {
      await visitor.goto(`/${user.username}/${slug}`);
      await expect(visitor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(visitor).toHaveURL((url) => url.pathname === `/${user.username}/${slug}`);
    }
    await visitor.getByRole("link", { name: "Back to the home page" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: "Vitae" })).toBeVisible();

    // The owner renames the public resume: the slug (the shared address) stays, so the link keeps working.
    await page.goto("/dashboard/resumes");
    await page.getByRole("button", { name: "Actions for Public CV", exact: true }).click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const rename = page.getByRole("dialog", { name: "Rename resume" });
    await rename.getByRole("textbox", { name: "Title" }).fill("Public CV 2026");
    await expect(rename.getByRole("textbox", { name: "Slug" })).toHaveValue("public-cv");
    await expect(rename.getByText(/old link/)).toHaveCount(0);
    await rename.getByRole("button", { name: "Save changes" }).click();
    await expect(rename).toBeHidden();
    await expect(page.getByRole("button", { name: "Actions for Public CV 2026", exact: true })).toBeVisible();
    await visitor.goto(`/${user.username}/public-cv`);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 15_000 });
  } finally {
    await guest.close();
  }
});

test("on a 390 px phone the public resume fits the screen's width: no sideways scrolling", async ({
  page,
  user,
}, testInfo) => {
  test.slow();
  await publish(page.request, await createSampleResume(page.request, "Phone CV", "phone-cv"));
  await page.setViewportSize({ width: 390, height: 844 });

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/${user.username}/phone-cv`);
    const frame = page.locator("iframe[data-artboard-frame]");
    const preview = frame.contentFrame();
    const sheet = preview.locator("[data-artboard-content]");
    await expect(sheet).toBeVisible({ timeout: 15_000 });

    // The frame is as wide as the screen, and the artboard scales the whole page into it.
    await expect.poll(async () => (await frame.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
    await expect
      .poll(() => sheet.evaluate((element) => element.getBoundingClientRect().right))
      .toBeLessThanOrEqual(390);
    const scale = await sheet.evaluate(
      (element) => element.getBoundingClientRect().width / (element as HTMLElement).offsetWidth,
    );
    expect(scale).toBeGreaterThan(0.45);
    expect(scale).toBeLessThan(0.5);

    await page.screenshot({ path: testInfo.outputPath(`public-phone-${scheme}.png`), fullPage: true });

    // Nothing scrolls sideways: not the page, not the resume's region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const region = page.getByRole("region", { name: /^Resume of / });
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(
      await preview.locator("html").evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath("public-desktop-dark.png") });
});
