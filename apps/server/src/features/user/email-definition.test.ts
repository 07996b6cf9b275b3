import { emailPattern } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { newRegistration, signUp } from "../auth/auth.test-helpers.ts";

const badAddress = "me@example-.com";

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

  it("publishes the validator's pattern on every format: email in the document", async () => {
    const document = (await test.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const found = emailSchemas(document);
    expect(found.length).toBeGreaterThan(0);
    for (const schema of found) expect(schema.pattern).toBe(emailPattern.source);
  });
});
