import type { Page } from "@playwright/test";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { linkIn, waitForMail } from "../fixtures/mail";
import { expect, test } from "../fixtures/user";

/**
 * Every kind of screen, as a guest and signed in, in light and dark: axe-core must find no serious or critical
 * violation. The resume itself (the artboard frame) is the user's own design and is left out;
 * everything around it is checked.
 */
const schemes = ["light", "dark"] as const;

async function expectScheme(page: Page, scheme: (typeof schemes)[number]) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains("dark")))
    .toBe(scheme === "dark");
}

for (const scheme of schemes) {
  test(`no serious or critical axe violation on any screen (${scheme})`, async ({ page, user, browser }) => {
    // Ten pages with an axe run each, on a shared machine.
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1280, height: 900 });

    const created = await page.request.post("/api/resume", {
      data: { title: "Axe CV", slug: "axe-cv", sample: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const resume = (await created.json()) as {
      id: string;
      data: { basics: { name: string }; metadata: { css: { value: string; visible: boolean } } };
      updatedAt: string;
    };
    // Custom CSS long and wide enough that its editor scrolls both ways.
    const css = Array.from(
      { length: 40 },
      (_, line) =>
        `.vt-section-${line} { margin-block: ${line}px; font-feature-settings: "liga" 1, "kern" 1; }`,
    ).join("\n");
    const published = await page.request.patch(`/api/resume/${resume.id}`, {
      data: {
        title: "Axe CV",
        slug: "axe-cv",
        data: { ...resume.data, metadata: { ...resume.data.metadata, css: { value: css, visible: false } } },
        updatedAt: resume.updatedAt,
        visibility: "public",
      },
    });
    expect(published.status(), await published.text()).toBe(200);

    // Guest screens, in a context without the session.
    const guest = await browser.newContext({ colorScheme: scheme });
    try {
      const visitor = await guest.newPage();
      await visitor.goto("/");
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
      await expectScheme(visitor, scheme);
      await expectNoSeriousViolations(visitor, "landing");

      await visitor.goto("/auth/login");
      await expect(visitor.getByLabel("Email or username")).toBeVisible();
      await expectNoSeriousViolations(visitor, "login");

      await visitor.goto("/auth/register");
      await expect(visitor.getByLabel("Username")).toBeVisible();
      await expectNoSeriousViolations(visitor, "register");

      await visitor.goto(`/${user.username}/axe-cv`);
      await expect(visitor.getByRole("heading", { level: 1, name: resume.data.basics.name })).toBeVisible({
        timeout: 15_000,
      });
      await expectNoSeriousViolations(visitor, "public resume");

      await visitor.goto(`/${user.username}/no-such-resume`);
      await expect(visitor.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expectNoSeriousViolations(visitor, "not found");
    } finally {
      await guest.close();
    }

    // Signed-in screens.
    await page.goto("/dashboard/resumes");
    await expect(page.getByRole("list", { name: "Your resumes" })).toBeVisible({ timeout: 15_000 });
    await expectScheme(page, scheme);
    await expectNoSeriousViolations(page, "dashboard");

    await page.getByRole("button", { name: "Create a new resume" }).first().click();
    await expect(page.getByRole("dialog", { name: "Create a new resume" })).toBeVisible();
    await expectNoSeriousViolations(page, "dashboard with the resume dialog");
    await page.keyboard.press("Escape");

    await page.goto("/dashboard/trash");
    await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
    await expect(page.getByText("The trash is empty")).toBeVisible();
    await expectNoSeriousViolations(page, "trash");

    // Verified first, so the settings page shows its "Verified" badge (a contrast the issue named).
    const link = linkIn(await waitForMail(user.email, { subject: /verify/i }), "/auth/verify-email");
    await page.goto(link.pathname + link.search);
    await expect(page.getByText("Email verified", { exact: true })).toBeVisible();
    await page.goto("/dashboard/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByText("Verified", { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page, "settings");

    await page.goto(`/builder/${resume.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Axe CV" })).toBeVisible({ timeout: 15_000 });
    // The splitters say where they are (WAI-ARIA window splitter), and follow a keyboard resize.
    const splitter = page.getByRole("separator", { name: "Resize the content panel" });
    await expect(splitter).toHaveAttribute("aria-valuenow", "30");
    await expect(splitter).toHaveAttribute("aria-valuemin", "25");
    await expect(splitter).toHaveAttribute("aria-valuemax", "45");
    await expect(page.getByRole("separator", { name: "Resize the design panel" })).toHaveAttribute(
      "aria-valuenow",
      "70",
    );
    await splitter.focus();
    await page.keyboard.press("ArrowRight");
    await expect(splitter).not.toHaveAttribute("aria-valuenow", "30");
    // The custom CSS editor is drawn and scrolls (its scroll area must be reachable by keyboard).
    const cssScroller = page.locator("[data-css-editor] .cm-scroller");
    await expect(cssScroller).toContainText(".vt-section-0");
    expect(await cssScroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expectNoSeriousViolations(page, "builder");

    // On a phone the panels are dialogs: check one open.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Design" }).click();
    await expect(page.getByRole("dialog", { name: "Design" })).toBeVisible();
    await expectNoSeriousViolations(page, "builder with the design panel open");

    // On a phone the account menu is a button with the initials: its name starts with them.
    await page.goto("/dashboard/resumes");
    await expect(page.getByRole("list", { name: "Your resumes" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: /^ET Account menu for Erin Tester$/ })).toBeVisible();
    await expectNoSeriousViolations(page, "dashboard on a phone");
    await page.goto("/dashboard/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expectNoSeriousViolations(page, "settings on a phone");
  });
}
