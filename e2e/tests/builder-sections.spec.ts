import { execFileSync } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/user";

const credentialId = "MCC-2049";

/** One new item per built-in section, through its dialog: the fields to fill and the text that marks it. */
const newItems: { section: string; fields: Record<string, string>; marker: string }[] = [
  {
    section: "education",
    fields: { Institution: "Marker Education Institute", "Area of study": "Physics" },
    marker: "Marker Education Institute",
  },
  {
    section: "experience",
    fields: { Company: "Marker Experience Corp", Position: "Engineer" },
    marker: "Marker Experience Corp",
  },
  { section: "internship", fields: { Company: "Marker Internship Labs" }, marker: "Marker Internship Labs" },
  { section: "projects", fields: { Name: "Marker Project Atlas" }, marker: "Marker Project Atlas" },
  {
    section: "certifications",
    fields: { Name: "Marker Certified Cloud", Issuer: "Cloud Org", "Credential ID": credentialId },
    marker: "Marker Certified Cloud",
  },
  { section: "languages", fields: { Name: "Marker Esperanto" }, marker: "Marker Esperanto" },
  { section: "skills", fields: { Name: "Marker Databases" }, marker: "Marker Databases" },
  {
    section: "profiles",
    fields: { Network: "Marker Mastodon", Username: "marker-user" },
    marker: "marker-user",
  },
  { section: "awards", fields: { Title: "Marker Best Paper" }, marker: "Marker Best Paper" },
  { section: "interests", fields: { Name: "Marker Climbing" }, marker: "Marker Climbing" },
  { section: "publications", fields: { Name: "Marker Journal Article" }, marker: "Marker Journal Article" },
  { section: "volunteer", fields: { Organization: "Marker Food Bank" }, marker: "Marker Food Bank" },
  { section: "references", fields: { Name: "Marker Ada Reference" }, marker: "Marker Ada Reference" },
];
const customMarker = "Marker Custom Talk";
const secondJob = "Second Job Ltd";

const preview = (page: Page) => page.getByTitle("Resume preview").contentFrame();
const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");
const card = (page: Page, id: string) => page.locator(`#section-${id}`);
const dialog = (page: Page) => page.getByRole("dialog");

/** Drags `source` onto `target` with real mouse moves (dnd-kit needs a few pixels before a drag starts). */
async function drag(page: Page, source: Locator, target: Locator, position: "top" | "center" = "center") {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("nothing to drag");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  const y = position === "top" ? to.y + 4 : to.y + to.height / 2;
  await page.mouse.move(to.x + to.width / 2, y, { steps: 15 });
  await page.mouse.up();
}

/** The preview's text, in document order. */
const previewText = async (page: Page) =>
  (await preview(page).locator("body").innerText()).replace(/\s+/g, " ");

