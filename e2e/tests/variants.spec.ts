import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/user";

const preview = (page: Page) => page.getByTitle("Resume preview").contentFrame();
const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");
const variantPanel = (page: Page) => page.getByRole("region", { name: "Tailored variant" });
const latestJob = (page: Page) =>
  page.locator("#section-experience").getByRole("button", { name: /^Quillpay/ });
const itemDialog = (page: Page) => page.getByRole("dialog", { name: "Edit an item of Experience" });

test("a person tailors a variant, sees it follow the master's latest job, overrides a bullet and reverts it", async ({
  page,
  user: _signedIn,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const created = await page.request.post("/api/resume", {
    data: { title: "Master CV", slug: "master-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: masterId } = (await created.json()) as { id: string };

  // Tailor it from the dashboard: the variant opens in the builder, listed under its master.
  await page.goto("/dashboard/resumes");
  await page.getByRole("button", { name: "Actions for Master CV" }).click();
  await page.getByRole("menuitem", { name: "Tailor for a job" }).click();
  const tailor = page.getByRole("dialog", { name: "Tailor “Master CV” for a job" });
  await tailor.getByRole("textbox", { name: "Name" }).fill("Quillpay backend");
  await tailor.getByRole("textbox", { name: "Job description" }).fill("Go, Kafka and PostgreSQL at scale");
  await tailor.getByRole("button", { name: "Create variant" }).click();
  await expect(page).toHaveURL(/\/builder\//);
  const variantUrl = page.url();
  await expect(variantPanel(page).getByText("Nothing overridden yet")).toBeVisible();
  await expect(variantPanel(page).getByRole("link", { name: "Master CV" })).toBeVisible();

  // The master's latest job changes in its own builder; the variant shows it.
  await variantPanel(page).getByRole("link", { name: "Master CV" }).click();
  await expect(page).toHaveURL(new RegExp(`/builder/${masterId}$`));
  await latestJob(page).click();
  await itemDialog(page).getByRole("textbox", { name: "Position" }).fill("Principal Engineer");
  await itemDialog(page).getByRole("button", { name: "Done" }).click();
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await page.goto(variantUrl);
  await expect(preview(page).getByText("Principal Engineer", { exact: true })).toBeVisible();

  // Override a bullet of that job: the field is marked in the dialog and listed in the panel.
  await latestJob(page).click();
  const summary = itemDialog(page).getByRole("textbox", { name: "Summary" });
  await summary.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("Ran Kafka for 40 million payments a month");
  await expect(itemDialog(page).getByText("Tailored in this variant")).toBeVisible();
  await itemDialog(page).getByRole("button", { name: "Done" }).click();
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await expect(preview(page).getByText("Ran Kafka for 40 million payments a month")).toBeVisible();
  const override = variantPanel(page)
    .getByRole("list", { name: "Overridden in this variant" })
    .getByRole("listitem")
    .filter({ hasText: "Experience › Quillpay › Summary" });
  await expect(override).toBeVisible();
  // The master keeps its own bullet.
  const master = (await (await page.request.get(`/api/resume/${masterId}`)).json()) as {
    data: { sections: { experience: { items: { summary: string }[] } } };
  };
  expect(master.data.sections.experience.items[0]?.summary).not.toContain("Ran Kafka");

  // Revert it: the master's bullet is back and nothing is overridden any more.
  await override.getByRole("button", { name: "Revert to master" }).click();
  await expect(preview(page).getByText("Ran Kafka for 40 million payments a month")).toHaveCount(0);
  await expect(variantPanel(page).getByText("Nothing overridden yet")).toBeVisible();
  await expect(saveStatus(page)).toHaveText("All changes saved");
  const variantId = variantUrl.split("/").pop() ?? "";
  const stored = async () =>
    (
      (await (await page.request.get(`/api/resume/${masterId}/variants/${variantId}`)).json()) as {
        overlay: { fields: Record<string, unknown> };
      }
    ).overlay.fields;
  await expect.poll(stored).toEqual({});

  // The dashboard shows the variant right under its master.
  await page.goto("/dashboard/resumes");
  const titles = page.getByRole("list", { name: "Your resumes" }).getByRole("heading");
  await expect(titles).toHaveText(["Master CV", "Quillpay backend"]);
  await expect(page.getByText("Variant of Master CV")).toBeVisible();
});
