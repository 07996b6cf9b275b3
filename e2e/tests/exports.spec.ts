import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Download, Page, TestInfo } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/user";

type StoredResume = {
  id: string;
  title: string;
  slug: string;
  data: {
    basics: { name: string };
    sections: { experience: { name: string; items: { company: string }[] } };
  };
  updatedAt: string;
};

const schemes = ["light", "dark"] as const;
/** Where the screens are kept for a person to look at: the run's output, or a folder named by SCREENSHOT_DIR. */
const shot = (testInfo: TestInfo, name: string) =>
  process.env.SCREENSHOT_DIR === undefined
    ? testInfo.outputPath(name)
    : join(process.env.SCREENSHOT_DIR, name);
const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** `only`: check just that part (an open menu: the page behind it is hidden from assistive technology meanwhile). */
async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; body: Buffer }> {
  const downloading = page.waitForEvent("download", { timeout: 30_000 });
  await click();
  const download = await downloading;
  return { download, body: await readFile(await download.path()) };
}

test("the builder exports Word, Markdown and plain text, the public page offers them, and settings export all data", async ({
  page,
  browser,
  user,
}, testInfo) => {
  test.setTimeout(240_000);
  const created = await page.request.post("/api/resume", {
    data: { title: "Platform Engineer", slug: "export-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as StoredResume;
  const published = await page.request.patch(`/api/resume/${resume.id}`, {
    data: {
      title: resume.title,
      slug: resume.slug,
      data: resume.data,
      updatedAt: resume.updatedAt,
      visibility: "public",
    },
  });
  expect(published.status(), await published.text()).toBe(200);
  const name = resume.data.basics.name;
  const company = resume.data.sections.experience.items[0]?.company ?? "";
  expect(company).not.toBe("");

  // The builder's Export panel: each format downloads under the resume's name and title.
  await page.setViewportSize(viewports.desktop);
  await page.goto(`/builder/${resume.id}`);
  const word = page.getByRole("button", { name: "Download Word (.docx)" });
  await word.scrollIntoViewIfNeeded();
  await expect(word).toBeVisible({ timeout: 20_000 });

  const docx = await downloaded(page, () => word.click());
  expect(docx.download.suggestedFilename()).toBe(`${name} - Platform Engineer.docx`);
  const docxText = (await mammoth.extractRawText({ buffer: docx.body })).value;
  expect(docxText).toContain(name);
  expect(docxText).toContain(company);
  expect(docxText).toContain(resume.data.sections.experience.name);

  const md = await downloaded(page, () => page.getByRole("button", { name: "Download Markdown" }).click());
  expect(md.download.suggestedFilename()).toBe(`${name} - Platform Engineer.md`);
  expect(md.body.toString("utf8")).toMatch(new RegExp(`^# ${name}\\n`));
  expect(md.body.toString("utf8")).toContain(`## ${resume.data.sections.experience.name}`);

  const txt = await downloaded(page, () =>
    page.getByRole("button", { name: "Download Text (.txt)" }).click(),
  );
  expect(txt.download.suggestedFilename()).toBe(`${name} - Platform Engineer.txt`);
  const text = txt.body.toString("utf8");
  expect(text.split("\n")[0]).toBe(name);
  expect(text).toContain(company);
  expect(text).not.toMatch(/<[a-z]|\*\*/);

  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      // On a phone the design panel (which holds Export) is a sheet behind its button.
      if (size === "phone") await page.getByRole("button", { name: "Design", exact: true }).click();
      const button = page.getByRole("button", { name: "Download Word (.docx)" });
      await expect(button).toBeVisible();
      await button.scrollIntoViewIfNeeded();
      await page.screenshot({ path: shot(testInfo, `builder-export-${size}-${scheme}.png`) });
      if (size === "phone") await page.keyboard.press("Escape");
    }
    await page.setViewportSize(viewports.desktop);
    await expectNoSeriousViolations(page, `builder export (${scheme})`);
  }

  // The public page: the other formats are a menu beside the PDF.
  const guest = await browser.newContext();
  try {
    const visitor = await guest.newPage();
    for (const scheme of schemes) {
      await visitor.emulateMedia({ colorScheme: scheme });
      for (const [size, viewport] of Object.entries(viewports)) {
        await visitor.setViewportSize(viewport);
        await visitor.goto(`/${user.username}/export-cv`);
        await expect(visitor.getByRole("button", { name: "Other formats" })).toBeVisible({ timeout: 15_000 });
        if (size === "desktop") await expectNoSeriousViolations(visitor, `public page (${scheme})`);
        await visitor.getByRole("button", { name: "Other formats" }).click();
        await expect(visitor.getByRole("menuitem", { name: "Markdown" })).toBeVisible();
        await visitor.screenshot({ path: shot(testInfo, `public-menu-${size}-${scheme}.png`) });
        if (size === "desktop")
          await expectNoSeriousViolations(visitor, `public menu (${scheme})`, "[role=menu]");
        await visitor.keyboard.press("Escape");
      }
    }
    await visitor.getByRole("button", { name: "Other formats" }).click();
    const publicMd = await downloaded(visitor, () =>
      visitor.getByRole("menuitem", { name: "Markdown" }).click(),
    );
    expect(publicMd.download.suggestedFilename()).toBe(`${name} - Platform Engineer.md`);
    expect(publicMd.body.toString("utf8")).toContain(company);
    await visitor.getByRole("button", { name: "Other formats" }).click();
    const publicDocx = await downloaded(visitor, () =>
      visitor.getByRole("menuitem", { name: "Word (.docx)" }).click(),
    );
    expect((await mammoth.extractRawText({ buffer: publicDocx.body })).value).toContain(name);
  } finally {
    await guest.close();
  }

  // Settings → Your data: one zip of everything.
  await page.setViewportSize(viewports.desktop);
  await page.goto("/dashboard/settings");
  const zip = await downloaded(page, () => page.getByRole("link", { name: "Export all my data" }).click());
  expect(zip.download.suggestedFilename()).toBe(`vitae-${user.username}.zip`);
  const files = unzipSync(new Uint8Array(zip.body));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining([
      "README.txt",
      "profile.json",
      "resumes/export-cv/resume.json",
      "resumes/export-cv/json-resume.json",
    ]),
  );
  expect(JSON.parse(strFromU8(files["profile.json"] ?? new Uint8Array()))).toMatchObject({
    username: user.username,
  });
  await expectNoSeriousViolations(page, "settings");
});
