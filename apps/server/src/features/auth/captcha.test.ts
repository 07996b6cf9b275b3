import { randomBytes } from "node:crypto";
import { CaptchaSettingsSchema, ErrorResponseSchema } from "@vitae/schema";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captchaSolutions } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { newRegistration, signUp } from "./auth.test-helpers.ts";
import { captchaLifetimeMs, issueCaptchaChallenge } from "./captcha.ts";

/** What the widget sends: base64 of `{ challenge, solution }`, solved here with altcha-lib's own solver. */
const solve = async (challenge: Challenge): Promise<string> => {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error("altcha-lib could not solve the challenge");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
};

const errorCode = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  ...ErrorResponseSchema.pick({ code: true, message: true }).parse(response.json()),
});

describe("CAPTCHA=altcha", () => {
  let test: TestApp;
  const fetchChallenge = async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/auth/captcha/challenge" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    return response.json<Challenge>();
  };
  const post = (url: string, payload: object) => test.app.inject({ method: "POST", url, payload });

  beforeAll(async () => {
    test = await createTestApp({ env: { CAPTCHA: "altcha" } });
  });
  afterAll(async () => {
    await test.close();
  });

  it("says so, and issues signed challenges that expire in ten minutes", async () => {
    const settings = await test.app.inject({ method: "GET", url: "/api/auth/captcha" });
    expect(CaptchaSettingsSchema.parse(settings.json())).toEqual({ captcha: "altcha" });
    const before = Date.now();
    const challenge = await fetchChallenge();
    expect(challenge.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect((challenge.parameters.expiresAt ?? 0) * 1000).toBeGreaterThanOrEqual(
      Math.floor(before / 1000) * 1000 + captchaLifetimeMs,
    );
    const other = await fetchChallenge();
    expect(other.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it("lets register, login and forgot-password through with a solved challenge, each once", async () => {
    const registration = newRegistration();
    const registered = await post("/api/auth/register", {
      ...registration,
      token: await solve(await fetchChallenge()),
    });
    expect(registered.statusCode).toBe(201);

    const token = await solve(await fetchChallenge());
    const login = await post("/api/auth/login", {
      identifier: registration.email,
      password: registration.password,
      token,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ status: "authenticated" });
    const { challenge: used } = JSON.parse(Buffer.from(token, "base64").toString()) as {
      challenge: Challenge;
    };
    const signature = used.signature ?? "";
    const remembered = await test.database.db
      .select()
      .from(captchaSolutions)
      .where(eq(captchaSolutions.signature, signature));
    expect(remembered).toHaveLength(1);

    const replayed = await post("/api/auth/login", {
      identifier: registration.email,
      password: registration.password,
      token,
    });
    expect(errorCode(replayed)).toEqual({
      status: 400,
      code: "InvalidCaptcha",
      message: "The bot check answer was already used",
    });
    // Spent on another route, too.
    expect(
      errorCode(await post("/api/auth/forgot-password", { email: registration.email, token })).code,
    ).toBe("InvalidCaptcha");

    const forgot = await post("/api/auth/forgot-password", {
      email: registration.email,
      token: await solve(await fetchChallenge()),
    });
    expect(forgot.statusCode).toBe(204);
  });

  it.each([
    ["/api/auth/login", { identifier: "someone@example.com", password: "whatever" }],
    ["/api/auth/register", newRegistration()],
    ["/api/auth/forgot-password", { email: "someone@example.com" }],
  ])("refuses %s without a token, with 400 CaptchaRequired", async (url, payload) => {
    expect(errorCode(await post(url, payload))).toMatchObject({ status: 400, code: "CaptchaRequired" });
    expect(errorCode(await post(url, { ...payload, token: "" }))).toMatchObject({
      status: 400,
      code: "CaptchaRequired",
    });
  });

  it("refuses malformed, forged and wrongly solved answers with 400 InvalidCaptcha", async () => {
    const challenge = await fetchChallenge();
    const good = JSON.parse(Buffer.from(await solve(challenge), "base64").toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const answers = {
      "not base64 JSON": "%%%",
      "JSON of another shape": encode({ number: 1, salt: "x" }),
      // (A wrong counter with the right derived key is not a case: the key is what only the right counter gives.)
      "a wrong derived key": encode({ ...good, solution: { ...good.solution, derivedKey: "00".repeat(32) } }),
      "an easier prefix than issued": encode({
        ...good,
        challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, keyPrefix: "0" } },
      }),
      "a later expiry than issued": encode({
        ...good,
        challenge: {
          ...good.challenge,
          parameters: {
            ...good.challenge.parameters,
            expiresAt: (good.challenge.parameters.expiresAt ?? 0) + 3600,
          },
        },
      }),
      "a signature of its own": encode({
        ...good,
        challenge: { ...good.challenge, signature: "ab".repeat(32) },
      }),
    };
    for (const [name, token] of Object.entries(answers)) {
      const response = await post("/api/auth/login", {
        identifier: "someone@example.com",
        password: "whatever",
        token,
      });
      expect({ name, ...errorCode(response) }).toMatchObject({ name, status: 400, code: "InvalidCaptcha" });
    }
    // None of them spent the real answer.
    const registration = newRegistration();
    expect((await post("/api/auth/register", { ...registration, token: encode(good) })).statusCode).toBe(201);
  });

  it("refuses an expired challenge, even correctly solved", async () => {
    const issuedLongAgo = await issueCaptchaChallenge(
      test.config,
      new Date(Date.now() - captchaLifetimeMs - 1000),
    );
    const response = await post("/api/auth/login", {
      identifier: "someone@example.com",
      password: "whatever",
      token: await solve(issuedLongAgo),
    });
    expect(errorCode(response)).toEqual({
      status: 400,
      code: "InvalidCaptcha",
      message: "The bot check has expired; solve a new one",
    });
  });

  it("refuses a challenge signed by another server (another access-token secret)", async () => {
    const otherServer = {
      ...test.config,
      auth: { ...test.config.auth, accessTokenSecret: randomBytes(32).toString("base64url") },
    };
    const foreign = await issueCaptchaChallenge(otherServer);
    const response = await post("/api/auth/forgot-password", {
      email: "a@example.com",
      token: await solve(foreign),
    });
    expect(errorCode(response)).toMatchObject({ status: 400, code: "InvalidCaptcha" });
  });
});

describe("CAPTCHA off (the default)", () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it("asks for nothing: no challenge route, and sign-up, sign-in and reset work without a token", async () => {
    const settings = await test.app.inject({ method: "GET", url: "/api/auth/captcha" });
    expect(settings.json()).toEqual({ captcha: "off" });
    const challenge = await test.app.inject({ method: "GET", url: "/api/auth/captcha/challenge" });
    expect(errorCode(challenge)).toMatchObject({ status: 404, code: "NotFound" });

    const { registration } = await signUp(test.app);
    const login = await test.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { identifier: registration.username, password: registration.password },
    });
    expect(login.statusCode).toBe(200);
    // A token sent anyway (a stale page) is ignored, not refused.
    const withToken = await test.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: registration.email, token: "left over" },
    });
    expect(withToken.statusCode).toBe(204);
  });
});
