import type { Locator, Page } from "@playwright/test";
import { expect, type TestUser, test } from "../fixtures/user";

const resumeList = (page: Page) => page.getByRole("list", { name: "Your resumes" });
const resumeLink = (page: Page, title: string) =>
  resumeList(page).getByRole("link", { name: title, exact: true });
const resumeTile = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });

async function openMenu(page: Page, title: string): Promise<Locator> {
  await page.getByRole("button", { name: `Actions for ${title}`, exact: true }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Opens the page as the fixture's fresh user. The first visit loads the dashboard's chunks; on a busy machine
 * that takes longer than one assertion.
 */
async function openResumesPage(page: Page, user: TestUser): Promise<void> {
  const me = await page.request.get("/api/user/me");
  expect(await me.json()).toMatchObject({ username: user.username });
  await page.goto("/dashboard/resumes");
  await expect(page.getByRole("heading", { name: "Resumes", level: 1 })).toBeVisible({ timeout: 15_000 });
}

async function listedTitles(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/resume");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { title: string }[]).map((resume) => resume.title);
}

test("a person creates, renames, duplicates, locks and deletes a resume", async ({ page, user }) => {
  // A long journey on purpose: sign-up is rate limited, so each test covers much with one account.
  test.slow();
  await openResumesPage(page, user);
  await expect(page.getByRole("heading", { name: "No resumes yet" })).toBeVisible();

  // Create with a random title; the slug follows it.
  await page.getByRole("button", { name: /^Create a new resume/ }).click();
  const create = page.getByRole("dialog", { name: "Create a new resume" });
  await create.getByRole("button", { name: "Generate a random title" }).click();
  const randomTitle = await create.getByRole("textbox", { name: "Title" }).inputValue();
  expect(randomTitle).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
  await expect(create.getByRole("textbox", { name: "Slug" })).toHaveValue(
    randomTitle.toLowerCase().replaceAll(" ", "-"),
  );
  await create.getByRole("button", { name: "Create", exact: true }).click();
  await expect(create).toBeHidden();
  // A new resume opens in the builder, to be written.
  await expect(page).toHaveURL(/\/builder\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: randomTitle })).toBeVisible({ timeout: 15_000 });
  await page.goBack();
  await expect(resumeLink(page, randomTitle)).toBeVisible();
  await expect(resumeTile(page, randomTitle)).toContainText("Last updated now");
  // Nothing to print yet: its tile draws the stand-in page with the title, not a blank printed sheet.
  await expect(resumeTile(page, randomTitle).locator("img")).toHaveCount(0);
  await expect(resumeTile(page, randomTitle).getByText(randomTitle)).toHaveCount(2);

  // Rename.
  await (await openMenu(page, randomTitle)).getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename resume" });
  await rename.getByRole("textbox", { name: "Title" }).fill("Product Manager CV");
  await expect(rename.getByRole("textbox", { name: "Slug" })).toHaveValue("product-manager-cv");
  await rename.getByRole("button", { name: "Save changes" }).click();
  await expect(rename).toBeHidden();
  await expect(resumeLink(page, "Product Manager CV")).toBeVisible();
  await expect(resumeLink(page, randomTitle)).toHaveCount(0);

  // Duplicate: prefilled with " (Copy)" and "-copy"; the copy is the newest, so it comes first.
  await (await openMenu(page, "Product Manager CV")).getByRole("menuitem", { name: "Duplicate" }).click();
  const duplicate = page.getByRole("dialog", { name: "Duplicate resume" });
  await expect(duplicate.getByRole("textbox", { name: "Title" })).toHaveValue("Product Manager CV (Copy)");
  await expect(duplicate.getByRole("textbox", { name: "Slug" })).toHaveValue("product-manager-cv-copy");
  await duplicate.getByRole("button", { name: "Duplicate", exact: true }).click();
  await expect(duplicate).toBeHidden();
  await expect(resumeList(page).getByRole("heading", { level: 2 })).toHaveText([
    "Product Manager CV (Copy)",
    "Product Manager CV",
  ]);

  // Lock, after confirmation; the menu then offers Unlock, and the lock holds after a reload.
  await (await openMenu(page, "Product Manager CV")).getByRole("menuitem", { name: "Lock" }).click();
  const lock = page.getByRole("alertdialog", { name: "Lock “Product Manager CV”?" });
  await expect(lock).toContainText("cannot be edited");
  await lock.getByRole("button", { name: "Lock", exact: true }).click();
  await expect(resumeTile(page, "Product Manager CV")).toContainText("Locked");
  await page.reload();
  await expect(resumeTile(page, "Product Manager CV")).toContainText("Locked");
  const lockedMenu = await openMenu(page, "Product Manager CV");
  await expect(lockedMenu.getByRole("menuitem", { name: "Unlock" })).toBeVisible();
  await expect(lockedMenu.getByRole("menuitem", { name: "Lock", exact: true })).toHaveCount(0);
  await expect(lockedMenu.getByRole("menuitem", { name: "Delete" })).toBeDisabled();
  await lockedMenu.getByRole("menuitem", { name: "Unlock" }).click();
  const unlock = page.getByRole("alertdialog", { name: "Unlock “Product Manager CV”?" });
  await unlock.getByRole("button", { name: "Unlock", exact: true }).click();
  await expect(resumeTile(page, "Product Manager CV")).not.toContainText("Locked");

  // Delete needs confirmation; cancelling keeps the resume.
  await (await openMenu(page, "Product Manager CV (Copy)")).getByRole("menuitem", { name: "Delete" }).click();
  const confirmDelete = page.getByRole("alertdialog", { name: "Delete “Product Manager CV (Copy)”?" });
  await confirmDelete.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmDelete).toBeHidden();
  await expect(resumeLink(page, "Product Manager CV (Copy)")).toBeVisible();
  await (await openMenu(page, "Product Manager CV (Copy)")).getByRole("menuitem", { name: "Delete" }).click();
  await page
    .getByRole("alertdialog", { name: "Delete “Product Manager CV (Copy)”?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(resumeLink(page, "Product Manager CV (Copy)")).toHaveCount(0);
  await expect.poll(() => listedTitles(page)).toEqual(["Product Manager CV"]);

  // Clicking a resume opens it in the builder.
  await resumeLink(page, "Product Manager CV").click();
  await expect(page).toHaveURL(/\/builder\/[^/]+$/);
});

test("a person uses the shortcuts, creates the sample resume and switches to the list", async ({
  page,
  user,
}) => {
  test.slow();
  await openResumesPage(page, user);

  // Ctrl+I opens the import dialog; Ctrl+N the create dialog.
  await page.keyboard.press("Control+i");
  const importDialog = page.getByRole("dialog", { name: "Import a resume" });
  await expect(importDialog.getByRole("combobox", { name: "Import from" })).toBeVisible();
  await importDialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(importDialog).toBeHidden();

  await page.keyboard.press("Control+n");
  const create = page.getByRole("dialog", { name: "Create a new resume" });
  await expect(create).toBeVisible();
  // Inside the dialog the shortcuts stay quiet.
  await create.getByRole("textbox", { name: "Title" }).fill("Sample Based CV");
  await page.keyboard.press("Control+i");
  await expect(importDialog).toBeHidden();
  await expect(create).toBeVisible();

  // The create button's dropdown makes the sample resume.
  await create.getByRole("button", { name: "More ways to create" }).click();
  await page.getByRole("menuitem", { name: "Create sample resume" }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Sample Based CV" })).toBeVisible({
    timeout: 15_000,
  });
  await page.goto("/dashboard/resumes");
  await expect(resumeLink(page, "Sample Based CV")).toBeVisible();
  const stored = await (await page.request.get("/api/resume")).json();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({
    title: "Sample Based CV",
    slug: "sample-based-cv",
    visibility: "private",
  });
  expect(stored[0].data.basics.name).not.toBe("");

  // The tile shows the real first page, printed by the server, once it is ready.
  const thumbnail = resumeTile(page, "Sample Based CV").locator("img");
  await expect(thumbnail).toHaveAttribute("src", /\/api\/|\/storage\//, { timeout: 30_000 });
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(100);

  // Grid is the default; the list choice is remembered across reloads.
  const grid = page.getByRole("button", { name: "Grid" });
  const list = page.getByRole("button", { name: "List" });
  await expect(grid).toHaveAttribute("aria-pressed", "true");
  await list.click();
  await expect(list).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await expect(resumeLink(page, "Sample Based CV")).toBeVisible();
  await page.getByRole("button", { name: "Grid" }).click();
  await expect(page.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
});
