import { expect, test } from "@playwright/test";

const cycle = ["light", "system", "dark"] as const;

test("the landing page introduces Vitae and links a guest to sign in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Vitae/);
  await page
    .getByRole("link", { name: /sign in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("the theme toggle cycles light → system → dark → light and is remembered", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const toggle = page.getByRole("button", { name: /theme/i });
  const stored = () => page.evaluate(() => localStorage.getItem("theme"));
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));

  const seen: string[] = [];
  for (let i = 0; i < 4; i++) {
    await toggle.click();
    const theme = await stored();
    expect(theme).not.toBeNull();
    seen.push(theme as string);
    await expect.poll(isDark).toBe(theme === "dark");
  }
  const start = cycle.indexOf(seen[0] as (typeof cycle)[number]);
  expect(start).toBeGreaterThanOrEqual(0);
  expect(seen).toEqual([0, 1, 2, 3].map((i) => cycle[(start + i) % 3]));

  // System mode follows the operating system live.
  while ((await stored()) !== "system") await toggle.click();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(isDark).toBe(true);
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(isDark).toBe(false);

  await page.reload();
  expect(await stored()).toBe("system");
});

test("a guest opening the dashboard is sent to login with the way back", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
});

test("a guest opening a builder keeps path and query in the redirect", async ({ page }) => {
  const builder = "/builder/00000000-0000-4000-8000-000000000000?section=experience";
  await page.goto(builder);
  await expect.poll(() => new URL(page.url()).pathname).toBe("/auth/login");
  expect(new URL(page.url()).searchParams.get("redirect")).toBe(builder);
});

test("unknown API routes answer JSON 404 while client routes get the app", async ({ request }) => {
  const api = await request.get("/api/does-not-exist");
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ statusCode: 404, code: "NotFound" });

  const health = await request.get("/api/health");
  expect(await health.json()).toMatchObject({ status: "ok" });

  const client = await request.get("/dashboard/resumes", { headers: { accept: "text/html" } });
  expect(client.status()).toBe(200);
  expect(await client.text()).toContain('<div id="root"');
});
