import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { accessCookieName, refreshCookieName, signedInHintCookieName } from "./auth.cookies.ts";
import { Browser, newRegistration, signIn, signUp } from "./auth.test-helpers.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

/**
 * The page reads the SignedIn hint to decide whether asking `GET /api/user/me` can succeed, so that a guest's
 * pages log no 401s. It must therefore be readable by scripts and follow the refresh cookie exactly.
 */
describe("the SignedIn hint cookie", () => {
  it("is set, readable by the page, next to the session cookies on sign-up and sign-in", async () => {
    const registration = newRegistration();
    const response = await new Browser(test.app).post("/api/auth/register", registration);
    expect(response.statusCode).toBe(201);
    const hint = response.cookies.find((cookie) => cookie.name === signedInHintCookieName);
    const refresh = response.cookies.find((cookie) => cookie.name === refreshCookieName);
    expect(hint).toMatchObject({ value: "1", path: "/", sameSite: "Lax" });
    expect(hint?.httpOnly).toBeFalsy();
    expect(hint?.maxAge).toBe(refresh?.maxAge);

    const signedIn = await signIn(test.app, registration.email, registration.password);
    expect(signedIn.browser.cookies.get(signedInHintCookieName)).toBe("1");
  });

  it("goes with the session on logout", async () => {
    const { browser } = await signUp(test.app);
    expect(browser.cookies.get(signedInHintCookieName)).toBe("1");
    await browser.post("/api/auth/logout");
    expect(browser.cookies.has(signedInHintCookieName)).toBe(false);
  });

  it("goes when a refresh fails, so the page stops asking", async () => {
    const { browser } = await signUp(test.app);
    const stale = browser.clone();
    await browser.post("/api/auth/logout");
    stale.cookies.delete(accessCookieName);

    expect((await stale.post("/api/auth/refresh")).statusCode).toBe(401);
    expect(stale.cookies.has(signedInHintCookieName)).toBe(false);
  });

  it("is never given to a guest", async () => {
    const response = await new Browser(test.app).get("/api/health");
    expect(response.cookies.find((cookie) => cookie.name === signedInHintCookieName)).toBeUndefined();
  });
});
