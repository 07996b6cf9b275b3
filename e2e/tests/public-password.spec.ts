import { mkdirSync } from "node:fs";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { publishSampleResume } from "../fixtures/public-resume";
import { expect, test } from "../fixtures/user";

const shots = new URL("../.tmp/shots/", import.meta.url).pathname;

test("the owner protects the public link in the share panel; a guest types the password, a wrong one is refused, a changed one locks them out again", async ({
  page,
  browser,
  user,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const resume = await publishSampleResume(page, { title: "Protected CV", slug: "protected-cv" });

  await page.goto(`/builder/${resume.id}`);
  const field = page.getByLabel("Password", { exact: true });
  await field.scrollIntoViewIfNeeded();
  await field.fill("open sesame");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("Password saved", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove password" })).toBeVisible();
  await expectNoSeriousViolations(page, "share panel with a password");
  mkdirSync(shots, { recursive: true });
  const form = page.locator("form").filter({ has: field });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await form.screenshot({ path: `${shots}share-password-desktop-${scheme}.png` });
  }
  await page.emulateMedia({ colorScheme: "light" });

  const guest = await browser.newContext();
  try {
    const visitor = await guest.newPage();
    await visitor.goto(`/${user.username}/protected-cv`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Password required" })).toBeVisible();
    await expectNoSeriousViolations(visitor, "public page's password prompt");
    for (const scheme of ["light", "dark"] as const) {
      await visitor.emulateMedia({ colorScheme: scheme });
      for (const [device, width] of [
        ["desktop", 1280],
        ["phone", 390],
      ] as const) {
        await visitor.setViewportSize({ width, height: 800 });
        await visitor.screenshot({ path: `${shots}public-password-prompt-${device}-${scheme}.png` });
      }
    }
    // Nothing behind the page is readable either.
    expect((await visitor.request.get(`/api/resume/print/${resume.id}`)).status()).toBe(401);

    const password = visitor.getByLabel("Password", { exact: true });
    await password.fill("wrong guess");
    await visitor.getByRole("button", { name: "Open resume" }).click();
    await expect(visitor.getByRole("alert")).toHaveText("That is not the password of this resume.");
    await password.fill("open sesame");
    await visitor.getByRole("button", { name: "Open resume" }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: resume.data.basics.name })).toBeVisible({
      timeout: 15_000,
    });
    // Remembered for the browser session: a reload shows the resume at once.
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name: resume.data.basics.name })).toBeVisible({
      timeout: 15_000,
    });

    // A new password locks the visitor out again.
    await field.fill("new secret");
    const changed = page.waitForResponse(
      (response) => response.request().method() === "PUT" && response.url().endsWith("/public-password"),
    );
    await page.getByRole("button", { name: "Set password" }).click();
    expect((await changed).status()).toBe(200);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1, name: "Password required" })).toBeVisible();
  } finally {
    await guest.close();
  }
});
