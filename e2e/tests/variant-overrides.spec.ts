import type { APIRequestContext, Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/user";

type Item = { id: string; company: string; position: string; summary: string };
type Stored = {
  id: string;
  title: string;
  slug: string;
  visibility: string;
  updatedAt: string;
  data: { basics: { headline: string }; sections: { experience: { name: string; items: Item[] } } };
};

const read = async (request: APIRequestContext, url: string) =>
  (await (await request.get(url)).json()) as Stored;

const save = async (request: APIRequestContext, resume: Stored, edit: (data: Stored["data"]) => void) => {
  const data = structuredClone(resume.data);
  edit(data);
  const { title, slug, visibility, updatedAt } = resume;
  const response = await request.patch(`/api/resume/${resume.id}`, {
    data: { title, slug, visibility, updatedAt, data },
  });
  expect(response.status(), await response.text()).toBe(200);
};

/**
 * A master with a variant that tailors the headline, the experience section's name and the first job's bullet,
 * and a second job the master then deletes and a first-job bullet it then rewrites (both flagged).
 */
const tailoredVariant = async (request: APIRequestContext) => {
  const created = await request.post("/api/resume", {
    data: { title: "Master CV", slug: "master-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const master = (await created.json()) as Stored;
  const variant = (await (
    await request.post(`/api/resume/${master.id}/variants`, { data: { name: "Quillpay backend" } })
  ).json()) as Stored;
  const [first, second] = master.data.sections.experience.items;
  if (!first || !second) throw new Error("the sample has two jobs");
  await save(request, variant, (data) => {
    data.basics.headline = "Backend engineer for payments";
    data.sections.experience.name = "Payments experience";
    const [a, b] = data.sections.experience.items;
    if (a && b) {
      a.summary = "<p>Ran Kafka for 40 million payments a month</p>";
      b.position = "Staff Engineer (tailored)";
    }
  });
  await save(request, await read(request, `/api/resume/${master.id}`), (data) => {
    const a = data.sections.experience.items[0];
    if (a) a.summary = "<p>Master rewrote this bullet</p>";
    data.sections.experience.items = data.sections.experience.items.filter((item) => item.id !== second.id);
  });
  return { master, variant, first, second };
};

const marker = (page: Page, path: string) => page.locator(`[data-override-marker~="${path}"]`);
const variantPanel = (page: Page) => page.getByRole("region", { name: "Tailored variant" });
const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");
const flags = (page: Page) => variantPanel(page).getByRole("list", { name: "Changed in the master" });

test("a variant marks each overridden field where it is edited; one goes to the master, one back to it, and each flag is the user's call", async ({
  page,
  user: _signedIn,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const { master, variant, first, second } = await tailoredVariant(page.request);
  await page.goto(`/builder/${variant.id}`);

  // Every override is marked beside what it changes: a basics field, a section's name, an item.
  const headline = marker(page, "basics.headline");
  await expect(headline).toBeVisible({ timeout: 30_000 });
  await expect(headline.getByText("Tailored")).toBeVisible();
  await expect(marker(page, "sections.experience.name")).toBeVisible();
  await expect(marker(page, `sections.experience.items.${first.id}`)).toBeVisible();
  await expect(marker(page, "basics.name")).toHaveCount(0);
  await expectNoSeriousViolations(page, "variant builder with its markers");

  // "Apply to master too" on the headline: the master takes it (keeping what it had as a version) and the
  // variant no longer overrides it.
  await headline.getByRole("button", { name: "Apply to master too" }).click();
  await expect(headline).toHaveCount(0);
  await expect(saveStatus(page)).toHaveText("All changes saved");
  expect((await read(page.request, `/api/resume/${master.id}`)).data.basics.headline).toBe(
    "Backend engineer for payments",
  );
  const versions = (await (await page.request.get(`/api/resume/${master.id}/versions`)).json()) as {
    versions: { kind: string }[];
  };
  expect(versions.versions.map((version) => version.kind)).toContain("overwrite");
  const stored = async () =>
    (
      (await (await page.request.get(`/api/resume/${master.id}/variants/${variant.id}`)).json()) as {
        overlay: { fields: Record<string, unknown> };
      }
    ).overlay.fields;
  expect(Object.keys(await stored())).not.toContain("basics.headline");

  // "Revert to master" on the section's name: the master's name is back.
  await marker(page, "sections.experience.name").getByRole("button", { name: "Revert to master" }).click();
  await expect(
    page.locator("#section-experience").getByRole("heading", { name: "Experience" }),
  ).toBeVisible();
  await expect.poll(async () => Object.keys(await stored())).not.toContain("sections.experience.name");

  // The flags: the rewritten bullet is kept as the variant's text, the deleted job is removed after a question.
  const staleFlag = flags(page).getByRole("listitem").filter({ hasText: "changed in the master" });
  await staleFlag.getByRole("button", { name: "Keep my text" }).click();
  await expect(staleFlag).toHaveCount(0);
  const detachedFlag = flags(page).getByRole("listitem").filter({ hasText: "removed from the master" });
  await detachedFlag.getByRole("button", { name: "Remove from this variant" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Remove");
  await confirm.getByRole("button", { name: "Remove from this variant" }).click();
  await expect(flags(page)).toHaveCount(0);
  await expect(page.locator("#section-experience [data-item-button]")).toHaveCount(1);
  const merged = await read(page.request, `/api/resume/${variant.id}`);
  expect(merged.data.sections.experience.items.map((item) => item.id)).toEqual([first.id]);
  expect(merged.data.sections.experience.items[0]?.summary).toContain("Ran Kafka");
  const overlay = await page.request.get(`/api/resume/${master.id}/variants/${variant.id}`);
  expect(JSON.stringify((await overlay.json()).overlay)).not.toContain(second.id);
});

test("the markers and flags pass axe in light and dark, on a desktop and a phone", async ({
  page,
  user: _signedIn,
}, testInfo) => {
  test.setTimeout(180_000);
  const { variant, first } = await tailoredVariant(page.request);
  for (const scheme of ["light", "dark"] as const) {
    for (const [device, size] of [
      ["desktop", { width: 1280, height: 900 }],
      ["phone", { width: 390, height: 844 }],
    ] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(size);
      await page.goto(`/builder/${variant.id}`);
      if (device === "phone") await page.getByRole("banner").getByRole("button", { name: "Content" }).click();
      await expect(flags(page)).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousViolations(page, `variant markers and flags ${device} ${scheme}`);
      await variantPanel(page).screenshot({ path: testInfo.outputPath(`flags-${device}-${scheme}.png`) });
      await marker(page, "basics.headline").scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`basics-${device}-${scheme}.png`) });
      // axe read the whole page above, markers included; this only brings the items into the screenshot.
      await marker(page, `sections.experience.items.${first.id}`).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`experience-${device}-${scheme}.png`) });
    }
  }
});

test("the applications table scrolls inside its box on a phone: the page itself never scrolls sideways", async ({
  page,
  user: _signedIn,
}) => {
  for (const company of ["Northwind", "Contoso"]) {
    const data = {
      company,
      role: "Platform engineer",
      status: "applied",
      nextStep: { title: "Call", date: "2026-11-09" },
    };
    expect((await page.request.post("/api/application", { data })).status()).toBe(201);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/applications");
  await expect(page.getByRole("table").getByText("Northwind")).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
