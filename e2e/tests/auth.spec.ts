import { expect, type Page, test } from "@playwright/test";
import { URI } from "otpauth";
import { countMails, linkIn, waitForMail } from "../fixtures/mail";

// Every step that checks a password runs argon2 on the server, on purpose slow; a busy CI machine running
// several browsers makes it slower still. Journeys get room, and so do the waits after those steps.
test.describe.configure({ timeout: 180_000 });
const argon2 = { timeout: 30_000 };

type Person = { name: string; username: string; email: string; password: string };

/** A new person per test: names are unique, so tests never share an account and may run in parallel. */
function newPerson(label: string): Person {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: "Grace Hopper",
    username: `${label}-${id}`,
    email: `${label}-${id}@example.com`,
    password: "compiler-1952",
  };
}

const VERIFY_SUBJECT = /verify/i;
const RESET_SUBJECT = /reset/i;

async function register(page: Page, person: Person) {
  await page.goto("/auth/register");
  await page.getByLabel("Name", { exact: true }).fill(person.name);
  await page.getByLabel("Username", { exact: true }).fill(person.username);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/auth\/verify-email$/, argon2);
  await expect(page.getByText("Check your email")).toBeVisible();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function logOutWithMenu(page: Page, person: Person) {
  // Named by what it shows (name, e-mail) and then what it is (WCAG 2.5.3).
  const menu = new RegExp(`^${escapeRegExp(person.name)} ${escapeRegExp(person.email)} Account menu$`);
  await page.getByRole("button", { name: menu }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
}

async function submitLogin(page: Page, identifier: string, password: string) {
  await page.goto("/auth/login");
  await page.getByLabel("Email or username", { exact: true }).fill(identifier);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** A refused sign-in keeps what was typed, says so at the password and puts the cursor there. */
async function expectRefused(page: Page, identifier: string, password: string) {
  const field = page.getByLabel("Password", { exact: true });
  await expect(field).toHaveAccessibleDescription(/email, username or password is not correct/, argon2);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(password);
  await expect(page.getByLabel("Email or username", { exact: true })).toHaveValue(identifier);
}

async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard\/resumes$/, argon2);
  await expect(page.getByRole("heading", { level: 1, name: "Resumes" })).toBeVisible();
}

