import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/user";

const shots = new URL("../.tmp/shots/", import.meta.url).pathname;
const preview = (page: Page) => page.getByTitle("Resume preview").contentFrame();
const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");
const sheet = (page: Page) => page.getByRole("dialog", { name: "Share and review" });

type Resume = { id: string; data: { basics: { headline: string } } };
const headlineQuote = "Senior Software Engineer";

/** The reviewer's part on their page: a name, then words selected in the preview, commented on and replaced. */
async function reviewOnTheirPage(reviewer: Page, url: string, headline: string) {
  await reviewer.goto(new URL(url).pathname);
  await expect(reviewer.getByRole("heading", { level: 1, name: "Review: Meera Iyer" })).toBeVisible({
    timeout: 30_000,
  });
  await reviewer.getByLabel("Your name").fill("Priya Raman");
  await reviewer.getByRole("button", { name: "Continue" }).click();
  const frame = reviewer.frameLocator("iframe[data-artboard-frame]");
  const words = reviewer.getByLabel("Words", { exact: true });

  await frame.getByText(headline, { exact: true }).click({ clickCount: 3 });
  await expect(words).toHaveValue(/^Senior Software Engineer/);
  await words.fill(headlineQuote);
  await reviewer
    .getByLabel("Comment", { exact: true })
    .fill("You lead the team's design reviews: say Staff.");
  await reviewer.getByRole("switch", { name: "Suggest new words" }).click();
  await reviewer.getByLabel("Replace with").fill("Staff Software Engineer");
  await reviewer.getByRole("button", { name: "Add comment" }).click();
  await expect(reviewer.getByRole("article").filter({ hasText: "say Staff." })).toBeVisible();

  await frame
    .getByText("Own the checkout API (Go, PostgreSQL, Kafka) handling 40 million payments a month.")
    .click({ clickCount: 3 });
  await expect(words).toHaveValue(/^Own the checkout API/);
  await words.fill("Own the checkout API");
  await reviewer.getByLabel("Comment", { exact: true }).fill("Lead with what it achieved.");
  const suggest = reviewer.getByRole("switch", { name: "Suggest new words" });
  if ((await suggest.getAttribute("aria-checked")) === "true") await suggest.click();
  await reviewer.getByRole("button", { name: "Add comment" }).click();
  await expect(
    reviewer.getByRole("article").filter({ hasText: "Lead with what it achieved." }),
  ).toBeVisible();
}

test("an owner asks for review; a reviewer without an account comments and suggests; the owner sees it live, accepts, undoes and resolves", async ({
  page,
  browser,
  user,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const created = await page.request.post("/api/resume", {
    data: { title: "Reviewed CV", slug: "reviewed-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as Resume;
  const original = resume.data.basics.headline;

  await page.goto(`/builder/${resume.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Reviewed CV" })).toBeVisible({ timeout: 30_000 });
  expect(user.username).not.toBe("");
  const headline = page.getByRole("textbox", { name: "Headline" });
  await expect(headline).toHaveValue(original, { timeout: 15_000 });

  // Share → Ask for review: a named link, its address shown once to copy.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(sheet(page).getByText("No comments yet. Ask for a review below.")).toBeVisible();
  await sheet(page).getByRole("textbox", { name: "Who is it for?" }).fill("Career centre");
  await sheet(page).getByRole("button", { name: "Create link" }).click();
  const address = sheet(page).getByRole("textbox", { name: "Address of the link “Career centre”" });
  await expect(address).toHaveValue(/\/review\/[\w-]{20,}$/);
  await expect(sheet(page).getByRole("listitem").filter({ hasText: "Career centre" })).toContainText(
    "Open comments: 0",
  );

  // The reviewer: another browser, no account.
  const guest = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await reviewOnTheirPage(await guest.newPage(), await address.inputValue(), original);
  } finally {
    await guest.close();
  }

  // Live: the threads arrive in the open sheet without a reload, in resume order.
  const threads = sheet(page).getByRole("article");
  await expect(threads).toHaveCount(2);
  await expect(threads.nth(0)).toHaveAccessibleName("Basics › Headline");
  await expect(threads.nth(1)).toHaveAccessibleName("Experience › Quillpay › Summary");
  await expect(threads.nth(0).getByRole("deletion")).toHaveText(/Senior/);
  await expect(threads.nth(0).getByRole("insertion")).toHaveText(/Staff/);

  mkdirSync(shots, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [device, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect(threads).toHaveCount(2);
      await page.screenshot({ path: `${shots}review-owner-${device}-${scheme}.png` });
      await expectNoSeriousViolations(page, `share sheet, ${device}, ${scheme}`, '[role="dialog"]');
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const ask = sheet(page).getByRole("region", { name: "Ask for review" });
  await ask.scrollIntoViewIfNeeded();
  await ask.screenshot({ path: `${shots}review-ask-desktop-dark.png` });
  await page.emulateMedia({ colorScheme: "light" });
  await ask.screenshot({ path: `${shots}review-ask-desktop-light.png` });

  // Markers in the preview; the count on the Share button.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Share – open comments: 2" })).toBeVisible();
  const marker = preview(page).getByRole("button", { name: "Open comments on this item: 1" });
  await expect(marker).toHaveCount(2);
  await preview(page).locator('[data-comment-marker="sample-experience-1"]').click();
  await expect(sheet(page).getByRole("article", { name: "Experience › Quillpay › Summary" })).toBeFocused();

  // Accept the suggestion: one step in the builder that Undo takes back.
  await threads.nth(0).getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Suggestion applied. Undo takes it back.", { exact: true })).toBeVisible();
  await sheet(page).getByRole("button", { name: "Close" }).click();
  const accepted = original.replace(headlineQuote, "Staff Software Engineer");
  await expect(headline).toHaveValue(accepted);
  await expect(preview(page).getByText(accepted, { exact: true })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "Undo" }).click();
  await expect(headline).toHaveValue(original);
  await expect(saveStatus(page)).toHaveText("All changes saved");
  const stored = (await (await page.request.get(`/api/resume/${resume.id}`)).json()) as Resume;
  expect(stored.data.basics.headline).toBe(original);

  // Resolve the other thread: nothing is open any more.
  await page.getByRole("button", { name: "Share – open comments: 1" }).click();
  await sheet(page)
    .getByRole("article", { name: "Experience › Quillpay › Summary" })
    .getByRole("button", { name: "Resolve" })
    .click();
  await expect(sheet(page).getByText("Every comment is resolved.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Share", exact: true })).toBeVisible();
  const comments = (await (await page.request.get(`/api/resume/${resume.id}/comments`)).json()) as {
    state: string;
    suggestionState: string | null;
  }[];
  expect(comments.map((comment) => [comment.state, comment.suggestionState])).toEqual([
    ["resolved", "accepted"],
    ["resolved", null],
  ]);
});
