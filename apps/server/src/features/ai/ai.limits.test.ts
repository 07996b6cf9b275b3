import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type LocalOpenAi, startOpenAiServer } from "../../test/fakes/openai-server.ts";
import { signUp } from "../auth/auth.test-helpers.ts";
import { defaultAiLimits, scaleAiLimits } from "./ai.limits.ts";
import { askAi, expectAnswer, expectError } from "./ai.test-helpers.ts";

// The shipped limits (RATE_LIMIT_FACTOR=1): 20 a minute per user, 60 a minute per address.
let openAi: LocalOpenAi;
let test: TestApp;

beforeAll(async () => {
  openAi = await startOpenAiServer();
  test = await createTestApp({ env: { AI_BASE_URL: openAi.baseUrl, AI_MODEL: "gpt-local-mini" } });
});

afterAll(async () => {
  await test.close();
  await openAi.close();
});

const request = { action: "improve", text: "Led a team." };

describe("AI rate limits", () => {
  it("ships 20 a minute per user and 60 per address", () => {
    expect(defaultAiLimits).toEqual({
      perUser: { max: 20, timeWindowMs: 60_000 },
      perIp: { max: 60, timeWindowMs: 60_000 },
    });
  });

  it("refuses a user's 21st request in a minute with 429 and Retry-After; another user is not affected", async () => {
    const address = "198.51.100.1";
    const { browser: alice } = await signUp(test.app);
    const { browser: bob } = await signUp(test.app);
    for (let count = 0; count < 20; count += 1) {
      expectAnswer(await askAi(alice, request, address), "Revised text.");
    }
    const before = openAi.requests.length;
    const refused = await askAi(alice, request, address);
    expect(expectError(refused, 429, "TooManyRequests")).toMatch(
      /^Too many AI requests; try again in \d+ s$/,
    );
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Refused before the AI service is called, from any address.
    expectError(await askAi(alice, request, "198.51.100.99"), 429, "TooManyRequests");
    expect(openAi.requests.length).toBe(before);

    expectAnswer(await askAi(bob, request, address), "Revised text.");
  });

  it("refuses the 61st request a minute from one address, whoever sends it; other addresses go on", async () => {
    const address = "198.51.100.2";
    const users = await Promise.all([1, 2, 3, 4].map(() => signUp(test.app)));
    const [first, second, third, fourth] = users.map((user) => user.browser);
    if (first === undefined || second === undefined || third === undefined || fourth === undefined) {
      throw new Error("sign-up failed");
    }
    for (const [browser, count] of [
      [first, 20],
      [second, 20],
      [third, 19],
      [fourth, 1],
    ] as const) {
      for (let sent = 0; sent < count; sent += 1)
        expectAnswer(await askAi(browser, request, address), "Revised text.");
    }
    const refused = await askAi(fourth, request, address);
    expect(expectError(refused, 429, "TooManyRequests")).toMatch(/^Too many requests; try again in /);
    expectAnswer(await askAi(fourth, request, "198.51.100.3"), "Revised text.");
  });

  it("multiplies both limits by RATE_LIMIT_FACTOR", () => {
    expect(scaleAiLimits(defaultAiLimits, 3)).toEqual({
      perUser: { max: 60, timeWindowMs: 60_000 },
      perIp: { max: 180, timeWindowMs: 60_000 },
    });
  });

  it("applies RATE_LIMIT_FACTOR from the configuration", async () => {
    const scaled = await createTestApp({
      env: { AI_BASE_URL: openAi.baseUrl, AI_MODEL: "gpt-local-mini", RATE_LIMIT_FACTOR: "2" },
    });
    try {
      const { browser } = await signUp(scaled.app);
      for (let count = 0; count < 40; count += 1)
        expectAnswer(await askAi(browser, request), "Revised text.");
      expectError(await askAi(browser, request), 429, "TooManyRequests");
    } finally {
      await scaled.close();
    }
  });
});