async function signInWithBackupCode(page: Page, person: Person, code: string) {
  await submitLogin(page, person.email, person.password);
  await expect(page).toHaveURL(/\/auth\/verify-otp$/, argon2);
  await page.getByRole("link", { name: /use a backup code/i }).click();
  await expect(page).toHaveURL(/\/auth\/backup-otp$/);
  await page.getByLabel("Backup code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a person registers, verifies, turns 2FA on, signs in with codes and turns 2FA off", async ({
  page,
}) => {
  const person = newPerson("journey");

  await register(page, person);

  // The verification link opened signed out: the login page says why, and verifying goes on after sign-in.
  await page.goto("/dashboard");
  await logOutWithMenu(page, person);
  const mail = await waitForMail(person.email, { subject: VERIFY_SUBJECT });
  const link = linkIn(mail, "/auth/verify-email");
  await page.goto(link.pathname + link.search);
  await expect(page.getByText("Sign in to verify your email")).toBeVisible();
  await page.getByLabel("Email or username", { exact: true }).fill(person.username);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/, argon2);
  await expect(page.getByText("Email verified", { exact: true })).toBeVisible();

  // Turn two-factor on with a code computed from the URI the dialog shows.
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Enable two-factor authentication" }).click();
  const setup = page.getByRole("dialog", { name: "Set up two-factor authentication" });
  await expect(setup.getByRole("img", { name: /QR code/ })).toBeVisible();
  const uri = (await setup.getByText(/^otpauth:\/\//).textContent()) ?? "";
  const totp = URI.parse(uri);
  // The secret is also there to be typed, in groups of four.
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  await expect(setup.getByText(secret.match(/.{1,4}/g)?.join(" ") ?? "", { exact: true })).toBeVisible();
  await setup.getByRole("button", { name: "Continue" }).click();
  const codeStep = page.getByRole("dialog", { name: "Enter a code" });
  const enablingCode = totp.generate();
  await codeStep.getByLabel("Code", { exact: true }).fill(enablingCode);
  await codeStep.getByRole("button", { name: "Enable" }).click();
  const codesStep = page.getByRole("dialog", { name: "Save your backup codes" });
  const codeItems = codesStep.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(codeItems).toHaveCount(8);
  const backupCodes = await codeItems.allTextContents();
  for (const code of backupCodes) expect(code).toMatch(/^[a-z0-9]{10}$/);
  await codesStep.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText("Two-factor authentication is on.")).toBeVisible();

  // Log out with the keyboard shortcut, then sign in with a TOTP. The code that enabled 2FA (still on the
  // person's screen) is spent: the page says to wait for the next one, which works (the server accepts one step
  // of drift either way).
  await page.keyboard.press("Shift+Q");
  await expect(page).toHaveURL(/\/$/);
  await submitLogin(page, person.email, person.password);
  await expect(page).toHaveURL(/\/auth\/verify-otp$/, argon2);
  await expect(page.getByLabel("Code", { exact: true })).toHaveAttribute("placeholder", "123456");
  await page.getByLabel("Code", { exact: true }).fill(enablingCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByLabel("Code", { exact: true })).toHaveAccessibleDescription(
    "This code was just used. Wait for your app to show the next code, then enter that one.",
  );
  await page.getByLabel("Code", { exact: true }).fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expectDashboard(page);

  // A backup code works once.
  const [firstCode, secondCode] = backupCodes as [string, string, ...string[]];
  await logOutWithMenu(page, person);
  await signInWithBackupCode(page, person, firstCode);
  await expectDashboard(page);

  await logOutWithMenu(page, person);
  await signInWithBackupCode(page, person, firstCode);
  // Refused silently: the form empties and the page stays.
  await expect(page.getByLabel("Backup code", { exact: true })).toHaveValue("", argon2);
  await expect(page).toHaveURL(/\/auth\/backup-otp$/);

  await page.getByLabel("Backup code", { exact: true }).fill(secondCode);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectDashboard(page);

  // Turn two-factor off, confirming with the password.
  await page.keyboard.press("Shift+S");
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await page.getByRole("button", { name: "Disable two-factor authentication" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Disable two-factor authentication?" });
  await confirm.getByLabel("Password", { exact: true }).fill(person.password);
  await confirm.getByRole("button", { name: "Disable" }).click();
  await expect(confirm).toBeHidden(argon2);
  await expect(page.getByText("Two-factor authentication is off.")).toBeVisible();

  // Without 2FA the password alone signs in again.
  await logOutWithMenu(page, person);
  await submitLogin(page, person.email, person.password);
  await expectDashboard(page);

  // Leave nothing behind: delete the account the way a person would.
  await page.keyboard.press("Shift+S");
  await page.getByRole("button", { name: "Delete account" }).click();
  const deletion = page.getByRole("alertdialog", { name: "Delete your account?" });
  await deletion.getByLabel("Password", { exact: true }).fill(person.password);
  await deletion.getByRole("button", { name: "Delete account" }).click();
  await expect(page).toHaveURL(/\/$/, argon2);
  await expect(page.getByText("Account deleted", { exact: true })).toBeVisible();
  await submitLogin(page, person.email, person.password);
  await expectRefused(page, person.email, person.password);
});

test("the sign-in page's language picker shows the whole language name, on a desktop and on a phone", async ({
  page,
}) => {
  // Named in the page's language, which changes with it.
  const picker = () => page.getByRole("banner").getByRole("combobox");
  /**
   * How much of the chosen language's name the picker cuts off, in whole CSS pixels (0 when it shows it all; the
   * canvas measures shaped scripts such as Arabic within a pixel of the page, hence the one pixel of slack).
   */
  const cutOff = () =>
    picker().evaluate((element) => {
      const select = element as HTMLSelectElement;
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
      context.font = style.font;
      const text = context.measureText(select.selectedOptions[0]?.text ?? "").width;
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return Math.max(0, Math.ceil(text - room - 1));
    });

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/auth/login");
    await expect(page.getByLabel("Email or username")).toBeVisible();
    await expect.poll(cutOff, `American English at ${width} px`).toBe(0);
    for (const language of [
      "Deutsch (Deutschland)",
      "Português (Brasil)",
      "العربية (المملكة العربية السعودية)",
    ]) {
      await picker().selectOption({ label: language });
      await expect(page.getByLabel("Email or username")).toHaveCount(0);
      await expect.poll(cutOff, `${language} at ${width} px`).toBe(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${width} px`,
      ).toBeLessThanOrEqual(width);
    }
    await picker().selectOption({ label: "American English" });
    await expect(page.getByLabel("Email or username")).toBeVisible();
  }
});

test("a guest's pages ask nothing that fails: no 401 in the console", async ({ page }) => {
  const failures: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") failures.push(message.text());
  });
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/auth/login");
  await expect(page.getByLabel("Email or username", { exact: true })).toBeVisible();
  await page.goto("/auth/register");
  await expect(page.getByLabel("Username", { exact: true })).toBeVisible();
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%2Fsettings$/);
  await expect(page.getByLabel("Email or username", { exact: true })).toBeVisible();

  expect(failures).toEqual([]);
});

test("a signed-in visitor of the login page goes to its ?redirect= target", async ({ page }) => {
  const person = newPerson("redirect");
  await register(page, person);

  await page.goto("/auth/login?redirect=/dashboard/settings");
  await expect(page).toHaveURL(/\/dashboard\/settings$/, argon2);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  const deleted = await page.request.delete("/api/user/me", { data: { password: person.password } });
  expect(deleted.status()).toBe(204);
});

test("a person who forgot the password resets it from the mailed link", async ({ page }) => {
  const person = newPerson("reset");
  await register(page, person);
  await page.goto("/dashboard");
  await logOutWithMenu(page, person);

  const before = countMails(person.email, RESET_SUBJECT);
  await page.goto("/auth/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Check your inbox")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveCount(0);

  const mail = await waitForMail(person.email, { subject: RESET_SUBJECT, after: before });
  const link = linkIn(mail, "/auth/reset-password");
  await page.goto(link.pathname + link.search);
  const newPassword = "nanosecond-wire-30cm";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/, argon2);

  // The old password no longer works; the new one does.
  await submitLogin(page, person.email, person.password);
  await expectRefused(page, person.email, person.password);
  await submitLogin(page, person.email, newPassword);
  await expectDashboard(page);

  const deleted = await page.request.delete("/api/user/me", { data: { password: newPassword } });
  expect(deleted.status()).toBe(204);
});
