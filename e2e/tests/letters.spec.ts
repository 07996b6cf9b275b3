import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/user";

// The e2e server's model is the local fake (fixtures/fake-ai-server.mjs): a cover letter's draft names the resume's
// first job and claims "a decade at Globex Corporation", which the resume does not back up.

type StoredResume = {
  id: string;
  title: string;
  slug: string;
  visibility: string;
  updatedAt: string;
  data: { metadata: { template: string } };
};

/** The sample resume of the fixture's fresh user. */
async function sampleResume(page: Page): Promise<StoredResume> {
  const created = await page.request.post("/api/resume", {
    data: { title: "Platform Engineer", slug: "platform-engineer", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as StoredResume;
}

/** Switches the resume's template, as its builder's template tiles save it. */
async function setTemplate(page: Page, resume: StoredResume, template: string): Promise<void> {
  const current = (await (await page.request.get(`/api/resume/${resume.id}`)).json()) as StoredResume;
  const { title, slug, visibility, data, updatedAt } = current;
  const saved = await page.request.patch(`/api/resume/${resume.id}`, {
    data: { title, slug, visibility, updatedAt, data: { ...data, metadata: { ...data.metadata, template } } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The template the letter preview draws its page with. */
const previewTemplate = (page: Page) =>
  page.frameLocator('iframe[title="Letter preview"]').locator("section.vt-letter");

test("a letter written for a resume follows its template, drafts from it with the fake AI, and prints", async ({
  page,
  user,
}) => {
  test.slow();
  // Signed in as the fixture's fresh user.
  expect(await (await page.request.get("/api/user/me")).json()).toMatchObject({ username: user.username });
  const resume = await sampleResume(page);

  await page.goto("/dashboard/letters");
  await expect(page.getByRole("heading", { level: 1, name: "Cover letters" })).toBeVisible();
  await expectNoSeriousViolations(page, "dashboard letters tab");
  await page.getByRole("button", { name: /Write a cover letter/ }).click();
  const dialog = page.getByRole("dialog", { name: "New cover letter" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Acme — Platform Engineer");
  await dialog.getByRole("combobox", { name: "Resume" }).selectOption({ label: "Platform Engineer" });
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/builder\/letter\//);

  // The letter wears the resume's look: its template, and its sender's name in the header.
  await expect(previewTemplate(page)).toHaveAttribute("data-template", resume.data.metadata.template, {
    timeout: 15_000,
  });
  await expect(previewTemplate(page)).toContainText("Meera Iyer");
  await setTemplate(page, resume, "pikachu");
  await page.reload();
  await expect(previewTemplate(page)).toHaveAttribute("data-template", "pikachu", { timeout: 15_000 });
  await expect(page.getByRole("combobox", { name: "Template" })).toHaveValue("");
  await expect(page.getByRole("option", { name: "Same as the resume (Pikachu)" })).toBeAttached();

  // Draft: the flagged phrase is shown before anything changes; accepting is one undo step.
  const body = page.getByRole("textbox", { name: "Body of the letter" });
  await expect(body).toHaveText("");
  await page.getByRole("button", { name: "Draft with AI" }).click();
  const draft = page.getByRole("dialog", { name: "Draft the letter" });
  await draft
    .getByRole("textbox", { name: "Job description" })
    .fill("Acme hires a platform engineer (Go, Kubernetes).");
  await draft.getByRole("radio", { name: "Warm" }).check();
  await draft.getByRole("button", { name: "Write the draft" }).click();
  await expect(draft.getByRole("listitem").filter({ hasText: "not in your resume" }).first()).toContainText(
    "Globex",
  );
  await expect(draft.locator("mark").first()).toBeVisible();
  // Nothing changed yet: the letter behind the dialog has no draft in it.
  await expect(previewTemplate(page)).not.toContainText("Globex");
  await expectNoSeriousViolations(page, "draft dialog", '[role="dialog"]');
  await draft.getByRole("button", { name: "Use this draft" }).click();
  await expect(body).toContainText("My name is Meera Iyer");
  await expect(previewTemplate(page)).toContainText("My name is Meera Iyer");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible({
    timeout: 10_000,
  });
  await expectNoSeriousViolations(page, "letter builder");
  const topBar = page.getByRole("banner");
  await topBar.getByRole("button", { name: "Undo" }).click();
  await expect(body).toHaveText("");
  await topBar.getByRole("button", { name: "Redo" }).click();
  await expect(body).toContainText("My name is Meera Iyer");

  // Print: a real PDF from the server's printer, with the drafted text in it.
  const downloading = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdf = await readFile(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf.length).toBeGreaterThan(5_000);
});
