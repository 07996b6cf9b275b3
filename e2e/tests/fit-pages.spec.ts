import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/user";

type Data = {
  sections: { experience: { items: { id: string }[] } };
  metadata: {
    template: string;
    layout: string[][][];
    page: Record<string, unknown>;
    typography: { lineHeight: number; font: Record<string, unknown> };
  };
};

/**
 * The sample resume made long and roomy (17 px type, line height 1.9, 48 px margins, spacing 1.5, five jobs, one
 * layout page in Rhyhorn): about 2.3 sheets, which the tightest readable settings fit on one (as the fixture
 * `roomyResume` in @vitae/templates, built here through the API).
 */
const createRoomyResume = async (page: Page): Promise<string> => {
  const created = await page.request.post("/api/resume", {
    data: { title: "Long CV", slug: "long-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as { id: string; data: Data } & Record<string, unknown>;
  const { data } = resume;
  const jobs = data.sections.experience.items;
  data.sections.experience.items = Array.from({ length: 5 }, (_, index) => ({
    ...jobs[index % jobs.length],
    id: `roomy-experience-${index + 1}`,
  })) as { id: string }[];
  data.metadata.template = "rhyhorn";
  data.metadata.layout = [
    [
      ["summary", "experience", "education"],
      ["skills", "languages"],
    ],
  ];
  data.metadata.page = { ...data.metadata.page, margin: 48, spacing: 1.5 };
  data.metadata.typography = {
    ...data.metadata.typography,
    lineHeight: 1.9,
    font: { ...data.metadata.typography.font, size: 17 },
  };
  const saved = await page.request.patch(`/api/resume/${resume.id}`, {
    data: {
      title: resume.title,
      slug: resume.slug,
      visibility: resume.visibility,
      data,
      updatedAt: resume.updatedAt,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return resume.id;
};

/** Sheets the preview draws the resume on. */
const previewSheets = (page: Page) =>
  page.getByTitle("Resume preview").contentFrame().locator("[data-sheet]").count();

/** Pages of the stored resume's PDF, as the export prints it. */
const printedPages = async (page: Page, id: string): Promise<number> => {
  const printed = await page.request.get(`/api/resume/print/${id}`);
  expect(printed.status()).toBe(200);
  const { url } = (await printed.json()) as { url: string };
  const pdf = (await (await page.request.get(url)).body()).toString("latin1");
  return pdf.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
};

test("fitting a resume of 2.3 pages to one page shows what changed, prints on one page, and undoes in one step", async ({
  page,
  user: _signedIn,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const id = await createRoomyResume(page);
  await page.goto(`/builder/${id}`);
  const pagePanel = page.getByRole("region", { name: "Page", exact: true });
  const status = pagePanel.locator("[data-fit-pages]").getByRole("status");
  await expect(page.getByTitle("Resume preview").contentFrame().locator(".vt-page").first()).toBeVisible({
    timeout: 30_000,
  });
  await expect.poll(() => previewSheets(page), { timeout: 15_000 }).toBe(3);
  expect(await printedPages(page, id)).toBe(3);

  await pagePanel.getByRole("button", { name: "Fit to pages: 1" }).click();
  await expect(status).toHaveText(
    /^Fitted to the page target \(1\): spacing 150 → \d+ %, line height 1\.9 → [\d.]+(, margins 12\.7 → [\d.]+ mm)?(, font 12\.8 → [\d.]+ pt)?\.$/,
    { timeout: 20_000 },
  );
  await expect.poll(() => previewSheets(page), { timeout: 15_000 }).toBe(1);
  await expect(pagePanel.getByRole("slider", { name: "Spacing" })).not.toHaveValue("1.5");
  expect(
    (await new AxeBuilder({ page }).include("[data-fit-pages]").analyze()).violations.filter(
      (violation) => violation.impact === "serious" || violation.impact === "critical",
    ),
  ).toEqual([]);

  // Saved, the printed PDF is the one page the preview shows.
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("All changes saved");
  expect(await printedPages(page, id)).toBe(1);

  // Undo takes the whole fitting back in one step.
  await pagePanel.getByRole("button", { name: "Undo fitting" }).click();
  await expect(status).toHaveText("Fitting undone.");
  await expect.poll(() => previewSheets(page), { timeout: 15_000 }).toBe(3);
  await expect(pagePanel.getByRole("button", { name: "Undo fitting" })).toBeHidden();
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("All changes saved");
  expect(await printedPages(page, id)).toBe(3);
});
