import { readFile } from "node:fs/promises";
import { crc32, deflateSync } from "node:zlib";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import { expect, type TestUser, test } from "../fixtures/user";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG made here: `size`×`size` pixels of one colour (RGB). */
function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Picks `file` in the file chooser that clicking `button` opens, as a person would. */
async function uploadThrough(page: Page, button: Locator, file: { name: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles({ ...file, mimeType: "image/png" });
}

/** An image that has arrived and decoded (not a broken-image icon). */
const hasLoaded = (image: Locator) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth,
  );

async function openFromDashboard(page: Page, user: TestUser, title: string): Promise<void> {
  const me = await page.request.get("/api/user/me");
  expect(await me.json()).toMatchObject({ username: user.username });
  await page.goto("/dashboard/resumes");
  await page
    .getByRole("list", { name: "Your resumes" })
    .getByRole("link", { name: title, exact: true })
    .click();
  await expect(page).toHaveURL(/\/builder\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
}

const preview = (page: Page): FrameLocator => page.getByTitle("Resume preview").contentFrame();
const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");

test("a person edits a resume in the builder: preview, autosave, undo, picture, export", async ({
  page,
  user,
}) => {
  // One long journey on purpose: sign-up is rate limited, and printing a PDF takes a few seconds.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const created = await page.request.post("/api/resume", {
    data: { title: "Builder CV", slug: "builder-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, data } = (await created.json()) as { id: string; data: { basics: { name: string } } };
  const sampleName = data.basics.name;

  await openFromDashboard(page, user, "Builder CV");
  await expect(preview(page).getByRole("heading", { level: 1, name: sampleName })).toBeVisible({
    timeout: 15_000,
  });

  // Edit the name: the preview follows at once, the save follows the pause, and a reload keeps it.
  const name = page.getByRole("textbox", { name: "Full name" });
  await name.fill("Erin Builder");
  await expect(preview(page).getByRole("heading", { level: 1, name: "Erin Builder" })).toBeVisible();
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await page.reload();
  await expect(name).toHaveValue("Erin Builder", { timeout: 15_000 });
  await expect(preview(page).getByRole("heading", { level: 1, name: "Erin Builder" })).toBeVisible({
    timeout: 15_000,
  });
  const stored = await page.request.get(`/api/resume/${id}`);
  expect(((await stored.json()) as { data: { basics: { name: string } } }).data.basics.name).toBe(
    "Erin Builder",
  );

  // Undo and redo, with the buttons and the keyboard; the history starts empty after the reload.
  const undo = page.getByRole("banner").getByRole("button", { name: "Undo" });
  const redo = page.getByRole("banner").getByRole("button", { name: "Redo" });
  await expect(undo).toBeDisabled();
  const headline = page.getByRole("textbox", { name: "Headline" });
  const sampleHeadline = await headline.inputValue();
  await headline.fill("Staff Engineer");
  await expect(preview(page).getByText("Staff Engineer", { exact: true })).toBeVisible();
  await undo.click();
  await expect(headline).toHaveValue(sampleHeadline);
  await redo.click();
  await expect(headline).toHaveValue("Staff Engineer");
  await page.keyboard.press("ControlOrMeta+z");
  await expect(headline).toHaveValue(sampleHeadline);
  await page.keyboard.press("ControlOrMeta+Shift+z");
  await expect(headline).toHaveValue("Staff Engineer");
  await expect(saveStatus(page)).toHaveText("All changes saved");

  // Upload a picture: it shows in the panel and, loaded from the returned URL, in the preview.
  const uploading = page.waitForResponse(
    (response) => response.url().endsWith("/api/storage/image") && response.request().method() === "PUT",
  );
  await uploadThrough(page, page.getByRole("button", { name: "Upload picture" }), {
    name: "portrait.png",
    buffer: solidPng(48, [37, 99, 235]),
  });
  const upload = await uploading;
  expect(upload.status(), await upload.text()).toBe(200);
  const pictureUrl = ((await upload.json()) as { data: string }).data;
  await expect(page.getByRole("img", { name: "The resume's picture" })).toHaveAttribute("src", pictureUrl);
  const picture = preview(page).getByRole("img", { name: "Erin Builder" });
  await expect(picture).toHaveAttribute("src", pictureUrl);
  await expect.poll(() => hasLoaded(picture)).toBeGreaterThan(0);
  await expect(saveStatus(page)).toHaveText("All changes saved");

  // Export: the server's PDF downloads.
  const downloading = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("builder-cv.pdf");
  expect((await readFile(await download.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // "Print from the browser" prints the preview frame, whose print stylesheet drops the zoom and the chrome.
  const frame = page.frame({ url: /\/artboard\/builder$/ });
  if (!frame) throw new Error("The preview frame is missing");
  await frame.evaluate(() => {
    const printed = window as unknown as { printed: number; print: () => void };
    printed.printed = 0;
    printed.print = () => {
      printed.printed += 1;
    };
  });
  await page.getByRole("button", { name: "Print from the browser" }).click();
  expect(await frame.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: "print" });
  await expect(preview(page).getByRole("status")).toBeHidden();
  const content = preview(page).locator("[data-artboard-content]");
  expect(await content.evaluate((element) => getComputedStyle(element).transform)).toBe("none");
  await page.emulateMedia({ media: "screen" });
});

test("a person sets their profile picture in the settings", async ({ page, user }) => {
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible({ timeout: 15_000 });
  const avatar = page.getByRole("img", { name: `Picture of ${user.name}` });
  await expect(avatar).toHaveCount(0);

  await uploadThrough(page, page.getByRole("button", { name: "Upload picture" }), {
    name: "me.png",
    buffer: solidPng(64, [22, 163, 74]),
  });

  await expect(avatar).toBeVisible();
  await expect.poll(() => hasLoaded(avatar)).toBeGreaterThan(0);
  const me = (await (await page.request.get("/api/user/me")).json()) as { picture: string | null };
  expect(me.picture).toBe(await avatar.getAttribute("src"));
  await page.reload();
  await expect(avatar).toBeVisible({ timeout: 15_000 });
});
