import { eq, like } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { type TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authAttempts } from "../../db/schema.ts";
import { createTestApp, relaxedAuthLimits, type TestApp } from "../../test/create-test-app.ts";
import { lockoutKeys } from "./auth.context.ts";
import { signIn, signUp } from "./auth.test-helpers.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

describe("per-IP rate limits", () => {
  it("answer 429 TooManyRequests with Retry-After once a route's limit is reached", async () => {
    const limited = await createTestApp({
      authLimits: {
        perIp: {
          ...relaxedAuthLimits.perIp,
          login: { max: 3, timeWindowMs: 60_000 },
          forgotPassword: { max: 2, timeWindowMs: 60_000 },
        },
      },
    });
    try {
      const login = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { identifier: "someone@example.com", password: "whatever" },
        });
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await login()).statusCode).toBe(401);
      const refused = await login();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: "TooManyRequests" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

      const forgot = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email: "someone@example.com" },
        });
      expect((await forgot()).statusCode).toBe(204);
      expect((await forgot()).statusCode).toBe(204);
      expect((await forgot()).statusCode).toBe(429);

      // Another client address has its own budget.
      const elsewhere = await limited.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: "203.0.113.9",
        payload: { identifier: "someone@example.com", password: "whatever" },
      });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe("behind a reverse proxy (TRUST_PROXY)", () => {
  it("counts per client address from X-Forwarded-For instead of per proxy", async () => {
    const proxied = await createTestApp({
      env: { TRUST_PROXY: "true" },
      authLimits: { perIp: { ...relaxedAuthLimits.perIp, login: { max: 1, timeWindowMs: 60_000 } } },
    });
    try {
      const login = (client: string) =>
        proxied.app.inject({
          method: "POST",
          url: "/api/auth/login",
          headers: { "x-forwarded-for": client },
          payload: { identifier: "someone@example.com", password: "whatever" },
        });
      expect((await login("192.0.2.1")).statusCode).toBe(401);
      expect((await login("192.0.2.1")).statusCode).toBe(429);
      expect((await login("192.0.2.2")).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});

describe("per-account lock-out", () => {
  it("locks password checks for an account after 5 failures, even for the right password, from any address", async () => {
    const { registration, user } = await signUp(test.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { response } = await signIn(test.app, registration.email, `wrong ${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await test.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "198.51.100.7",
      payload: { identifier: registration.username, password: registration.password },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: "TooManyRequests" });
    const retryAfter = Number(locked.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Kept in the database, so every server node and a restart see it.
    const [row] = await test.database.db
      .select()
      .from(authAttempts)
      .where(eq(authAttempts.key, lockoutKeys.password(user.id)));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());

    // Once the lock runs out the right password works and the counter starts over; the next lock lasts longer.
    await test.database.db
      .update(authAttempts)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(authAttempts.key, lockoutKeys.password(user.id)));
    expect((await signIn(test.app, registration.email, registration.password)).response.statusCode).toBe(200);
    expect(
      await test.database.db
        .select()
        .from(authAttempts)
        .where(eq(authAttempts.key, lockoutKeys.password(user.id))),
    ).toEqual([]);
  });

  it("doubles the two-factor lock-out each time it trips again, but not the password one", async () => {
    const { browser, registration, user } = await signUp(test.app);
    const setup = await browser.post("/api/auth/2fa/setup");
    const totp = URI.parse(setup.json<{ message: string }>().message) as TOTP;
    expect((await browser.post("/api/auth/2fa/enable", { code: totp.generate() })).statusCode).toBe(200);

    const expire = (key: string) =>
      test.database.db
        .update(authAttempts)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(authAttempts.key, key));
    const lockFor = async (attempt: () => Promise<LightMyRequestResponse>) => {
      let response = await attempt();
      while (response.statusCode === 401) response = await attempt();
      expect(response.statusCode).toBe(429);
      return Number(response.headers["retry-after"]);
    };

    const pending = await signIn(test.app, registration.email, registration.password);
    const wrongCode = () =>
      pending.browser.post("/api/auth/2fa/verify", {
        code: totp.generate() === "000000" ? "111111" : "000000",
      });
    expect(await lockFor(wrongCode)).toBe(15 * 60);
    await expire(lockoutKeys.twoFactor(user.id));
    expect(await lockFor(wrongCode)).toBe(30 * 60);

    const wrongPassword = async () => (await signIn(test.app, registration.email, "wrong password")).response;
    expect(await lockFor(wrongPassword)).toBe(15 * 60);
    await expire(lockoutKeys.password(user.id));
    expect(await lockFor(wrongPassword)).toBe(15 * 60);
  });

  it("treats unknown identifiers alike, so a lock-out does not reveal that an account exists", async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const { response } = await signIn(test.app, "ghost-account@example.com", `wrong ${attempt}`);
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const rows = await test.database.db
      .select()
      .from(authAttempts)
      .where(like(authAttempts.key, "password:unknown:%"));
    // Only a hash of the identifier is kept.
    expect(rows.some((row) => row.key.includes("ghost"))).toBe(false);
  });

  it("lets at most 5 of 20 parallel TOTP guesses be checked", async () => {
    const { browser, registration } = await signUp(test.app);
    const setup = await browser.post("/api/auth/2fa/setup");
    const totp = URI.parse(setup.json<{ message: string }>().message) as TOTP;
    expect((await browser.post("/api/auth/2fa/enable", { code: totp.generate() })).statusCode).toBe(200);

    const pending = await signIn(test.app, registration.email, registration.password);
    const current = totp.generate();
    const guesses = Array.from({ length: 20 }, (_, index) => String(200000 + index)).filter(
      (code) => code !== current,
    );
    const answers = await Promise.all(
      guesses.map((code) => pending.browser.clone().post("/api/auth/2fa/verify", { code })),
    );
    const checked = answers.filter((response) => response.statusCode === 401).length;
    const refused = answers.filter((response) => response.statusCode === 429).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + refused).toBe(guesses.length);
  });
});
