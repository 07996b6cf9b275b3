import { ErrorResponseSchema } from "@vitae/schema";
import { profileBrandIcons } from "@vitae/templates/brand-icon-set";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { code } });
  expect(ErrorResponseSchema.safeParse(response.json()).success).toBe(true);
};

const getIcon = (slug: string) => test.app.inject({ method: "GET", url: `/api/icons/${slug}` });

/** A path the SVG grammar accepts: starts with a move, holds only path commands and numbers. */
const svgPath = /^M[\d\s.,MmLlHhVvCcSsQqTtAaZz-]+$/;

describe("GET /api/icons/:slug for profile networks", () => {
  it("answers LinkedIn (Vitae's own drawing; simple-icons has none)", async () => {
    const response = await getIcon("linkedin");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      slug: "linkedin",
      title: "LinkedIn",
      path: expect.stringMatching(svgPath),
    });
  });

  it("resolves what people type: Twitter is X, case and dashes do not matter", async () => {
    expect((await getIcon("twitter")).json()).toMatchObject({ slug: "x", title: "X" });
    expect((await getIcon("Stack-Overflow")).json()).toMatchObject({ slug: "stackoverflow" });
    expect((await getIcon("LinkedIn")).json()).toMatchObject({ slug: "linkedin" });
  });

  it("answers every icon the picker offers, so none is drawn blank in the preview", async () => {
    for (const icon of profileBrandIcons) {
      const response = await getIcon(icon.slug);
      expect(response.statusCode, icon.slug).toBe(200);
      expect(response.json()).toEqual({ slug: icon.slug, title: icon.title, path: icon.path });
    }
  });
});

describe("GET /api/icons/:slug", () => {
  it("answers one brand icon's path, cacheable, without signing in", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/icons/github" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=86400");
    expect(response.json()).toMatchObject({
      slug: "github",
      title: "GitHub",
      path: expect.stringMatching(/^M12/),
    });
  });

  it.each(["/api/icons/no-such-brand", "/api/icons/constructor", "/api/icons/..%2Fpackage"])(
    "answers 404 for %s",
    async (url) => {
      expectError(await test.app.inject({ method: "GET", url }), 404, "NotFound");
    },
  );
});
