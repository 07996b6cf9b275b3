import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/user";

const preview = (page: Page) => page.getByTitle("Resume preview").contentFrame();
const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");
const history = (page: Page) => page.getByRole("region", { name: "History" });

test("a person restores an older version, undoes the restore, and gets a deleted resume back from the trash", async ({
  page,
  user,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const created = await page.request.post("/api/resume", {
    data: { title: "History CV", slug: "history-cv", visibility: "public" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/builder/${id}`);
  const headline = page.getByRole("textbox", { name: "Headline" });
  await headline.fill("Junior Developer");
  await expect(saveStatus(page)).toHaveText("All changes saved");

  // Name this state; then edit on.
  await history(page).getByRole("button", { name: "Save version…" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this version" });
  await dialog.getByRole("textbox", { name: "Name" }).fill("Before the rewrite");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  const named = history(page).getByRole("listitem").filter({ hasText: "Before the rewrite" });
  await expect(named).toBeVisible();

  await headline.fill("Staff Engineer");
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await expect(preview(page).getByText("Staff Engineer", { exact: true })).toBeVisible();
  // The first change kept the resume's first state on its own.
  await expect(history(page).getByText("Earliest version")).toBeVisible();

  // Compare the named version with the current one, side by side, and restore it.
  await named.getByRole("button", { name: "Compare" }).click();
  const compare = page.getByRole("dialog", { name: "Compare with the current version" });
  await expect(compare).toBeVisible();
  const frames = compare.locator("iframe");
  await expect(frames).toHaveCount(2);
  await expect(frames.nth(0).contentFrame().getByText("Junior Developer", { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(frames.nth(1).contentFrame().getByText("Staff Engineer", { exact: true })).toBeVisible();
  await compare.getByRole("button", { name: "Restore this version" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Restore" }).click();
  await expect(headline).toHaveValue("Junior Developer");
  await expect(preview(page).getByText("Junior Developer", { exact: true })).toBeVisible();
  const stored = async () =>
    (
      (await (await page.request.get(`/api/resume/${id}`)).json()) as {
        data: { basics: { headline: string } };
      }
    ).data.basics.headline;
  expect(await stored()).toBe("Junior Developer");
  // What the restore replaced is a version of its own.
  await expect(history(page).getByText("Before restoring").first()).toBeVisible();

  // Undo takes the restore back, and saves that.
  await page.getByRole("banner").getByRole("button", { name: "Undo" }).click();
  await expect(headline).toHaveValue("Staff Engineer");
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await expect.poll(stored).toBe("Staff Engineer");

  // Delete the resume: its public link stops; the trash has it; restored, the link works again.
  const publicPath = `/api/resume/public/${user.username}/history-cv`;
  expect((await page.request.get(publicPath)).status()).toBe(200);
  await page.goto("/dashboard/resumes");
  await page.getByRole("button", { name: "Actions for History CV" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("History CV")).toBeHidden();
  expect((await page.request.get(publicPath)).status()).toBe(404);

  await page.getByRole("navigation").getByRole("link", { name: "Trash" }).click();
  await expect(page).toHaveURL(/\/dashboard\/trash$/);
  const trashed = page.getByRole("list", { name: "Deleted resumes" }).getByRole("listitem");
  await expect(trashed).toHaveCount(1);
  await expect(trashed).toContainText("History CV");
  await trashed.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("The trash is empty")).toBeVisible();
  expect((await page.request.get(publicPath)).status()).toBe(200);

  await page.goto(`/${user.username}/history-cv`);
  await expect(page.getByTitle(/resume/i).first()).toBeVisible();
});