test("a person fills every section, arranges items, sections and pages, styles it, undoes, reloads and prints", async ({
  page,
  user: _signedIn,
}) => {
  test.setTimeout(240_000);
  const created = await page.request.post("/api/resume", {
    data: { title: "Sections CV", slug: "sections-cv" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/builder/${id}`);
  await page.getByLabel("Full name").fill("Erin Tester");

  // One item through the dialog in every built-in section.
  for (const { section, fields, marker } of newItems) {
    await card(page, section)
      .getByRole("button", { name: /^Add the first item/ })
      .click();
    for (const [label, value] of Object.entries(fields))
      await dialog(page).getByLabel(label, { exact: false }).first().fill(value);
    await dialog(page).getByRole("button", { name: "Add", exact: true }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(card(page, section).getByText(marker)).toBeVisible();
    await expect(preview(page).getByText(marker).first()).toBeVisible();
  }

  // A certification's credential ID prints on its meta line.
  await expect(preview(page).locator(".vt-item-meta").getByText(credentialId)).toBeVisible();

  // A custom section with an item.
  await page.getByRole("button", { name: "Add custom section" }).click();
  const custom = page.locator("[data-section-card^='custom.']");
  await custom.getByRole("button", { name: /^Add the first item/ }).click();
  await dialog(page).getByLabel("Name").fill(customMarker);
  await dialog(page).getByRole("button", { name: "Add", exact: true }).click();
  await expect(preview(page).getByText(customMarker)).toBeVisible();

  // Accessibility with a dialog open; it closes with Escape.
  await card(page, "experience").locator("[data-item-button]").first().click();
  await expect(dialog(page)).toBeVisible();
  const axe = await new AxeBuilder({ page }).exclude("iframe").analyze();
  expect(
    axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
  ).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);

  // A second job (new items come first), then reorder by keyboard and by mouse.
  const experience = card(page, "experience");
  await experience.getByRole("button", { name: /^Add item/ }).click();
  await dialog(page).getByLabel("Company").fill(secondJob);
  await dialog(page).getByRole("button", { name: "Add", exact: true }).click();
  const jobOrder = async () => {
    const text = await previewText(page);
    return text.indexOf(secondJob) < text.indexOf("Marker Experience Corp") ? "second first" : "second last";
  };
  await expect.poll(jobOrder).toBe("second first");
  await experience.getByRole("button", { name: `Reorder ${secondJob}` }).focus();
  // Each key waits for what a screen reader hears: the sensor listens for arrows only once the item is lifted.
  const announced = (text: string) => page.locator("[id^='DndLiveRegion']", { hasText: text });
  await page.keyboard.press("Space");
  await expect(announced(`${secondJob} moved to position 1 of 2.`)).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await expect(announced(`${secondJob} moved to position 2 of 2.`)).toHaveCount(1);
  await page.keyboard.press("Space");
  await expect(announced(`${secondJob} dropped at position 2 of 2.`)).toHaveCount(1);
  await expect.poll(jobOrder).toBe("second last");
  await drag(
    page,
    experience.getByRole("button", { name: `Reorder ${secondJob}` }),
    experience.getByRole("button", { name: "Reorder Marker Experience Corp" }),
    "top",
  );
  await expect.poll(jobOrder).toBe("second first");

  // Hide an item and a section.
  await experience.getByRole("button", { name: `Hide ${secondJob} on the resume` }).click();
  await expect(preview(page).getByText(secondJob)).toHaveCount(0);
  await card(page, "interests").getByRole("switch").click();
  await expect(preview(page).getByText("Marker Climbing")).toHaveCount(0);

  // Skills in three columns.
  await card(page, "skills")
    .getByRole("button", { name: /^Settings of / })
    .click();
  await page.getByRole("menuitem", { name: "Columns" }).click();
  await page.getByRole("menuitemradio", { name: "3 columns" }).click();
  await expect(preview(page).locator('[data-section="skills"] .vt-items')).toHaveClass(/vt-columns-3/);

  // Layout: a second page, Projects dragged onto it; a third page added and deleted.
  const layout = page.locator("[data-layout-editor]");
  await page.getByRole("button", { name: "Add page" }).click();
  await drag(
    page,
    layout.locator('[data-layout-section="projects"] button').first(),
    layout.locator('[data-layout-page="1"] [data-layout-column="0"]'),
  );
  await expect(layout.locator('[data-layout-page="1"] [data-layout-section="projects"]')).toBeVisible();
  await expect(preview(page).locator('.vt-page[data-page="1"] [data-section="projects"]')).toBeVisible();
  await page.getByRole("button", { name: "Add page" }).click();
  await expect(layout.locator("[data-layout-page]")).toHaveCount(3);
  await page.getByRole("button", { name: "Delete page 3" }).click();
  await expect(layout.locator("[data-layout-page]")).toHaveCount(2);

  // Custom CSS that colours the name.
  const heading = preview(page).locator("h1").first();
  const editor = page.locator("[data-css-editor] .cm-content");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("h1 { color: rgb(0, 128, 0) }");
  await page.getByRole("switch", { name: "Apply custom CSS" }).click();
  await expect(heading).toHaveCSS("color", "rgb(0, 128, 0)");

  // Undo three times (switch, CSS text, page deletion), then redo all three.
  const undo = page.getByRole("banner").getByRole("button", { name: "Undo" });
  const redo = page.getByRole("banner").getByRole("button", { name: "Redo" });
  await undo.click();
  await expect(heading).not.toHaveCSS("color", "rgb(0, 128, 0)");
  await undo.click();
  await expect(page.locator("[data-css-editor] .cm-content")).not.toContainText("rgb(0, 128, 0)");
  await undo.click();
  await expect(layout.locator("[data-layout-page]")).toHaveCount(3);
  await redo.click();
  await expect(layout.locator("[data-layout-page]")).toHaveCount(2);
  await redo.click();
  await redo.click();
  await expect(heading).toHaveCSS("color", "rgb(0, 128, 0)");

  // Everything is saved: reload and find it.
  await expect(saveStatus(page)).toHaveText("All changes saved", { timeout: 15_000 });
  await page.reload();
  // The preview's first render after a reload loads the fonts again: slow on a busy machine.
  await expect(preview(page).locator("h1").first()).toHaveCSS("color", "rgb(0, 128, 0)", { timeout: 15_000 });
  const stored = (await (await page.request.get(`/api/resume/${id}`)).json()) as {
    data: {
      sections: Record<string, { items: { visible: boolean }[]; visible: boolean; columns: number }>;
      metadata: { layout: string[][][] };
    };
  };
  expect(stored.data.sections.skills?.columns).toBe(3);
  expect(stored.data.sections.interests?.visible).toBe(false);
  expect(stored.data.sections.experience?.items.map((item) => item.visible)).toEqual([false, true]);
  expect(stored.data.metadata.layout).toHaveLength(2);
  expect(stored.data.metadata.layout[1]?.[0]).toEqual(["projects"]);
  for (const { section, marker } of newItems) {
    if (section === "interests") continue;
    await expect(preview(page).getByText(marker).first()).toBeVisible();
  }

  // The PDF holds every shown item, in the layout's order, and none of the hidden ones.
  const downloading = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const text = execFileSync("pdftotext", ["-layout", await (await downloading).path(), "-"], {
    encoding: "utf8",
  });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain(credentialId);
  expect(flat).not.toContain(secondJob);
  expect(flat).not.toContain("Marker Climbing");
  const order = stored.data.metadata.layout.flat(2).flatMap((sectionId) => {
    if (sectionId.startsWith("custom.")) return [customMarker];
    const item = newItems.find((entry) => entry.section === sectionId && entry.section !== "interests");
    return item ? [item.marker] : [];
  });
  expect(order).toHaveLength(newItems.length);
  const positions = order.map((marker) => flat.indexOf(marker));
  expect(
    positions.every((position) => position >= 0),
    `missing from the PDF: ${order.filter((_, i) => positions[i] === -1)}`,
  ).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
});
