import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { type TOTP, URI } from "otpauth";
import { expectNoSeriousViolations } from "../fixtures/axe";
import { expect, test } from "../fixtures/user";

const passkeys = (page: Page) => page.getByRole("region", { name: "Passkeys" });
const shots = new URL("../.tmp/shots/", import.meta.url).pathname;
// Sign-in checks a password with argon2, which takes a while on a busy machine.
const argon2 = { timeout: 15_000 };

/**
 * Chromium's virtual authenticator (CDP WebAuthn domain): a platform authenticator with resident keys and user
 * verification that answers at once, as a laptop's fingerprint reader would after a touch.
 */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

/** Screenshots of one part of a page: desktop and a 390 px phone, light and dark. */
async function screenshots(page: Page, part: Locator, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [device, width] of [
      ["desktop", 1280],
      ["phone", 390],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await part.scrollIntoViewIfNeeded();
      await part.screenshot({ path: `${shots}${name}-${device}-${scheme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });
}

const signOut = async (page: Page) => {
  expect((await page.request.post("/api/auth/logout")).status()).toBe(204);
  await page.goto("/auth/login");
};

test("a person adds a passkey, signs in with it, uses it as the second factor, renames and removes it", async ({
  page,
  user,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const authenticator = await addVirtualAuthenticator(page);

  // Settings → Passkeys: named, then created by the browser (the keyboard is enough).
  await page.goto("/dashboard/settings");
  await expect(passkeys(page).getByText("No passkeys yet.")).toBeVisible();
  await passkeys(page).getByRole("button", { name: "Add a passkey" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add a passkey" });
  await expect(dialog.getByRole("textbox", { name: "Name" })).toBeFocused();
  await page.keyboard.type("Laptop");
  await expectNoSeriousViolations(page, "add passkey dialog");
  await page.keyboard.press("Enter");
  const row = passkeys(page).getByRole("listitem").filter({ hasText: "Laptop" });
  await expect(row.getByText(/^Added .+ · never used$/)).toBeVisible();
  await expect(dialog).toBeHidden();
  const [credential] = await authenticator.credentials();
  expect(credential).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
  await expectNoSeriousViolations(page, "passkeys settings");

  // Signed out, the login page's autofill (conditional UI) offers the passkey; the virtual authenticator picks
  // it at once, as a person choosing it among the username suggestions, and it signs in without a password.
  await signOut(page);
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  // Where the browser has no autofill for passkeys, the button does the same.
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, "isConditionalMediationAvailable", {
      value: async () => false,
    });
  });
  await signOut(page);
  const passkeyButton = page.getByRole("button", { name: "Sign in with a passkey" });
  await expect(passkeyButton).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email or username" })).toHaveAttribute(
    "autocomplete",
    "username webauthn",
  );
  await expectNoSeriousViolations(page, "login with passkey");
  await screenshots(page, page.getByRole("main"), "passkeys-login");
  await passkeyButton.click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  // With two-factor on, the password is followed by the passkey instead of a code.
  const setup = await page.request.post("/api/auth/2fa/setup");
  const totp = URI.parse(((await setup.json()) as { message: string }).message) as TOTP;
  expect(
    (await page.request.post("/api/auth/2fa/enable", { data: { code: totp.generate() } })).status(),
  ).toBe(200);
  await signOut(page);
  await page.getByRole("textbox", { name: "Email or username" }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/verify-otp$/, argon2);
  await expectNoSeriousViolations(page, "2FA step with passkey");
  await page.getByRole("button", { name: "Use a passkey instead" }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumes$/);

  // Rename, then remove after confirming with the password.
  await page.goto("/dashboard/settings");
  await expect(row.getByText(/^Added .+ · last used .+$/)).toBeVisible();
  await row.getByRole("button", { name: "Rename Laptop" }).click();
  const rename = page.getByRole("dialog", { name: "Rename passkey" });
  await rename.getByRole("textbox", { name: "Name" }).fill("Work laptop");
  await rename.getByRole("button", { name: "Save" }).click();
  const renamed = passkeys(page).getByRole("listitem").filter({ hasText: "Work laptop" });
  await expect(renamed).toBeVisible();
  // The confirmation toast would cover the row on a phone.
  await page
    .locator("li", { hasText: "Passkey renamed to “Work laptop”." })
    .getByRole("button", { name: "Close" })
    .click();
  await screenshots(page, passkeys(page), "passkeys-settings");

  await renamed.getByRole("button", { name: "Remove Work laptop" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove “Work laptop”?" });
  await confirm.getByLabel("Password", { exact: true }).fill(user.password);
  await expectNoSeriousViolations(page, "remove passkey dialog");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(passkeys(page).getByText("No passkeys yet.")).toBeVisible(argon2);
});
