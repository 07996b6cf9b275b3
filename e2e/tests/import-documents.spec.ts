import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { wordDocument } from "../../packages/importers/src/document/test-documents.ts";
import { expect, test } from "../fixtures/user";

const twoColumnPdf = {
  name: "jonas-weber.pdf",
  mimeType: "application/pdf",
  buffer: readFileSync(
    new URL("../../packages/importers/fixtures/documents/two-column.pdf", import.meta.url),
  ),
};

const wordResume = {
  name: "priya-nair.docx",
  mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  buffer: Buffer.from(
    wordDocument([
      { text: "Priya Nair", style: "Title" },
      { text: "Product Manager" },
      { text: "priya.nair@example.com | +44 20 7946 0958 | London, UK" },
      { text: "Professional Experience", style: "Heading1" },
      { text: "Lumen Health", bold: true, tab: "Mar 2019 – Present" },
      { text: "Senior Product Manager", tab: "London" },
      { text: "• Launched the patient app used by 200,000 people every month across three countries." },
      { text: "Languages", style: "Heading1" },
      {
        text: "Sea swimming in every season, badly drawn maps of every place I have lived in, and slow bread.",
      },
    ]),
  ),
};

const importDialog = (page: Page) => page.getByRole("dialog", { name: "Import a resume" });
const preview = (page: Page) => page.getByTitle("Resume preview").contentFrame();

async function openImport(page: Page): Promise<Locator> {
  await page.goto("/dashboard/resumes");
  await expect(page.getByRole("heading", { name: "Resumes", level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Control+i");
  await expect(importDialog(page)).toBeVisible();
  return importDialog(page);
}

async function recognise(page: Page, type: string, file: Parameters<Page["setInputFiles"]>[1]) {
  const dialog = await openImport(page);
  await dialog.getByRole("combobox", { name: "Import from" }).selectOption({ label: type });
  await expect(dialog.getByText("The file is read on this device; it is not uploaded.")).toBeVisible();
  await dialog.getByLabel("File").setInputFiles(file);
  await dialog.getByRole("button", { name: "Validate", exact: true }).click();
  await expect(dialog.getByTestId("import-preview")).toBeVisible({ timeout: 30_000 });
  return dialog;
}

/** The dialog's preview as a PNG beside the test's results, to look at. */
const shoot = async (page: Page, info: TestInfo, name: string) =>
  importDialog(page).screenshot({ path: info.outputPath(`${name}.png`), animations: "disabled" });

test("a PDF is recognised in the browser, previewed per section, and becomes a resume", async ({
  page,
  user: _user,
}, info) => {
  test.slow();
  const dialog = await recognise(page, "PDF (.pdf)", twoColumnPdf);
  const result = dialog.getByTestId("import-preview");
  await expect(dialog.getByTestId("import-recognition")).toContainText(
    "Recognised from the file's text and layout",
  );
  await expect(result).toContainText("Jonas Weber");
  await expect(result).toContainText("Work History: 2");
  await expect(result).toContainText("Nordlicht Analytics · Bergmann Logistik");
  await expect(result).toContainText("Skills: 2");

  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
  ).toEqual([]);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shoot(page, info, `pdf-desktop-${scheme}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await shoot(page, info, `pdf-phone-${scheme}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });

  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/builder\/[\w-]+$/, { timeout: 15_000 });
  for (const text of ["Jonas Weber", "Nordlicht Analytics", "Senior Data Engineer"])
    await expect(preview(page).getByText(text, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
});

test("a Word file goes through the same recogniser; text that fits no section is kept and the dialog says so", async ({
  page,
  user: _user,
}, info) => {
  test.slow();
  const dialog = await recognise(page, "Word (.docx)", wordResume);
  const result = dialog.getByTestId("import-preview");
  await expect(result).toContainText("Priya Nair");
  await expect(result).toContainText("Lumen Health");
  await expect(dialog.getByTestId("import-recognition")).toContainText(
    'Text that fit no section is kept in the section "Imported text".',
  );
  await shoot(page, info, "docx-desktop-light");
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(page).toHaveURL(/\/builder\/[\w-]+$/, { timeout: 15_000 });
  await expect(preview(page).getByText("Sea swimming in every season", { exact: false })).toBeVisible({
    timeout: 15_000,
  });
});

test("a PDF Vitae printed is restored exactly, and the dialog says so; cancelling creates nothing", async ({
  page,
  user: _user,
}) => {
  test.slow();
  const created = await page.request.post("/api/resume", {
    data: { title: "Printed CV", slug: "printed-cv", sample: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const printed = await page.request.get(`/api/resume/print/${id}`);
  const { url } = (await printed.json()) as { url: string };
  const pdf = await page.request.get(new URL(url).pathname + new URL(url).search);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  const dialog = await recognise(page, "PDF (.pdf)", {
    name: "printed-cv.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(await pdf.body()),
  });
  await expect(dialog.getByTestId("import-recognition")).toContainText(
    "This PDF was printed by Vitae: the resume is restored exactly.",
  );
  await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(dialog).toBeHidden();
  const list = await page.request.get("/api/resume");
  expect(((await list.json()) as unknown[]).length).toBe(1);
});
