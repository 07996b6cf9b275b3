import type { Locator, Page } from "@playwright/test";
import { expect, type TestUser, test } from "../fixtures/user";

// The e2e server's model is a local fake (fixtures/fake-ai-server.mjs): improve prefixes "Improved: ", a tone
// prefixes "<Tone> tone: ", fix turns "teh" into "the".
const tones = ["Casual", "Professional", "Confident", "Friendly"] as const;

type Action = { item: string; tone?: string; revise: (text: string) => string };

const actions: Action[] = [
  { item: "Improve writing", revise: (text) => `Improved: ${text}` },
  { item: "Fix spelling and grammar", revise: (text) => text.replaceAll("teh", "the") },
  ...tones.map((tone) => ({ item: "Change tone", tone, revise: (text: string) => `${tone} tone: ${text}` })),
];

/** A new resume of the fixture's fresh user, opened in the builder. */
async function openBuilder(page: Page, user: TestUser): Promise<void> {
  const me = await page.request.get("/api/user/me");
  expect(await me.json()).toMatchObject({ username: user.username });
  const created = await page.request.post("/api/resume", { data: { title: "AI helper", slug: "ai-helper" } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/builder/${id}`);
}

/**
 * Picks an action from the field's AI menu; a tone goes through the "Change tone" sub-menu, chosen with the
 * keyboard: a mouse that jumps (as Playwright's does) across the parent menu closes a sub-menu opened to the left.
 */
async function choose(
  page: Page,
  field: string,
  { item, tone }: Pick<Action, "item" | "tone">,
): Promise<void> {
  await page.getByRole("button", { name: `AI helper for ${field}` }).click();
  await page.getByRole("menu").getByRole("menuitem", { name: item }).click();
  if (tone) await page.getByRole("menuitem", { name: tone, exact: true }).press("Enter");
}

async function undo(field: Locator): Promise<void> {
  await field.focus();
  await field.page().keyboard.press("ControlOrMeta+z");
}

test("the AI helper revises the summary, one undoable step per action", async ({ page, user }) => {
  test.slow();
  await openBuilder(page, user);
  const summary = page.getByRole("textbox", { name: "Summary" });
  await expect(summary).toBeVisible({ timeout: 15_000 });
  const draft = "I lead teh team.";
  await summary.fill(draft);
  await expect(summary).toHaveText(draft);

  for (const action of actions) {
    await choose(page, "Summary", action);
    await expect(summary).toHaveText(action.revise(draft));
    await undo(summary);
    await expect(summary).toHaveText(draft);
  }

  // A selection ("teh", picked with the keyboard) is revised on its own, inside its sentence.
  await summary.click();
  await page.keyboard.press("End");
  for (let step = 0; step < " team.".length; step++) await page.keyboard.press("ArrowLeft");
  for (let step = 0; step < "teh".length; step++) await page.keyboard.press("Shift+ArrowLeft");
  await choose(page, "Summary", { item: "Improve writing" });
  await expect(summary).toHaveText("I lead Improved: teh team.");
  await expect(summary.locator("p")).toHaveCount(1);
  await undo(summary);
  await expect(summary).toHaveText(draft);

  // Nothing to fix: the helper says so instead of silently doing nothing.
  const clean = "I lead the team.";
  await summary.fill(clean);
  await expect(summary).toHaveText(clean);
  await choose(page, "Summary", { item: "Fix spelling and grammar" });
  await expect(page.getByText("No changes needed", { exact: true })).toBeVisible();
  await expect(summary).toHaveText(clean);
});

test("the AI helper revises the notes, shows its busy state, and Ctrl+Z restores", async ({ page, user }) => {
  test.slow();
  await openBuilder(page, user);
  const notes = page.getByRole("textbox", { name: "Notes" });
  await expect(notes).toBeVisible({ timeout: 15_000 });
  const draft = "Ask teh recruiter about remote work.";
  await notes.fill(draft);

  for (const action of actions) {
    await choose(page, "Notes", action);
    await expect(notes).toHaveValue(action.revise(draft));
    await undo(notes);
    await expect(notes).toHaveValue(draft);
  }

  // While the model thinks, the menu is disabled and says what it is doing.
  const slow = "Answer (slowly) please.";
  await notes.fill(slow);
  await choose(page, "Notes", { item: "Improve writing" });
  await expect(page.getByRole("status").filter({ hasText: "Improving…" })).toBeVisible();
  await expect(page.getByRole("button", { name: "AI helper for Notes" })).toBeDisabled();
  await expect(notes).toHaveValue(`Improved: ${slow}`);
  await expect(page.getByRole("button", { name: "AI helper for Notes" })).toBeEnabled();
});
