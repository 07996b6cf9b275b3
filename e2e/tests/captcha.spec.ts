import { type ChildProcess, spawn } from "node:child_process";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

// A second server with the bot check on (the suite's own server runs with it off), on its own port and database.
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const base = `http://localhost:${port}`;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  server = spawn(process.execPath, ["serve.mjs"], {
    cwd: new URL("..", import.meta.url).pathname,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: base, CAPTCHA: "altcha" },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${base}/api/health`).catch(() => undefined))?.ok ?? false, {
      timeout: 90_000,
      intervals: [250],
    })
    .toBe(true);
});

test.afterAll(() => {
  server?.kill();
});

const person = (id: string) => ({
  name: "Captcha Person",
  username: `captcha-${id}`,
  email: `captcha-${id}@example.com`,
  password: "correct-horse-battery",
  locale: "en-US",
});

test("with CAPTCHA=altcha a person signs up through the bundled widget; no answer or a forged one is refused", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = { origin: base };
  expect(await (await request.get(`${base}/api/auth/captcha`)).json()).toEqual({ captcha: "altcha" });

  const withoutAnswer = await request.post(`${base}/api/auth/register`, { data: person("none"), headers });
  expect(withoutAnswer.status()).toBe(400);
  expect((await withoutAnswer.json()).code).toBe("CaptchaRequired");
  const forged = Buffer.from(
    JSON.stringify({ challenge: { parameters: {}, signature: "x" }, solution: {} }),
  ).toString("base64");
  const forgedAnswer = await request.post(`${base}/api/auth/register`, {
    data: { ...person("forged"), token: forged },
    headers,
  });
  expect(forgedAnswer.status()).toBe(400);
  expect((await forgedAnswer.json()).code).toBe("InvalidCaptcha");

  // The page asks nothing of anyone but this server.
  const foreign: string[] = [];
  page.on("request", (sent) => {
    if (!sent.url().startsWith(base) && !sent.url().startsWith("blob:") && !sent.url().startsWith("data:"))
      foreign.push(sent.url());
  });
  await page.goto(`${base}/auth/register`);
  const id = Date.now().toString(36);
  await page.getByLabel("Name", { exact: true }).fill("Captcha Person");
  await page.getByLabel("Username").fill(`captcha-${id}`);
  await page.getByLabel("Email").fill(`captcha-${id}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("correct-horse-battery");
  const submit = page.getByRole("button", { name: "Create account" });
  await expect(submit).toBeDisabled();

  const widget = page.locator("altcha-widget");
  await expect(widget).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? "")),
  ).toEqual([]);

  await widget.getByText("I am a person").click();
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  await expect(page).toHaveURL(/\/auth\/verify-email/);
  expect(foreign).toEqual([]);
});
