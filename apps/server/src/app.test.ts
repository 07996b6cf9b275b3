import { Writable } from "node:stream";
import { ErrorResponseSchema } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bodyLimit } from "./app.ts";
import { AppError } from "./lib/app-error.ts";
import { createLogger } from "./lib/logger.ts";
import { docsContentSecurityPolicy } from "./plugins/openapi.ts";
import { createTestApp, type TestApp } from "./test/create-test-app.ts";

const logLines: string[] = [];
const logSink = new Writable({
  write(chunk, _encoding, callback) {
    logLines.push(String(chunk));
    callback();
  },
});

const expectErrorBody = (body: unknown) => {
  expect(ErrorResponseSchema.safeParse(body).success).toBe(true);
};

describe("the app", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({
      logger: createLogger({ level: "info", pretty: false, destination: logSink }),
    });
    const { app } = test;
    // Throwaway routes that exercise the error handler.
    app.get("/api/test/app-error", () => {
      throw new AppError("ResumeLocked");
    });
    app.get("/api/test/app-error-message", () => {
      throw new AppError("ResumeSlugAlreadyExists", { message: "Slug 'cv' is taken" });
    });
    app.post(
      "/api/test/validate",
      {
        schema: {
          body: z.object({
            email: z.email("Enter a valid e-mail address"),
            skills: z.array(z.object({ level: z.number().int().max(5, "Level is at most 5") })),
          }),
        },
      },
      (request) => request.body,
    );
    app.get(
      "/api/test/params/:id",
      { schema: { params: z.object({ id: z.uuid("Not a resume id") }) } },
      (request) => request.params,
    );
    app.get("/api/test/zod", () => z.object({ title: z.string("Title is required") }).parse({}));
    app.get("/api/test/boom", () => {
      throw new Error("connection to db failed: password=hunter2");
    });
    app.get(
      "/api/test/bad-response",
      { schema: { response: { 200: z.object({ id: z.string() }) } } },
      () => ({
        id: 42 as unknown as string,
      }),
    );
    app.post("/api/test/echo", (request) => ({ received: JSON.stringify(request.body).length }));
  });

  afterAll(async () => {
    await test.close();
  });

  describe("errors", () => {
    it("answers unknown /api routes with a JSON 404", async () => {
      for (const method of ["GET", "POST", "DELETE"] as const) {
        const response = await test.app.inject({
          method,
          url: "/api/nope?x=1",
          headers: { accept: "text/html" },
        });
        expect(response.statusCode).toBe(404);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.json()).toEqual({
          statusCode: 404,
          code: "NotFound",
          message: `Route ${method} /api/nope not found`,
        });
      }
    });

    it("maps an AppError to its status and code", async () => {
      const locked = await test.app.inject({ method: "GET", url: "/api/test/app-error" });
      expect(locked.statusCode).toBe(423);
      expect(locked.json()).toEqual({
        statusCode: 423,
        code: "ResumeLocked",
        message: "The resume is locked",
      });

      const taken = await test.app.inject({ method: "GET", url: "/api/test/app-error-message" });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({
        statusCode: 409,
        code: "ResumeSlugAlreadyExists",
        message: "Slug 'cv' is taken",
      });
    });

    it("turns schema validation failures into ValidationError with the schema's own messages", async () => {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/test/validate",
        payload: { email: "not-an-email", skills: [{ level: 3 }, { level: 9 }] },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expectErrorBody(body);
      expect(body).toMatchObject({ statusCode: 400, code: "ValidationError" });
      expect(body.issues).toEqual([
        { path: "email", message: "Enter a valid e-mail address" },
        { path: "skills.1.level", message: "Level is at most 5" },
      ]);
      expect(body.message).toBe("email: Enter a valid e-mail address; skills.1.level: Level is at most 5");
    });

    it("prefixes issues outside the body with the request part", async () => {
      const response = await test.app.inject({ method: "GET", url: "/api/test/params/nope" });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([{ path: "params.id", message: "Not a resume id" }]);
    });

    it("turns a ZodError thrown by a service into ValidationError", async () => {
      const response = await test.app.inject({ method: "GET", url: "/api/test/zod" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "ValidationError",
        issues: [{ path: "title", message: "Title is required" }],
      });
    });

    it("hides unknown errors behind SomethingWentWrong and logs the detail", async () => {
      const response = await test.app.inject({ method: "GET", url: "/api/test/boom" });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        code: "SomethingWentWrong",
        message: "Something went wrong",
      });
      expect(response.body).not.toContain("hunter2");
      expect(logLines.some((line) => line.includes("connection to db failed"))).toBe(true);
    });

    it("treats a response that breaks its schema as a server error", async () => {
      const response = await test.app.inject({ method: "GET", url: "/api/test/bad-response" });
      expect(response.statusCode).toBe(500);
      expect(response.json().code).toBe("SomethingWentWrong");
    });

    it("answers malformed JSON with 400 ValidationError", async () => {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/test/echo",
        headers: { "content-type": "application/json" },
        payload: '{"title": ',
      });
      expect(response.statusCode).toBe(400);
      expectErrorBody(response.json());
      expect(response.json().code).toBe("ValidationError");
    });

    it("answers an unsupported media type with its own status", async () => {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/test/echo",
        headers: { "content-type": "text/csv" },
        payload: "a,b",
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ statusCode: 415, code: "ValidationError" });
    });

    it("refuses bodies over 2 MB with 413 PayloadTooLarge", async () => {
      const small = await test.app.inject({
        method: "POST",
        url: "/api/test/echo",
        payload: { text: "x".repeat(bodyLimit - 100) },
      });
      expect(small.statusCode).toBe(200);

      const large = await test.app.inject({
        method: "POST",
        url: "/api/test/echo",
        payload: { text: "x".repeat(bodyLimit + 1) },
      });
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({
        statusCode: 413,
        code: "PayloadTooLarge",
        message: "The request body is too large",
      });
    });
  });

  describe("OpenAPI", () => {
    it("lists the routes in /api/docs/json", async () => {
      const response = await test.app.inject({ method: "GET", url: "/api/docs/json" });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toContain("/api/health");
      expect(document.paths["/api/health"].get.responses["200"]).toBeDefined();
      expect(Object.keys(document.paths).some((path) => path.startsWith("/api/docs"))).toBe(false);
    });

    it("serves the interactive page and its assets with a policy of its own", async () => {
      const page = await test.app.inject({ method: "GET", url: "/api/docs" });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.headers["content-security-policy"]).toBe(docsContentSecurityPolicy);

      const bundle = await test.app.inject({ method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
      expect(bundle.statusCode).toBe(200);
    });
  });

  describe("headers and logs", () => {
    it("sends security headers with a CSP for the single-page app", async () => {
      const response = await test.app.inject({ method: "GET", url: "/api/health" });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      // PUBLIC_URL is http in tests: no HSTS.
      expect(response.headers["strict-transport-security"]).toBeUndefined();
    });

    it("gives every response a request id, keeping a well-formed incoming one", async () => {
      const generated = await test.app.inject({ method: "GET", url: "/api/health" });
      expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

      const kept = await test.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": "lb-1234" },
      });
      expect(kept.headers["x-request-id"]).toBe("lb-1234");

      const replaced = await test.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": "<script>" },
      });
      expect(replaced.headers["x-request-id"]).not.toBe("<script>");
    });

    it("keeps cookies, authorization headers and token parameters out of the log", async () => {
      await test.app.inject({
        method: "POST",
        url: "/api/test/echo?token=tok-secret-1&page=2",
        headers: { cookie: "Authentication=cookie-secret-2", authorization: "Bearer bearer-secret-3" },
        payload: { a: 1 },
      });
      const log = logLines.join("");
      expect(log).toContain("/api/test/echo?token=[redacted]&page=2");
      expect(log).not.toContain("tok-secret-1");
      expect(log).not.toContain("cookie-secret-2");
      expect(log).not.toContain("bearer-secret-3");
    });
  });
});
