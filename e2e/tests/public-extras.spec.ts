import { mkdirSync } from "node:fs";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { publishSampleResume } from "../fixtures/public-resume";
import { expect, test } from "../fixtures/user";

const shots = new URL("../.tmp/shots/", import.meta.url).pathname;

test("the owner turns a public resume's downloads off in the share panel: guests read it with no download menu, its files answer 403, and its link preview keeps name and headline without the picture", async ({
  page,
  browser,
  user,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const resume = await publishSampleResume(page, { title: "Shared CV", slug: "shared-cv" });
  const { name, headline } = resume.data.basics;
  const address = `/${user.username}/shared-cv`;

  // Before: the link preview shows the first page, and guests may download.
  const unfurled = await page.request.get(address, { headers: { accept: "*/*" } });
  expect(await unfurled.text()).toContain(`<meta property="og:image" content="`);

  await page.goto(`/builder/${resume.id}`);
  const downloads = page.getByRole("switch", { name: "Allow downloads" });
  await downloads.scrollIntoViewIfNeeded();
  await expect(downloads).toBeChecked();
  // Keyboard: the switch is reached and turned with the keyboard like any control.
  await downloads.focus();
  const saved = page.waitForResponse(
    (response) => response.request().method() === "PUT" && response.url().endsWith("/public-downloads"),
  );
  await page.keyboard.press("Space");
  expect((await saved).status()).toBe(200);
  await expect(downloads).not.toBeChecked();
  await expect(page.getByText("Visitors can read the resume but not download it.")).toBeVisible();
  await expectNoSeriousViolations(page, "share panel with downloads off");
  mkdirSync(shots, { recursive: true });
  const panel = page.getByRole("region", { name: "Sharing" });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await panel.screenshot({ path: `${shots}share-downloads-desktop-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: "light" });

  const guest = await browser.newContext();
  try {
    const visitor = await guest.newPage();
    await visitor.goto(address);
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 15_000 });
    await expect(visitor.getByText(headline, { exact: true }).first()).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Download PDF" })).toHaveCount(0);
    await expect(visitor.getByRole("button", { name: "Other formats" })).toHaveCount(0);
    await expectNoSeriousViolations(visitor, "public page without downloads");
    for (const scheme of ["light", "dark"] as const) {
      await visitor.emulateMedia({ colorScheme: scheme });
      for (const [device, width] of [
        ["desktop", 1280],
        ["phone", 390],
      ] as const) {
        await visitor.setViewportSize({ width, height: 800 });
        await visitor.screenshot({ path: `${shots}public-no-downloads-${device}-${scheme}.png` });
      }
    }
    // The files behind the page are refused too, with a code that says why.
    for (const url of [`/api/resume/print/${resume.id}`, `/api/resume/public${address}/export/md`]) {
      const refused = await visitor.request.get(url);
      expect({ url, status: refused.status(), code: (await refused.json()).code }).toEqual({
        url,
        status: 403,
        code: "ResumeDownloadsDisabled",
      });
    }
    const preview = await visitor.request.get(address, { headers: { accept: "*/*" } });
    const html = await preview.text();
    expect(html).toContain(`<meta property="og:title" content="${name}" />`);
    expect(html).toContain(`<meta name="twitter:card" content="summary" />`);
    expect(html).not.toContain("og:image");
  } finally {
    await guest.close();
  }

  // The owner still downloads it.
  expect((await page.request.get(`/api/resume/public${address}/export/md`)).status()).toBe(200);
});
