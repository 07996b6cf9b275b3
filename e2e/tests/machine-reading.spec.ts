import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/user";

const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");
const machine = (page: Page) => page.getByRole("region", { name: "As a machine reads it" });
const jobMatch = (page: Page) => page.getByRole("region", { name: "Match a job description" });

const description = `Senior Platform Engineer
We run Kubernetes (k8s) on AWS with Terraform. You will own our CI/CD pipelines and improve observability
with Prometheus and Grafana. Strong Go and TypeScript. Experience with payments infrastructure is a plus;
payments infrastructure is what this team builds.`;

test("a person reads the resume as a parser does, fixes what it misses, and matches it to a saved job description", async ({
  page,
  // Signs the page in (a fresh account); the test needs no more of it.
  user: _signedIn,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const created = await page.request.post("/api/resume", {
    data: { title: "ATS CV", slug: "ats-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/builder/${id}`);

  // The reading starts only when asked for; it shows the PDF's text and what to fix.
  await machine(page).getByRole("button", { name: "Read" }).click();
  const text = page.getByTestId("machine-text");
  await expect(text).toContainText("Meera Iyer", { timeout: 30_000 });
  await expect(machine(page).getByText("An e-mail address is there.")).toBeVisible();

  // Removing the e-mail address is flagged once the save is through, with the fix in words.
  await page.getByRole("textbox", { name: "Email" }).fill("");
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await expect(machine(page).getByText("Add your e-mail address: parsers look for it first.")).toBeVisible({
    timeout: 30_000,
  });

  // Paste a description: a score, what is missing and where to add it.
  await jobMatch(page).getByRole("textbox", { name: "Job description" }).fill(description);
  const score = page.getByTestId("job-match-score");
  await expect(score).toHaveText(/^\d+\s?%$/);
  const missing = page.getByTestId("job-match-missing");
  await expect(missing.getByText("CI/CD", { exact: true })).toBeVisible();
  await expect(missing.getByText("payments infrastructure", { exact: true })).toBeVisible();
  const before = Number.parseInt((await score.textContent()) ?? "0", 10);

  // Saved under a name, it is there after a reload.
  await jobMatch(page).getByRole("textbox", { name: "Name" }).fill("Northwind — Platform");
  await jobMatch(page).getByRole("button", { name: "Save with this resume" }).click();
  await expect(page.getByText("Saved “Northwind — Platform”", { exact: true })).toBeVisible();
  await page.reload();
  const saved = jobMatch(page).getByRole("combobox", { name: "Saved descriptions" });
  await saved.selectOption({ label: "Northwind — Platform" });
  await expect(jobMatch(page).getByRole("textbox", { name: "Job description" })).toHaveValue(description);

  // With an AI model: wording for each job from the missing keywords, as a diff; accepting one is one undo step.
  await jobMatch(page).getByRole("button", { name: "Suggest wording" }).click();
  const suggestion = page.getByTestId("keyword-suggestion").first();
  await expect(suggestion.getByRole("insertion")).toContainText("With CI/CD");
  await suggestion.getByRole("button", { name: "Accept" }).click();
  const preview = page.getByTitle("Resume preview").contentFrame();
  await expect(preview.getByText(/With CI\/CD/).first()).toBeVisible();
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await page.getByRole("banner").getByRole("button", { name: "Undo" }).click();
  await expect(preview.getByText(/With CI\/CD/)).toHaveCount(0);

  // Adding a missing skill to the resume raises the score.
  await page
    .getByRole("textbox", { name: "Headline" })
    .fill("Platform engineer · CI/CD · payments infrastructure");
  await expect(missing.getByText("CI/CD", { exact: true })).toBeHidden();
  expect(Number.parseInt((await score.textContent()) ?? "0", 10)).toBeGreaterThan(before);
});
