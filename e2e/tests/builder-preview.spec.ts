import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, FrameLocator, Page } from "@playwright/test";
import { expect, test } from "../fixtures/user";

type StoredResume = {
  id: string;
  title: string;
  slug: string;
  visibility: "private" | "public";
  updatedAt: string;
  data: {
    basics: { headline: string; url: { href: string }; customFields: unknown[] };
    sections: {
      profiles: { items: { id: string; icon: string; network: string }[] };
      experience: { items: { id: string; company: string }[] };
    };
    metadata: { typography: { hideIcons: boolean } };
  };
};

/** A sample resume with icons shown and its first profile on LinkedIn. */
async function createResumeWithLinkedIn(request: APIRequestContext): Promise<StoredResume> {
  const created = await request.post("/api/resume", {
    data: { title: "Preview CV", slug: "preview-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const resume = (await created.json()) as StoredResume;
  const { data } = resume;
  const [first, ...rest] = data.sections.profiles.items;
  if (!first) throw new Error("the sample has profiles");
  const withLinkedIn = {
    ...data,
    sections: {
      ...data.sections,
      profiles: {
        ...data.sections.profiles,
        // The others typed by hand as "GitHub", with no icon chosen: the network's name picks it.
        items: [
          { ...first, icon: "linkedin", network: "LinkedIn" },
          ...rest.map((item) => ({ ...item, icon: "", network: "GitHub" })),
        ],
      },
    },
    metadata: { ...data.metadata, typography: { ...data.metadata.typography, hideIcons: false } },
  };
  const updated = await request.patch(`/api/resume/${resume.id}`, {
    data: {
      title: resume.title,
      slug: resume.slug,
      visibility: resume.visibility,
      updatedAt: resume.updatedAt,
      data: withLinkedIn,
    },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return (await updated.json()) as StoredResume;
}

const preview = (page: Page): FrameLocator => page.getByTitle("Resume preview").contentFrame();
const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");
/** The preview's zoom, read from its (screen-reader) status: "Zoom 64 %". */
const zoomPercent = async (page: Page) =>
  Number(
    (
      await preview(page)
        .getByText(/^Zoom \d+ %$/)
        .textContent()
    )?.match(/\d+/)?.[0],
  );

test("the builder's preview: LinkedIn icon, refit on resize, a field the server refuses, the icon picker", async ({
  page,
  user,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const resume = await createResumeWithLinkedIn(page.request);
  const linkedinIcon = await page.request.get("/api/icons/linkedin");
  expect(linkedinIcon.status()).toBe(200);
  const linkedinPath = ((await linkedinIcon.json()) as { path: string }).path;

  await page.goto(`/builder/${resume.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Preview CV" })).toBeVisible({ timeout: 15_000 });
  expect((await page.request.get("/api/user/me")).ok(), user.username).toBe(true);

  // The LinkedIn profile's icon is drawn in the preview (it used to be a 404 and no icon).
  const profile = resume.data.sections.profiles.items[0];
  const linkedinProfile = preview(page).locator(`[data-section="profiles"] [data-item-id="${profile?.id}"]`);
  await expect(linkedinProfile.locator(`path[d="${linkedinPath}"]`)).toHaveCount(1, { timeout: 15_000 });
  // A profile typed as "GitHub" without an icon gets GitHub's, from the network's name.
  const githubPath = ((await (await page.request.get("/api/icons/github")).json()) as { path: string }).path;
  const typedProfile = resume.data.sections.profiles.items[1];
  expect(typedProfile).toMatchObject({ icon: "", network: "GitHub" });
  await expect(
    preview(page)
      .locator(`[data-section="profiles"] [data-item-id="${typedProfile?.id}"]`)
      .locator(`path[d="${githubPath}"]`),
  ).toHaveCount(1);

  // Widening the content panel with its splitter (keyboard: End takes it to its widest) refits the page.
  await expect.poll(() => zoomPercent(page)).toBeGreaterThan(0);
  const before = await zoomPercent(page);
  const splitter = page.getByRole("separator").first();
  await splitter.focus();
  await page.keyboard.press("End");
  await expect.poll(() => zoomPercent(page)).toBeLessThan(before);

  // A bare domain in Website URL: the message shows, the rest saves, and leaving the field adds https://.
  const website = page.getByRole("textbox", { name: "Website URL" });
  const headline = page.getByRole("textbox", { name: "Headline" });
  await website.fill("quinn dot dev");
  await headline.fill("Staff engineer");
  await expect(page.getByText("Enter a valid URL starting with https://, or leave it empty.")).toBeVisible();
  await expect(saveStatus(page)).toHaveText("Saved, except 1 field");
  const saved = (await (await page.request.get(`/api/resume/${resume.id}`)).json()) as StoredResume;
  expect(saved.data.basics.headline).toBe("Staff engineer");
  expect(saved.data.basics.url.href).toBe(resume.data.basics.url.href);
  // The preview shows what prints: the new headline, and the saved link rather than the refused one.
  const header = preview(page).locator(".vt-header");
  await expect(header).toContainText("Staff engineer");
  await expect(header.locator(`a[href="${resume.data.basics.url.href}"]`)).toHaveCount(1);
  await expect(header).not.toContainText("quinn dot dev");
  // "Show" takes the person to the held-back field.
  await headline.focus();
  await page.getByRole("button", { name: "Show the field that needs fixing" }).click();
  await expect(website).toBeFocused();

  // Reloaded with that field still invalid (the draft brings it back): the preview shows the resume.
  await page.reload();
  await expect(website).toHaveValue("quinn dot dev", { timeout: 15_000 });
  await expect(preview(page).getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(preview(page).getByText("Waiting for the resume…")).toHaveCount(0);

  await website.fill("quinn.dev");
  await website.blur();
  await expect(website).toHaveValue("https://quinn.dev");
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/resume/${resume.id}`)).json()) as StoredResume).data.basics.url
          .href,
    )
    .toBe("https://quinn.dev");

  // A custom field's icon comes from the picker: search, keyboard, and the preview draws it.
  await page.getByRole("button", { name: "Add a custom field" }).click();
  const picker = page.getByRole("button", { name: "Icon: No icon" });
  await picker.click();
  const search = page.getByRole("combobox", { name: "Search icons" });
  await expect(search).toBeFocused();
  const axe = await new AxeBuilder({ page }).exclude("iframe[data-artboard-frame]").analyze();
  const serious = axe.violations.filter((violation) =>
    ["serious", "critical"].includes(violation.impact ?? ""),
  );
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(", ")}`),
  ).toEqual([]);
  await search.fill("linked");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Icon: LinkedIn" })).toBeFocused();
  await page.getByRole("textbox", { name: "Value" }).last().fill("https://linkedin.example/in/erin");
  const contact = preview(page).locator(".vt-contact-custom");
  await expect(contact.locator(`path[d="${linkedinPath}"]`)).toHaveCount(1);
  await expect(saveStatus(page)).toHaveText("All changes saved");

  // A click on an experience item in the preview tells the builder which item it was (the artboard's view
  // captures the pointer, so this needs a real browser); the item shows it is clickable.
  await page.evaluate(() => {
    const seen: unknown[] = [];
    Object.assign(window, { vitaeSelections: seen });
    window.addEventListener("message", (event) => {
      if ((event.data as { type?: string } | null)?.type === "vitae:select") seen.push(event.data);
    });
  });
  const jobId = resume.data.sections.experience.items[0]?.id;
  const job = preview(page).locator(`[data-section="experience"] [data-item-id="${jobId}"]`);
  await expect(job).toHaveCSS("cursor", "pointer");
  await job.locator(".vt-item-title").click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { vitaeSelections: unknown[] }).vitaeSelections))
    .toEqual([{ type: "vitae:select", section: "experience", itemId: jobId }]);
  // The builder opens that item's dialog; Escape closes it (nothing changed).
  const dialog = page.getByRole("dialog", { name: "Edit an item of Experience" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Company")).toHaveValue(
    resume.data.sections.experience.items[0]?.company ?? "",
  );
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // A click on a section heading brings that section of the left panel into view, its heading focused.
  await preview(page).locator('[data-section="experience"] .vt-section-heading').click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { vitaeSelections: unknown[] }).vitaeSelections.at(-1)),
    )
    .toEqual({ type: "vitae:select", section: "experience" });
  await expect(page.locator("#section-experience h3")).toBeFocused();
  await expect(page.locator("#section-experience")).toBeInViewport();

  // So does a click on the summary, and on the name (the basics).
  await preview(page).locator(".vt-summary").click();
  const summaryHeading = page.getByRole("heading", { level: 2, name: "Summary" });
  await expect(summaryHeading).toBeFocused();
  await expect(summaryHeading).toBeInViewport();
  await preview(page).locator(".vt-name").click();
  const basicsHeading = page.getByRole("heading", { level: 2, name: "Basics" });
  await expect(basicsHeading).toBeFocused();
  await expect(basicsHeading).toBeInViewport();

  // In an item dialog the link's address and text sit side by side, their boxes level.
  await page.locator(`[data-item-button="${jobId}"]`).click();
  const edit = page.getByRole("dialog", { name: "Edit an item of Experience" });
  const top = async (label: string) => (await edit.getByLabel(label, { exact: true }).boundingBox())?.y;
  await expect.poll(() => top("Website")).toBeGreaterThan(0);
  expect(await top("Website")).toBe(await top("Link text"));
  await page.keyboard.press("Escape");
});
