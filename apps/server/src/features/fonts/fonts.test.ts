import { ErrorResponseSchema, FontCatalogueEntrySchema } from "@vitae/schema";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test?.close();
});

const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { code } });
  expect(ErrorResponseSchema.safeParse(response.json()).success).toBe(true);
};

describe("GET /fonts/:slug/:file", () => {
  it("serves a bundled font for a year", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/fonts/pt-sans/pt-sans-latin-400-normal.woff2",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("font/woff2");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it.each([
    "/fonts/pt-sans/pt-sans-latin-400-normal.woff",
    "/fonts/no-such-font/x.woff2",
    "/fonts/pt-sans/..%2F..%2Fpackage.json",
    "/fonts/pt-sans/%2e%2e",
  ])("answers 404 for %s", async (url) => {
    expectError(await test.app.inject({ method: "GET", url }), 404, "NotFound");
  });
});

describe("the font catalogue", () => {
  it("lists at least 50 families without signing in, each with its files, cacheable", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/fonts" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    const catalogue = z.array(FontCatalogueEntrySchema).parse(response.json());
    expect(catalogue.length).toBeGreaterThanOrEqual(50);
    const cairo = catalogue.find((entry) => entry.family === "Cairo");
    expect(cairo).toMatchObject({ category: "sans-serif", scripts: ["arabic", "latin"] });
    const file = await test.app.inject({ method: "GET", url: cairo?.files.regular ?? "" });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString("latin1")).toBe("wOF2");
  });

  it("serves a catalogue family's rules with the weights and italics asked for", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/fonts/css/inter.css?weights=300,400,700&italic=1",
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(response.body).toContain("font-weight: 300");
    expect(response.body).toContain("url(/fonts/inter/inter-latin-700-italic.woff2)");
    const font = await test.app.inject({ method: "GET", url: "/fonts/inter/inter-latin-700-italic.woff2" });
    expect(font.statusCode).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
  });

  it.each([
    "/fonts/css/inter.css?weights=450",
    "/fonts/css/inter.css?weights=400;x",
    "/fonts/css/inter.css?italic=yes",
  ])("refuses %s with 400", async (url) => {
    expectError(await test.app.inject({ method: "GET", url }), 400, "ValidationError");
  });

  it.each([
    "/fonts/css/left-pad.css",
    "/fonts/inter/inter-latin-400-normal.woff",
    "/fonts/inter/..%2Fmetadata.json",
  ])("answers 404 for %s", async (url) => {
    expectError(await test.app.inject({ method: "GET", url }), 404, "NotFound");
  });
});

describe("OpenAPI", () => {
  it("leaves the font files and rules out of the API document (they are assets, not API)", async () => {
    const document = (await test.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths).some((path) => path.startsWith("/fonts"))).toBe(false);
    expect(Object.keys(document.paths)).toContain("/api/fonts");
  });
});
