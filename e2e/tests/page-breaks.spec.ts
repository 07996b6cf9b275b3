import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/user";

const schemes = ["light", "dark"] as const;
const viewports = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * axe on the page, or on the open menu only: an open menu is modal, so Radix hides the rest of the page from
 * assistive technology (aria-hidden) while it is open, which axe reports about every control behind it.
 */
const preview = (page: Page) => page.getByTitle("Resume preview").contentFrame();
const sectionMenu = (page: Page) =>
  page.locator("#section-experience").getByRole("button", { name: /^Settings of / });

type Stored = {
  data: {
    sections: { experience: { pageBreakBefore: boolean; items: { keepTogether: boolean }[] } };
    metadata: { typography: { hyphenate: boolean } };
  };
};

test("a person starts a section on a new page, keeps an item together and turns hyphenation on", async ({
  page,
  user: _signedIn,
}, testInfo) => {
  test.setTimeout(180_000);
  const created = await page.request.post("/api/resume", {
    data: { title: "Breaks CV", slug: "breaks-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const stored = async () => (await (await page.request.get(`/api/resume/${id}`)).json()) as Stored;

  await page.setViewportSize(viewports.desktop);
  await page.goto(`/builder/${id}`);
  await expect(preview(page).locator('[data-section="experience"]')).toBeVisible({ timeout: 20_000 });

  // Section settings: Start on a new page. The preview marks the section at once; the save stores it.
  await sectionMenu(page).click();
  await page.getByRole("menuitemcheckbox", { name: "Start on a new page" }).click();
  await expect(preview(page).locator('[data-section="experience"]')).toHaveClass(/vt-break-before/);
  await expect.poll(async () => (await stored()).data.sections.experience.pageBreakBefore).toBe(true);

  // The item's menu: Keep together.
  const firstItem = page
    .locator("#section-experience")
    .getByRole("button", { name: /^More for / })
    .first();
  await firstItem.click();
  await page.getByRole("menuitemcheckbox", { name: "Keep together" }).click();
  await expect.poll(async () => (await stored()).data.sections.experience.items[0]?.keepTogether).toBe(true);

  // Typography: Hyphenate long words; the preview's text gets soft hyphens, the stored text none.
  const hyphenate = page.getByRole("switch", { name: "Hyphenate long words" });
  await hyphenate.scrollIntoViewIfNeeded();
  await hyphenate.click();
  await expect
    .poll(async () =>
      (await preview(page).locator('[data-section="experience"]').innerText()).includes("\u00ad"),
    )
    .toBe(true);
  await expect.poll(async () => (await stored()).data.metadata.typography.hyphenate).toBe(true);
  expect(JSON.stringify((await stored()).data)).not.toContain("\u00ad");

  // The menus in light and dark, on a desktop and a phone, and axe on them and on the builder with the switch.
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize(viewports.desktop);
    await expectNoSeriousViolations(page, `builder (${scheme})`);
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      if (size === "phone") await page.getByRole("button", { name: "Content", exact: true }).click();
      await sectionMenu(page).scrollIntoViewIfNeeded();
      await sectionMenu(page).click();
      await expect(page.getByRole("menuitemcheckbox", { name: "Start on a new page" })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await page.screenshot({ path: testInfo.outputPath(`section-menu-${size}-${scheme}.png`) });
      if (size === "desktop")
        await expectNoSeriousViolations(page, `section menu (${scheme})`, '[role="menu"]');
      await page.keyboard.press("Escape");
      await firstItem.click();
      await expect(page.getByRole("menuitemcheckbox", { name: "Keep together" })).toHaveAttribute(
        "aria-checked",
        "true",
      );
      await page.screenshot({ path: testInfo.outputPath(`item-menu-${size}-${scheme}.png`) });
      if (size === "desktop") await expectNoSeriousViolations(page, `item menu (${scheme})`, '[role="menu"]');
      await page.keyboard.press("Escape");
      if (size === "phone") await page.keyboard.press("Escape");
    }
  }
});
