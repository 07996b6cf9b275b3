import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../fixtures/axe";
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
  // A shared, busy machine: the first load of the builder may take a while.
  const loading = { timeout: 30_000 };
  await expect(page).toHaveURL(/\/builder\//, loading);
  const variantUrl = page.url();
  await expect(variantPanel(page).getByText("Nothing overridden yet")).toBeVisible(loading);
  await expect(variantPanel(page).getByRole("link", { name: "Master CV" })).toBeVisible();

  // The master's latest job changes in its own builder; the variant shows it.
  await variantPanel(page).getByRole("link", { name: "Master CV" }).click();
  await expect(page).toHaveURL(new RegExp(`/builder/${masterId}$`), loading);
  await latestJob(page).click();
  await itemDialog(page).getByRole("textbox", { name: "Position" }).fill("Principal Engineer");
  await itemDialog(page).getByRole("button", { name: "Done" }).click();
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await page.goto(variantUrl);
  await expect(preview(page).getByText("Principal Engineer", { exact: true })).toBeVisible(loading);

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

test("the variant's markers and the dashboard's grouping pass axe in light and dark, on a desktop and a phone", async ({
  page,
  user: _signedIn,
}, testInfo) => {
  test.setTimeout(240_000);
  const created = await page.request.post("/api/resume", {
    data: { title: "Master CV", slug: "master-cv", sample: true },
  });
  const master = (await created.json()) as {
    id: string;
    data: { sections: { experience: { items: { id: string }[] } } };
  };
  const variantResponse = await page.request.post(`/api/resume/${master.id}/variants`, {
    data: { name: "Quillpay backend", jobDescription: "Go and Kafka" },
  });
  const variant = (await variantResponse.json()) as {
    id: string;
    title: string;
    slug: string;
    visibility: string;
    updatedAt: string;
    data: {
      basics: { headline: string };
      sections: { experience: { items: { summary: string; position: string }[] } };
    };
  };
  // An overridden bullet, and an overridden job that the master then deletes: shown detached.
  const [first, second] = variant.data.sections.experience.items;
  if (!first || !second) throw new Error("the sample has two jobs");
  first.summary = "<ul><li>Ran Kafka for 40 million payments a month</li></ul>";
  second.position = "Staff Engineer (tailored)";
  variant.data.basics.headline = "Backend engineer for payments";
  const saved = await page.request.patch(`/api/resume/${variant.id}`, {
    data: {
      title: variant.title,
      slug: variant.slug,
      visibility: variant.visibility,
      data: variant.data,
      updatedAt: variant.updatedAt,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const masterNow = (await (await page.request.get(`/api/resume/${master.id}`)).json()) as typeof variant;
  masterNow.data.sections.experience.items = masterNow.data.sections.experience.items.slice(0, 1);
  const trimmed = await page.request.patch(`/api/resume/${master.id}`, {
    data: {
      title: masterNow.title,
      slug: masterNow.slug,
      visibility: masterNow.visibility,
      data: masterNow.data,
      updatedAt: masterNow.updatedAt,
    },
  });
  expect(trimmed.status(), await trimmed.text()).toBe(200);

  for (const scheme of ["light", "dark"] as const) {
    for (const [device, size] of [
      ["desktop", { width: 1440, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(size);
      const shot = (name: string) =>
        page.screenshot({
          path: testInfo.outputPath(`variants-${name}-${device}-${scheme}.png`),
          fullPage: false,
        });

      await page.goto("/dashboard/resumes");
      await expect(page.getByText("Variant of Master CV")).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousViolations(page, `dashboard ${device} ${scheme}`);
      await shot("dashboard");

      await page.goto(`/builder/${variant.id}`);
      if (device === "phone") await page.getByRole("banner").getByRole("button", { name: "Content" }).click();
      await expect(variantPanel(page).getByText("removed from the master")).toBeVisible({ timeout: 30_000 });
      await expect(variantPanel(page).getByText("Experience › Quillpay › Summary")).toBeVisible();
      await expectNoSeriousViolations(page, `variant panel ${device} ${scheme}`);
      await variantPanel(page).scrollIntoViewIfNeeded();
      await shot("panel");

      await latestJob(page).click();
      await expect(itemDialog(page).getByText("Tailored in this variant")).toBeVisible();
      await expectNoSeriousViolations(page, `item dialog ${device} ${scheme}`);
      await shot("dialog");
    }
  }
});
