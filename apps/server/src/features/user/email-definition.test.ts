import { createEmptyResumeData, emailPattern } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { newRegistration, signUp } from "../auth/auth.test-helpers.ts";

const badAddress = "me@example-.com";
// RFC 5321: at most 64 characters before the @, 254 in all.
const longLocalPart = `${"l".repeat(65)}@example.com`;
const longAddress = `me@${"d".repeat(60)}.${"d".repeat(60)}.${"d".repeat(60)}.${"d".repeat(60)}.${"d".repeat(60)}.com`;

/** Every schema object in the document with `format: email`, wherever it sits. */
const emailSchemas = (node: unknown, found: Record<string, unknown>[] = []): Record<string, unknown>[] => {
  if (Array.isArray(node)) for (const child of node) emailSchemas(child, found);
  else if (node !== null && typeof node === "object") {
    const record = node as Record<string, unknown>;
    if (record.format === "email") found.push(record);
    for (const child of Object.values(record)) emailSchemas(child, found);
  }
  return found;
};

describe("one e-mail definition for the server and the OpenAPI document", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
  });

  afterAll(async () => {
    await test?.close();
  });

  it(`refuses ${badAddress} at registration`, async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: newRegistration({ email: badAddress }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "ValidationError", issues: [{ path: "email" }] });
  });

  it(`refuses ${badAddress} as a new account address`, async () => {
    const { browser, registration } = await signUp(test.app);
    const response = await browser.request({
      method: "PATCH",
      url: "/api/user/me",
      payload: { email: badAddress, password: registration.password },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("ValidationError");
    const me = await browser.request({ method: "GET", url: "/api/user/me" });
    expect(me.json().email).toBe(registration.email);
  });

  it.each([
    ["a 65-character local part", longLocalPart],
    ["a 311-character address", longAddress],
  ])("refuses %s at registration, as a new account address and on a resume", async (_, address) => {
    const registered = await test.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: newRegistration({ email: address }),
    });
    expect(registered.statusCode).toBe(400);
    expect(registered.json()).toMatchObject({ code: "ValidationError", issues: [{ path: "email" }] });

    const { browser, registration } = await signUp(test.app);
    const changed = await browser.request({
      method: "PATCH",
      url: "/api/user/me",
      payload: { email: address, password: registration.password },
    });
    expect(changed.statusCode).toBe(400);
    expect((await browser.request({ method: "GET", url: "/api/user/me" })).json().email).toBe(
      registration.email,
    );

    const data = createEmptyResumeData();
    const imported = await browser.request({
      method: "POST",
      url: "/api/resume/import",
      payload: { data: { ...data, basics: { ...data.basics, email: address } } },
    });
    expect(imported.statusCode).toBe(400);
    expect(imported.json().issues).toEqual([{ path: "data.basics.email", message: expect.any(String) }]);
  });

  it("publishes the validator's pattern and length on every format: email in the document", async () => {
    const document = (await test.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const found = emailSchemas(document);
    // Register, forgot-password, the profile (in and out), a resume's basics (in and out), the coach sign-in.
    expect(found.length).toBeGreaterThanOrEqual(5);
    for (const schema of found)
      expect(schema).toMatchObject({ pattern: emailPattern.source, maxLength: 254 });
  });
});
