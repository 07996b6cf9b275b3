import { readdirSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { zipSync } from "fflate";
import { FAKE_PLATFORM_TOKEN } from "../fixtures/fake-learning-platform.mjs";
import { expect, test } from "../fixtures/user";

const samples = new URL("../../../shared/fixtures/import/", import.meta.url);
const sample = (path: string) => ({
  name: path.split("/").pop() ?? path,
  mimeType: "application/json",
  buffer: readFileSync(new URL(path, samples)),
});

/** The synthetic LinkedIn export (a folder of CSVs in the shared samples), zipped as LinkedIn delivers it. */
const linkedinZip = () => {
  const folder = new URL("linkedin-export/silkyrich-synthetic-ada/", samples);
  const files = Object.fromEntries(
    readdirSync(folder).map((name) => [name, new Uint8Array(readFileSync(new URL(name, folder)))]),
  );
  return {
    name: "Basic_LinkedInDataExport.zip",
    mimeType: "application/zip",
    buffer: Buffer.from(zipSync(files)),
  };
};

const importDialog = (page: Page) => page.getByRole("dialog", { name: "Import a resume" });
const preview = (page: Page) => page.getByTitle("Resume preview").contentFrame();

async function openImport(page: Page) {
  await page.goto("/dashboard/resumes");
  await expect(page.getByRole("heading", { name: "Resumes", level: 1 })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press("Control+i");
  await expect(importDialog(page)).toBeVisible();
  return importDialog(page);
}

/** Imports through the dialog: type, file (if any), Validate/Import, the preview, Create; ends in the builder. */
async function importAndOpen(
  page: Page,
  type: string,
  action: "Validate" | "Import",
  expected: string[],
  file?: Parameters<Page["setInputFiles"]>[1],
) {
  const dialog = await openImport(page);
  await dialog.getByRole("combobox", { name: "Import from" }).selectOption({ label: type });
  if (file !== undefined) await dialog.getByLabel("File").setInputFiles(file);
  await dialog.getByRole("button", { name: action, exact: true }).click();
  const result = dialog.getByTestId("import-preview");
  for (const text of expected.slice(0, 1)) await expect(result).toContainText(text);
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/builder\/[\w-]+$/);
  for (const text of expected)
    await expect(preview(page).getByText(text, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
}

test("a person imports a file of each type and finds its text in the builder's preview", async ({
  page,
  user: _user,
}) => {
  test.slow();
  await importAndOpen(
    page,
    "JSON Resume (.json)",
    "Validate",
    ["Richard Hendriks", "Pied Piper"],
    sample("json-resume/jsonresume-schema-sample.resume.json"),
  );
  await importAndOpen(
    page,
    "Reactive Resume v3 (.json)",
    "Validate",
    ["Alexis Jones"],
    sample("reactive-resume-v3/wizlee-official-sample-alexis-jones.json"),
  );
  await importAndOpen(
    page,
    "Vitae or Reactive Resume v4 (.json)",
    "Validate",
    ["John Doe"],
    sample("reactive-resume-v4/official-template-ditto.json"),
  );
  await importAndOpen(page, "LinkedIn Data Export (.zip)", "Validate", ["Ada Byron-Lovelace"], linkedinZip());

  // The learning platform's session cookie (on the shared parent domain in production) is read by the page.
  const { hostname } = new URL(page.url());
  await page
    .context()
    .addCookies([{ name: "lmsRefreshToken", value: FAKE_PLATFORM_TOKEN, domain: hostname, path: "/" }]);
  await importAndOpen(page, "Coach LMS", "Import", ["Priya Platform", "Platform Course in Algorithms"]);
  await importAndOpen(page, "LPU Resume", "Import", ["Priya Platform", "Campus Navigator"]);

  const titles = ((await (await page.request.get("/api/resume")).json()) as { title: string }[]).map(
    (resume) => resume.title,
  );
  expect(titles).toEqual(
    expect.arrayContaining([
      "Richard Hendriks",
      "Alexis Jones",
      "John Doe",
      "Ada Byron-Lovelace",
      "Priya Platform",
    ]),
  );
});

test("the import dialog shows errors, resets, warns, and says why an import is unavailable", async ({
  page,
  user: _user,
}) => {
  const dialog = await openImport(page);
  const type = dialog.getByRole("combobox", { name: "Import from" });

  // Not JSON: the spec's message, a toast, and a reset that returns to no result.
  await type.selectOption({ label: "JSON Resume (.json)" });
  await dialog
    .getByLabel("File")
    .setInputFiles({ name: "broken.json", mimeType: "application/json", buffer: Buffer.from("{ not json") });
  await dialog.getByRole("button", { name: "Validate", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("Failed to parse JSON");
  // The toast sits outside the modal dialog (hidden from assistive tech while it is open; the alert above speaks).
  await expect(page.getByText("Import failed", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByRole("alert")).toBeHidden();
  await expect(page.getByText("Import failed", { exact: true })).toBeHidden();

  // A schema problem is listed as JSON, path and message.
  await type.selectOption({ label: "Vitae or Reactive Resume v4 (.json)" });
  await dialog.getByLabel("File").setInputFiles({
    name: "v4.json",
    mimeType: "application/json",
    buffer: Buffer.from('{"basics":{},"sections":{"skills":{"items":[{"id":"a","level":9}]}}}'),
  });
  await dialog.getByRole("button", { name: "Validate", exact: true }).click();
  await expect(dialog.getByTestId("import-errors")).toContainText('"path": "sections.skills.items[0].level"');

  // Warnings are shown before anything is created; changing the type resets file and result.
  await type.selectOption({ label: "JSON Resume (.json)" });
  await expect(dialog.getByTestId("import-errors")).toBeHidden();
  await dialog
    .getByLabel("File")
    .setInputFiles(sample("json-resume/kurone-kito-legacy-pre-v1-japanese.resume.json"));
  await dialog.getByRole("button", { name: "Validate", exact: true }).click();
  await expect(dialog.getByTestId("import-preview")).toContainText("黒音キト");
  await expect(dialog.getByTestId("import-preview")).toContainText("skills[].category");
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
  ).toEqual([]);
  await type.selectOption({ label: "Reactive Resume v3 (.json)" });
  await expect(dialog.getByTestId("import-preview")).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Create", exact: true })).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Validate", exact: true })).toBeDisabled();

  // Over 1 MB the conversion runs in a worker: progress is shown and the result is the same kind of preview.
  const work = Array.from({ length: 2000 }, (_, index) => ({
    name: `Worker Company ${index}`,
    position: "Engineer",
    startDate: "2015-01",
    summary: "Built and ran distributed systems. ".repeat(15),
    highlights: ["Led a team", "Shipped features"],
  }));
  const large = Buffer.from(JSON.stringify({ basics: { name: "Large File" }, work }));
  expect(large.byteLength).toBeGreaterThan(1024 * 1024);
  await type.selectOption({ label: "JSON Resume (.json)" });
  await dialog
    .getByLabel("File")
    .setInputFiles({ name: "large.json", mimeType: "application/json", buffer: large });
  const worker = page.waitForEvent("worker");
  await dialog.getByRole("button", { name: "Validate", exact: true }).click();
  expect((await worker).url()).toContain("convert.worker");
  await expect(dialog.getByTestId("import-preview")).toContainText("Experience: 2000");

  // No profile provider on this server: the option says why and cannot run.
  await type.selectOption({ label: "LinkedIn profile" });
  await expect(dialog.getByRole("note")).toContainText("LINKEDIN_PROFILE_API_URL");
  await expect(dialog.getByRole("textbox", { name: "Linkedin Profile Url" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Import", exact: true })).toBeDisabled();

  // Reopening starts afresh.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.keyboard.press("Control+i");
  await expect(importDialog(page).getByRole("combobox", { name: "Import from" })).toHaveValue(
    "json-resume-json",
  );
});

test("a resume exported as Vitae JSON or as JSON Resume imports back unchanged", async ({
  page,
  user: _user,
}) => {
  await importAndOpen(
    page,
    "JSON Resume (.json)",
    "Validate",
    ["Richard Hendriks"],
    sample("json-resume/jsonresume-schema-sample.resume.json"),
  );
  const id = page.url().split("/").pop();
  const original = (await (await page.request.get(`/api/resume/${id}`)).json()) as { data: unknown };

  const download = async (name: string) => {
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name }).click(),
    ]);
    const path = await file.path();
    return { name: file.suggestedFilename(), text: readFileSync(path, "utf8") };
  };
  const vitae = await download("Download Vitae JSON");
  expect(vitae.name).toMatch(/\.vitae\.json$/);
  expect(JSON.parse(vitae.text)).toEqual(original.data);
  const jsonResume = await download("Download JSON Resume");
  expect(JSON.parse(jsonResume.text)).toMatchObject({
    basics: { name: "Richard Hendriks" },
    work: [{ name: "Pied Piper" }],
  });
  // The panel says what other JSON Resume tools will not show; for this resume, only Vitae's own design.
  await expect(
    page.getByRole("list", { name: /What other JSON Resume tools will not show/ }).getByRole("listitem"),
  ).toHaveText(["Template, layout, theme and typography"]);

  const importedCopy = async (type: string, file: { name: string; text: string }) => {
    const dialog = await openImport(page);
    await dialog.getByRole("combobox", { name: "Import from" }).selectOption({ label: type });
    await dialog
      .getByLabel("File")
      .setInputFiles({ name: file.name, mimeType: "application/json", buffer: Buffer.from(file.text) });
    await dialog.getByRole("button", { name: "Validate", exact: true }).click();
    await expect(dialog.getByTestId("import-preview")).not.toContainText("could not be carried over");
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    // The builder of the new copy, not of a resume opened before.
    const current = () => page.url().match(/\/builder\/([\w-]+)$/)?.[1];
    await expect.poll(() => current() !== undefined && !opened.includes(current() ?? "")).toBe(true);
    const copy = current() ?? "";
    opened.push(copy);
    return (await (await page.request.get(`/api/resume/${copy}`)).json()) as { data: unknown };
  };
  const opened = [id ?? ""];
  expect((await importedCopy("Vitae or Reactive Resume v4 (.json)", vitae)).data).toEqual(original.data);
  expect((await importedCopy("JSON Resume (.json)", jsonResume)).data).toEqual(original.data);
});

test("a file of another type is said in a sentence with a switch to its type, on a desktop and a phone, light and dark", async ({
  page,
  user: _user,
}) => {
  test.slow();
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    for (const scheme of ["light", "dark"] as const) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      const dialog = await openImport(page);
      const type = dialog.getByRole("combobox", { name: "Import from" });
      await type.selectOption({ label: "Vitae or Reactive Resume v4 (.json)" });
      await dialog
        .getByLabel("File")
        .setInputFiles(sample("json-resume/jsonresume-schema-sample.resume.json"));
      await dialog.getByRole("button", { name: "Validate", exact: true }).click();

      await expect(dialog.getByRole("alert")).toHaveText(
        "This file looks like JSON Resume (.json), not Vitae or Reactive Resume v4 (.json).",
      );
      await expect(dialog.getByTestId("import-errors")).toBeHidden();
      const switchType = dialog.getByRole("button", { name: "Import as JSON Resume (.json)" });
      await expect(switchType).toBeInViewport();
      // Nothing runs past the dialog's right edge.
      expect(
        await dialog.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`wrong-type-${viewport.width}-${scheme}.png`) });
      const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(
        axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
        `axe at ${viewport.width} px, ${scheme}`,
      ).toEqual([]);

      await switchType.click();
      await expect(type).toHaveValue("json-resume-json");
      await expect(dialog.getByTestId("import-preview")).toContainText("Richard Hendriks");
      await dialog.getByRole("button", { name: "Cancel" }).click();
    }
  }

  // A LinkedIn export picked as JSON: the same offer, and the export imports once switched.
  const dialog = await openImport(page);
  await dialog.getByLabel("File").setInputFiles(linkedinZip());
  await dialog.getByRole("button", { name: "Validate", exact: true }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "This file looks like LinkedIn Data Export (.zip), not JSON Resume (.json).",
  );
  await dialog.getByRole("button", { name: "Import as LinkedIn Data Export (.zip)" }).click();
  await expect(dialog.getByTestId("import-preview")).toContainText("Ada Byron-Lovelace");
});
