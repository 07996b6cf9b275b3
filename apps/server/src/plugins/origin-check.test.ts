import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";

/**
 * An empty login body: 400 ValidationError once past the origin check (which runs first, on request), 403 if the
 * origin is refused.
 */
const postFrom = (test: TestApp, headers: Record<string, string>) =>
  test.app.inject({ method: "POST", url: "/api/auth/login", headers, payload: {} });

describe("origin check", () => {
  let plain: TestApp;
  let proxied: TestApp;

  beforeAll(async () => {
    // PUBLIC_URL unset: http://localhost:3000, as on a fresh self-hosted install.
    plain = await createTestApp({
      env: { ALLOWED_ORIGINS: "https://cv.partner.example, http://10.1.2.3:8080" },
    });
    proxied = await createTestApp({ env: { TRUST_PROXY: "true", PUBLIC_URL: "https://cv.example.com" } });
  });

  afterAll(async () => {
    await plain?.close();
    await proxied?.close();
  });

  it.each([
    ["127.0.0.1", { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }],
    ["a LAN address", { host: "192.168.1.20:3000", origin: "http://192.168.1.20:3000" }],
    ["PUBLIC_URL", { host: "127.0.0.1:3000", origin: "http://localhost:3000" }],
    ["an ALLOWED_ORIGINS entry", { host: "127.0.0.1:3000", origin: "https://cv.partner.example" }],
    ["another ALLOWED_ORIGINS entry", { host: "127.0.0.1:3000", origin: "http://10.1.2.3:8080" }],
  ])("accepts the request's own origin or a configured one: %s", async (_name, headers) => {
    const response = await postFrom(plain, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("ValidationError");
  });

  it("refuses a foreign origin with a message that names it and the setting to change", async () => {
    const response = await postFrom(plain, { host: "127.0.0.1:3000", origin: "http://evil.test" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: "Forbidden",
      message: "Requests from http://evil.test are not allowed. Add it to ALLOWED_ORIGINS or set PUBLIC_URL.",
    });
  });

  it("does not take a host from another port or scheme for the request's own", async () => {
    expect(
      (await postFrom(plain, { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3001" })).statusCode,
    ).toBe(403);
    expect(
      (await postFrom(plain, { host: "127.0.0.1:3000", origin: "https://127.0.0.1:3000" })).statusCode,
    ).toBe(403);
  });

  const behindProxy = {
    host: "vitae-internal:3000",
    "x-forwarded-host": "cv.lan.example",
    "x-forwarded-proto": "https",
    origin: "https://cv.lan.example",
  };

  it("believes X-Forwarded-Host and X-Forwarded-Proto behind TRUST_PROXY", async () => {
    const response = await postFrom(proxied, behindProxy);
    expect(response.statusCode).toBe(400);
    expect((await postFrom(proxied, { ...behindProxy, origin: "https://evil.test" })).statusCode).toBe(403);
  });

  it("ignores X-Forwarded-Host and X-Forwarded-Proto without TRUST_PROXY", async () => {
    const response = await postFrom(plain, behindProxy);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain("https://cv.lan.example");
  });

  it("refuses an ALLOWED_ORIGINS entry that is not an origin at start-up, naming the setting", () => {
    expect(() => loadConfig({ ALLOWED_ORIGINS: "https://ok.example, cv.example.com" })).toThrow(ConfigError);
    expect(() => loadConfig({ ALLOWED_ORIGINS: "https://cv.example.com/app" })).toThrow(
      /Invalid environment variable ALLOWED_ORIGINS: "https:\/\/cv.example.com\/app" is not an origin/,
    );
    expect(
      loadConfig({ ALLOWED_ORIGINS: " https://A.example/ ,http://10.0.0.2:8080" }).allowedOrigins,
    ).toEqual(["https://a.example", "http://10.0.0.2:8080"]);
    expect(loadConfig({}).allowedOrigins).toEqual([]);
  });
});
