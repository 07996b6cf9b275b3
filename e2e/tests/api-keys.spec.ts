import { mkdirSync } from "node:fs";
import { type Page, request as playwrightRequest } from "@playwright/test";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/user";

const saveStatus = (page: Page) => page.getByRole("banner").getByRole("status");
const apiKeys = (page: Page) => page.getByRole("region", { name: "API keys" });
const shots = new URL("../.tmp/shots/", import.meta.url).pathname;

test("a person creates an API key in the settings, a script uses it, the builder saves by JSON Patch, and revoking ends the key", async ({
  page,
  baseURL,
  user: _signedIn,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const created = await page.request.post("/api/resume", {
    data: { title: "Keyed CV", slug: "keyed-cv", sample: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // Settings → API keys: name, scopes, expiry; the secret is shown once.
  await page.goto("/dashboard/settings");
  await expect(apiKeys(page).getByText("No API keys yet.")).toBeVisible();
  await apiKeys(page).getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog", { name: "Create an API key" });
  await dialog.getByRole("textbox", { name: "Name" }).fill("Deploy script");
  await expect(dialog.getByRole("checkbox", { name: "Read resumes" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Create and edit resumes" }).check();
  await dialog.getByRole("combobox", { name: "Expires" }).selectOption({ label: "In 30 days" });
  await expectNoSeriousViolations(page, "create API key dialog");
  await dialog.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByRole("dialog", { name: "Copy your new key" });
  const secret = await shown.getByRole("textbox", { name: "Your new API key" }).inputValue();
  expect(secret).toMatch(/^vitae_[\w-]{43}$/);
  await expectNoSeriousViolations(page, "new API key dialog");
  await shown.getByRole("button", { name: "Done" }).click();

  // A script, with the key and no cookies, reads the resumes.
  const script = await playwrightRequest.newContext({ baseURL: baseURL ?? "" });
  const listed = await script.get("/api/resume", { headers: { authorization: `Bearer ${secret}` } });
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { id: string }[]).map((resume) => resume.id)).toEqual([id]);
  // …and from a page with fetch, without the session.
  const fromPage = await page.evaluate(
    async (key) =>
      (await fetch("/api/resume", { credentials: "omit", headers: { authorization: `Bearer ${key}` } }))
        .status,
    secret,
  );
  expect(fromPage).toBe(200);
  // The account itself is out of its reach.
  expect(
    (await script.get("/api/user/me", { headers: { authorization: `Bearer ${secret}` } })).status(),
  ).toBe(403);

  // The list shows the key, its scopes and its last use.
  await page.reload();
  const row = apiKeys(page).getByRole("listitem").filter({ hasText: "Deploy script" });
  await expect(row.getByText("Create and edit resumes")).toBeVisible();
  await expect(row.getByText(/^Last used .+ from /)).toBeVisible();
  await expectNoSeriousViolations(page, "API keys list");

  // Screenshots of the screen: desktop and a 390 px phone, light and dark.
  mkdirSync(shots, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [device, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await apiKeys(page).scrollIntoViewIfNeeded();
      await apiKeys(page).screenshot({ path: `${shots}api-keys-${device}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1440, height: 900 });

  // The builder saves edits after the first as JSON Patches, and they persist.
  const saves: { contentType: string; bytes: number }[] = [];
  page.on("request", (request) => {
    if (request.method() === "PATCH" && request.url().endsWith(`/api/resume/${id}`)) {
      saves.push({
        contentType: request.headers()["content-type"] ?? "",
        bytes: request.postDataBuffer()?.length ?? 0,
      });
    }
  });
  await page.goto(`/builder/${id}`);
  const headline = page.getByRole("textbox", { name: "Headline" });
  await headline.fill("Platform Engineer");
  await expect(saveStatus(page)).toHaveText("All changes saved");
  await headline.pressSequentially(" & SRE", { delay: 40 });
  await expect(saveStatus(page)).toHaveText("All changes saved");
  expect(saves[0]?.contentType).toContain("application/json");
  const patches = saves.filter((save) => save.contentType.startsWith("application/json-patch+json"));
  expect(patches.length, JSON.stringify(saves)).toBeGreaterThan(0);
  console.log(
    `bytes per save: whole resume ${saves[0]?.bytes}, JSON Patch ${patches.map((save) => save.bytes).join(", ")}`,
  );
  await page.reload();
  await expect(headline).toHaveValue("Platform Engineer & SRE", { timeout: 15_000 });
  const stored = await script.get(`/api/resume/${id}`, { headers: { authorization: `Bearer ${secret}` } });
  expect(((await stored.json()) as { data: { basics: { headline: string } } }).data.basics.headline).toBe(
    "Platform Engineer & SRE",
  );

  // Revoking the key stops the script at once.
  await page.goto("/dashboard/settings");
  await apiKeys(page).getByRole("button", { name: "Revoke Deploy script" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(apiKeys(page).getByText("No API keys yet.")).toBeVisible();
  expect((await script.get("/api/resume", { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(
    401,
  );
  await script.dispose();
});

test("the API reference works offline and offers the API key as bearer authentication", async ({
  page,
  baseURL,
}) => {
  // Nothing but this server: the page must not need a CDN.
  const origin = new URL(baseURL ?? "").origin;
  const elsewhere: string[] = [];
  await page.route("**/*", (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    elsewhere.push(route.request().url());
    return route.abort();
  });
  await page.goto("/api/docs");
  await expect(page.getByRole("button", { name: "Authorize" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Authorize" }).click();
  // Swagger UI's authorizations list: the key as an HTTP bearer scheme, with what it may do.
  await expect(page.getByRole("heading", { name: /ApiKey\s*\(http, Bearer\)/ })).toBeVisible();
  await expect(page.getByText(/A personal API key/)).toBeVisible();
  expect(elsewhere).toEqual([]);
});
