import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";

describe("unknown methods on known routes", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
  });

  afterAll(async () => {
    await test?.close();
  });

  it("answers 405 with Allow listing the route's methods", async () => {
    const response = await test.app.inject({ method: "PUT", url: "/api/auth/login" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("POST");
    expect(response.json()).toMatchObject({ statusCode: 405, message: expect.stringContaining("use POST") });
  });

  it("matches paths with parameters and lists every method of the path", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/resume/0b6a1c8e-8a9b-4d8f-9a51-3b1b7b0f2a11?x=1",
    });
    expect(response.statusCode).toBe(405);
    const allow = String(response.headers.allow).split(", ");
    expect(allow).toEqual(expect.arrayContaining(["DELETE", "GET", "PATCH"]));
    expect(allow).not.toContain("POST");
  });

  it("keeps a JSON 404 for a path no route has", async () => {
    const response = await test.app.inject({ method: "PUT", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
    expect(response.json()).toMatchObject({ statusCode: 404, code: "NotFound" });
  });
});
