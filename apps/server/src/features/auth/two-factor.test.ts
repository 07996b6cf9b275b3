import type { User } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { TOTP, URI } from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { secrets } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { Browser, newRegistration, signIn, signUp } from "./auth.test-helpers.ts";
import { startSession } from "./session.service.ts";
import { insertUser } from "./user.repo.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock one TOTP step (30 s) ahead, as if the person waited for the next code. */
const nextStep = () => vi.setSystemTime(new Date(Date.now() + 30_000));

const totpOf = (uri: string): TOTP => {
  const otp = URI.parse(uri);
  if (!(otp instanceof TOTP)) throw new Error("Not a TOTP URI");
  return otp;
};

const enableTwoFactor = async (browser: Browser) => {
  const setup = await browser.post("/api/auth/2fa/setup");
  expect(setup.statusCode).toBe(200);
  const totp = totpOf(setup.json<{ message: string }>().message);
  const enable = await browser.post("/api/auth/2fa/enable", { code: totp.generate() });
  expect(enable.statusCode).toBe(200);
  return { totp, backupCodes: enable.json<{ backupCodes: string[] }>().backupCodes };
};

describe("two-factor authentication", () => {
  it("goes from setup to sign-in with TOTP and backup codes, refuses replays and guessing, and turns off", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const { browser, registration, user } = await signUp(test.app);

    // Setup: an otpauth URI with the settings authenticator apps expect; the secret is encrypted at rest.
    const setup = await browser.post("/api/auth/2fa/setup");
    expect(setup.statusCode).toBe(200);
    const uri = setup.json<{ message: string }>().message;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Vitae:/);
    const totp = totpOf(uri);
    expect(totp).toMatchObject({
      issuer: "Vitae",
      label: registration.email,
      algorithm: "SHA1",
      digits: 6,
      period: 30,
    });
    const [stored] = await test.database.db.select().from(secrets).where(eq(secrets.userId, user.id));
    expect(stored?.twoFactorSecret).toBeTruthy();
    expect(stored?.twoFactorSecret).not.toContain(totp.secret.base32);
    expect((await browser.get("/api/user/me")).json<User>().twoFactorEnabled).toBe(false);

    // Enable: a wrong code is refused; the right one answers 8 backup codes, stored only as hashes.
    const wrong = await browser.post("/api/auth/2fa/enable", {
      code: totp.generate() === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "InvalidTwoFactorCode" });
    const enable = await browser.post("/api/auth/2fa/enable", { code: totp.generate() });
    expect(enable.statusCode).toBe(200);
    const { backupCodes } = enable.json<{ backupCodes: string[] }>();
    expect(backupCodes).toHaveLength(8);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z0-9]{10}$/);
    expect(new Set(backupCodes).size).toBe(8);
    const [enabled] = await test.database.db.select().from(secrets).where(eq(secrets.userId, user.id));
    expect(enabled?.twoFactorBackupCodes).toHaveLength(8);
    for (const code of backupCodes) expect(enabled?.twoFactorBackupCodes).not.toContain(code);
    expect((await browser.get("/api/user/me")).json<User>().twoFactorEnabled).toBe(true);

    for (const path of ["/api/auth/2fa/setup", "/api/auth/2fa/enable"]) {
      const again = await browser.post(path, { code: totp.generate() });
      expect(again.statusCode, path).toBe(400);
      expect(again.json()).toMatchObject({ code: "TwoFactorAlreadyEnabled" });
    }

    // Password sign-in now stops half-way: a pending cookie only, no user, no refresh token.
    const pending = await signIn(test.app, registration.email, registration.password);
    expect(pending.response.statusCode).toBe(200);
    expect(pending.response.json()).toEqual({ status: "2fa_required" });
    expect([...pending.browser.cookies.keys()]).toEqual(["Authentication"]);
    expect((await pending.browser.get("/api/user/me")).statusCode).toBe(401);
    expect((await pending.browser.post("/api/auth/2fa/setup")).statusCode).toBe(401);
    expect((await pending.browser.post("/api/auth/refresh")).statusCode).toBe(401);
    // …and a full session cannot call the pending-only routes.
    expect((await browser.post("/api/auth/2fa/verify", { code: totp.generate() })).statusCode).toBe(401);

    // The code that enabled 2FA was spent in its step: replaying it fails with its own code (the person is told
    // to wait for the next code, not that theirs is wrong), and the next step's code works.
    const replay = await pending.browser.post("/api/auth/2fa/verify", { code: totp.generate() });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: "TwoFactorCodeUsed" });
    nextStep();
    const code = totp.generate();
    const verify = await pending.browser.post("/api/auth/2fa/verify", { code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json<User>().id).toBe(user.id);
    expect(pending.browser.cookies.has("Refresh")).toBe(true);
    expect((await pending.browser.get("/api/user/me")).statusCode).toBe(200);

    // The same code in a second session, still within its 30 s: refused.
    const second = await signIn(test.app, registration.username, registration.password);
    const secondReplay = await second.browser.post("/api/auth/2fa/verify", { code });
    expect(secondReplay.statusCode).toBe(401);
    expect(secondReplay.json()).toMatchObject({ code: "TwoFactorCodeUsed" });

    // A backup code works once.
    const [backupCode = ""] = backupCodes;
    const backup = await second.browser.post("/api/auth/2fa/backup", { code: backupCode });
    expect(backup.statusCode).toBe(200);
    expect(backup.json<User>().id).toBe(user.id);
    expect((await second.browser.get("/api/user/me")).statusCode).toBe(200);
    const third = await signIn(test.app, registration.email, registration.password);
    const reused = await third.browser.post("/api/auth/2fa/backup", { code: backupCode });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: "InvalidTwoFactorBackupCode" });
    const malformed = await third.browser.post("/api/auth/2fa/backup", { code: "TOO-SHORT" });
    expect(malformed.statusCode).toBe(400);

    // Guessing is cut off within a handful of tries, and then even the right code waits.
    nextStep();
    const guesses: number[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      const candidate = String(100000 + guess);
      const response = await third.browser.post("/api/auth/2fa/verify", {
        code: candidate === totp.generate() ? "999999" : candidate,
      });
      guesses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ code: "TooManyRequests" });
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(14 * 60);
        break;
      }
    }
    expect(guesses.at(-1)).toBe(429);
    expect(guesses.length).toBeLessThanOrEqual(6);
    const locked = await third.browser.post("/api/auth/2fa/verify", { code: totp.generate() });
    expect(locked.statusCode).toBe(429);
    const lockedBackup = await third.browser.post("/api/auth/2fa/backup", { code: backupCodes[1] ?? "" });
    expect(lockedBackup.statusCode).toBe(429);

    // Disable needs the password; then sign-in is one step again.
    const noProof = await browser.post("/api/auth/2fa/disable", {});
    expect(noProof.statusCode).toBe(401);
    expect(noProof.json()).toMatchObject({ code: "InvalidCredentials" });
    const badPassword = await browser.post("/api/auth/2fa/disable", { password: "not the password" });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json()).toMatchObject({ code: "InvalidCredentials" });
    const disable = await browser.post("/api/auth/2fa/disable", { password: registration.password });
    expect(disable.statusCode).toBe(200);
    expect(disable.json()).toEqual({ message: expect.any(String) });
    expect((await browser.get("/api/user/me")).json<User>().twoFactorEnabled).toBe(false);
    const [disabled] = await test.database.db.select().from(secrets).where(eq(secrets.userId, user.id));
    expect(disabled).toMatchObject({ twoFactorSecret: null, twoFactorBackupCodes: [] });

    const again = await browser.post("/api/auth/2fa/disable", { password: registration.password });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "TwoFactorNotEnabled" });
    const direct = await signIn(test.app, registration.email, registration.password);
    expect(direct.response.json()).toMatchObject({ status: "authenticated" });
  });

  it("lets an external-provider account disable two-factor with a current code", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const external = newRegistration();
    const user = await insertUser(
      test.database.db,
      {
        name: external.name,
        username: external.username,
        email: external.email,
        provider: "google",
        emailVerified: true,
      },
      { passwordHash: null },
    );
    const browser = new Browser(test.app);
    const tokens = await startSession(test.app.authDeps, user);
    browser.cookies.set("Authentication", tokens.accessToken);
    browser.cookies.set("Refresh", tokens.refreshToken ?? "");
    const { totp } = await enableTwoFactor(browser);

    const withPassword = await browser.post("/api/auth/2fa/disable", { password: "anything" });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json()).toMatchObject({ code: "OAuthUser" });
    const noProof = await browser.post("/api/auth/2fa/disable", {});
    expect(noProof.statusCode).toBe(401);

    nextStep();
    const disable = await browser.post("/api/auth/2fa/disable", { code: totp.generate() });
    expect(disable.statusCode).toBe(200);
    expect((await browser.get("/api/user/me")).json<User>().twoFactorEnabled).toBe(false);
  });

  it("refuses 2FA routes without a session and codes of the wrong shape", async () => {
    for (const path of ["/api/auth/2fa/setup", "/api/auth/2fa/enable", "/api/auth/2fa/disable"]) {
      const response = await test.app.inject({ method: "POST", url: path, payload: { code: "123456" } });
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toMatchObject({ code: "Unauthorized" });
    }
    for (const [path, code] of [
      ["/api/auth/2fa/verify", "123456"],
      ["/api/auth/2fa/backup", "abcdefghij"],
    ] as const) {
      const response = await test.app.inject({ method: "POST", url: path, payload: { code } });
      expect(response.statusCode, path).toBe(401);
    }
    const { browser } = await signUp(test.app);
    const notSetUp = await browser.post("/api/auth/2fa/enable", { code: "123456" });
    expect(notSetUp.statusCode).toBe(400);
    expect(notSetUp.json()).toMatchObject({ code: "TwoFactorNotEnabled" });
    const shape = await browser.post("/api/auth/2fa/enable", { code: "12345a" });
    expect(shape.statusCode).toBe(400);
    expect(shape.json()).toMatchObject({
      code: "ValidationError",
      message: "code: code must be a 6 digit number",
    });
    const notEnabled = await browser.post("/api/auth/2fa/disable", { password: "whatever" });
    expect(notEnabled.json()).toMatchObject({ code: "TwoFactorNotEnabled" });
  });
});
