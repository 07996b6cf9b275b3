import { randomUUID } from "node:crypto";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, signUp } from "../features/auth/auth.test-helpers.ts";
import { requiresCredentials, securitySchemes } from "../lib/openapi-operations.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, Response & { $ref?: string }>;
};
type Response = { description: string; content?: Record<string, { schema?: unknown }> };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, unknown>;
  };
};

let test: TestApp;
let document: Document;
let documentText: string;

beforeAll(async () => {
  test = await createTestApp();
  const response = await test.app.inject({ method: "GET", url: "/api/docs/json" });
  expect(response.statusCode).toBe(200);
  documentText = response.body;
  document = response.json<Document>();
});

afterAll(async () => {
  await test.close();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === "$ref" && typeof child === "string" ? [child] : refsIn(child),
  );
};

/** A response, or the shared one (`components.responses`) it refers to. */
const resolveResponse = (response: (Response & { $ref?: string }) | undefined): Response | undefined =>
  response?.$ref === undefined
    ? response
    : document.components.responses[response.$ref.split("/").pop() ?? ""];

/** A request any operation accepts the shape of: placeholder path values and, for a JSON body, `{}`. */
const probe = (path: string, method: string, operation: Operation) => {
  const values: Record<string, string> = { id: randomUUID(), username: "nobody-here", slug: "github" };
  const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? "x");
  const json = operation.requestBody?.content["application/json"] !== undefined;
  return {
    method: method.toUpperCase() as "GET",
    url,
    ...(json ? { payload: {} } : {}),
  };
};

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3 document whose references all resolve", async () => {
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);

    const refs = new Set(refsIn(document));
    expect(refs.size).toBeGreaterThan(0);
    for (const ref of refs) {
      const [, kind = "", name = ""] = ref.match(/^#\/components\/(schemas|responses)\/(\w+)$/) ?? [];
      expect(document.components[kind as "schemas"], ref).toHaveProperty(name);
    }
  });

  it("names every operation with a unique camelCase operationId", () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(30);
    for (const { path, method, operation } of operations()) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]+$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("says for every operation which credentials it takes, from the declared schemes", () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(
      Object.keys(securitySchemes).sort(),
    );
    for (const { path, method, operation } of operations()) {
      const route = `${method} ${path}`;
      expect(operation.security, route).toBeInstanceOf(Array);
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(securitySchemes, route).toHaveProperty(scheme);
      }
      if (requiresCredentials(operation.security)) expect(operation.responses, route).toHaveProperty("401");
    }
    // Spot checks of the kinds: session or API key with its scope, session only, refresh cookie, none.
    expect(document.paths["/api/resume/{id}"]?.get?.security).toEqual([
      { Authentication: [] },
      { BearerAuth: [] },
      { ApiKey: ["resumes:read"] },
    ]);
    expect(document.paths["/api/resume/print/{id}"]?.get?.security).toEqual([
      {},
      { Authentication: [] },
      { BearerAuth: [] },
      { ApiKey: ["print"] },
    ]);
    expect(document.paths["/api/user/me/api-keys"]?.post?.security).toEqual([
      { Authentication: [] },
      { BearerAuth: [] },
    ]);
    expect(document.paths["/api/auth/refresh"]?.post?.security).toEqual([{ Refresh: [] }]);
    expect(document.paths["/api/auth/login"]?.post?.security).toEqual([]);
  });

  it("documents the client errors every operation's shape can give, with the shared error schema", () => {
    for (const { path, method, operation } of operations()) {
      const route = `${method} ${path}`;
      const statuses = Object.keys(operation.responses);
      if (operation.parameters?.length || operation.requestBody) expect(statuses, route).toContain("400");
      if (method !== "get") expect(statuses, route).toContain("403");
      if (operation.requestBody) expect(statuses, route).toEqual(expect.arrayContaining(["413", "415"]));
      // Every request can meet the HTTP parser's limits.
      expect(statuses, route).toEqual(expect.arrayContaining(["414", "431"]));
      for (const status of statuses.filter((status) => status.startsWith("4"))) {
        const schema = resolveResponse(operation.responses[status])?.content?.["application/json"]?.schema;
        // The stale-write 409s extend the error body with the stored resume or letter.
        const staleWrites = [
          "patch /api/resume/{id}",
          "patch /api/letter/{id}",
          "patch /api/resume/{id}/variants/{variantId}",
          "post /api/resume/{id}/variants/{variantId}/flags",
          "post /api/resume/{id}/fit",
          "post /api/resume/{id}/languages",
          "delete /api/resume/{id}/languages/{lang}",
          "put /api/resume/{id}/translations/{lang}",
        ];
        if (staleWrites.includes(route) && status === "409") continue;
        // A resume that cannot fit says what is left over.
        if (route === "post /api/resume/{id}/fit" && status === "422") continue;
        expect(schema, `${route} ${status}`).toEqual({ $ref: "#/components/schemas/ErrorResponse" });
      }
    }
    expect(document.components.schemas.ErrorResponse).toMatchObject({
      type: "object",
      required: ["statusCode", "code", "message"],
    });
  });

  it("shares the big schemas as components instead of inlining them, and stays small", () => {
    expect(document.paths["/api/resume/{id}"]?.get?.responses["200"]?.content?.["application/json"]).toEqual({
      schema: { $ref: "#/components/schemas/Resume" },
    });
    expect(document.components.schemas).toHaveProperty("ResumeData");
    // The resume's data schema is written out once (plus its input form), not once per operation.
    const occurrences = documentText.split('"sections":{').length - 1;
    expect(occurrences).toBeLessThanOrEqual(2);
    // It was 338 KB with every resume inlined; each new operation adds 1–4 KB (its errors and parameters), so the
    // budget grows with the API (140 KB once job descriptions and machine reading were added; letters' 18
    // operations and schemas add about 38 KB, variants' 5 operations and the overlay about 12 KB, the page-break
    // settings on every section and item about 6 KB, API keys' 3 operations, the scopes on every operation, the
    // JSON Patch body and the MCP endpoint about 8 KB; applications' 12 operations and their 4 shared schemas about
    // 21 KB, most of which the raises above already held; fitting to pages and the layout check about 9 KB;
    // password-protected public links' 4 operations and the 401 of the routes behind them about 7 KB; review links'
    // and comments' 15 operations with their shared comment schema about 26 KB; a resume's languages and
    // translations, 4 operations and the translations in the resume's data, about 14 KB; settling a variant's
    // flag, 1 operation answering the whole variant, about 5 KB; review threads' two live event streams and the
    // invitation by mail about 5 KB; passkeys' 8 operations and their 3 shared schemas about 19 KB; `?lang=` on
    // the 7 routes that show a resume to a reader and the public resume's language about 3 KB; the public
    // page's downloads switch (2 operations, the 403 of the routes behind it and `downloadsAllowed` on the public
    // resume) and its link preview's picture, about 9 KB).
    expect(Buffer.byteLength(documentText)).toBeLessThan(327 * 1024);
  });

  it("describes the upload as multipart, 204s without content and the printed file's types", () => {
    const upload = document.paths["/api/storage/image"]?.put;
    expect(upload?.requestBody?.content).toEqual({
      "multipart/form-data": {
        schema: expect.objectContaining({
          type: "object",
          required: ["file"],
          properties: { file: expect.objectContaining({ type: "string", format: "binary" }) },
        }),
      },
    });
    // A file that is no picture is refused as such, whatever its declared type.
    expect(upload?.responses["415"]?.description).toMatch(/^InvalidImage: not a JPEG, PNG, WebP or GIF/);
    for (const { path, method, operation } of operations()) {
      const noContent = operation.responses["204"];
      if (noContent !== undefined) expect(noContent.content, `${method} ${path}`).toBeUndefined();
    }
    expect(document.paths["/api/auth/logout"]?.post?.responses["204"]).toEqual({ description: "No content" });
    expect(
      Object.keys(document.paths["/api/resume/print/file"]?.get?.responses["200"]?.content ?? {}),
    ).toEqual(["application/pdf", "image/jpeg"]);
  });

  it("documents the request schemas as strictly as the server validates", async () => {
    const idParameter = document.paths["/api/resume/{id}"]?.get?.parameters?.find(
      (parameter) => parameter.name === "id",
    ) as { schema: { pattern: string } } | undefined;
    const pattern = new RegExp(idParameter?.schema.pattern ?? "^$");
    expect(pattern.test(randomUUID())).toBe(true);
    expect(pattern.test(randomUUID().toUpperCase())).toBe(true);
    expect(pattern.test("not-a-uuid")).toBe(false);
    const { browser } = await signUp(test.app);
    const refused = await browser.get("/api/resume/not-a-uuid");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: "params.id", message: "Not a resume id (a UUID)" }]);
  });
});

describe("the document against the running server", () => {
  it("a guest gets 401 exactly from the operations that need credentials, and only documented errors", async () => {
    const guest = new Browser(test.app);
    for (const { path, method, operation } of operations()) {
      const route = `${method} ${path}`;
      const response = await guest.request(probe(path, method, operation));
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(500);
      expect(Object.keys(operation.responses), `${route} answered ${response.statusCode}`).toContain(
        String(response.statusCode),
      );
      if (requiresCredentials(operation.security)) expect(response.statusCode, route).toBe(401);
      else expect(response.statusCode, route).not.toBe(401);
    }
  });

  it("a guest sending malformed input to an operation that needs credentials gets 401, not 400", async () => {
    const guest = new Browser(test.app);
    const checked: string[] = [];
    for (const { path, method, operation } of operations()) {
      if (!requiresCredentials(operation.security)) continue;
      const route = `${method} ${path}`;
      const json = operation.requestBody?.content["application/json"] !== undefined;
      // Path values no parameter schema accepts, and a body no object schema accepts.
      const response = await guest.request({
        method: method.toUpperCase() as "GET",
        url: path.replace(/\{\w+\}/g, "%20"),
        ...(json ? { payload: "[1]", headers: { "content-type": "application/json" } } : {}),
      });
      expect(response.statusCode, `${route}: ${response.body}`).toBe(401);
      // The refresh route names a missing refresh cookie InvalidToken; every other route Unauthorized.
      expect(response.json().code, route).toBe(
        operation.operationId === "refreshSession" ? "InvalidToken" : "Unauthorized",
      );
      checked.push(route);
    }
    expect(checked.length).toBeGreaterThan(30);
  });

  it("a signed-in user sending placeholder input gets only documented answers", async () => {
    const { browser } = await signUp(test.app);
    // Signing out or rotating the session would make every later answer a 401.
    const sessionEnding = new Set(["logout", "refreshSession"]);
    for (const { path, method, operation } of operations()) {
      if (sessionEnding.has(operation.operationId ?? "")) continue;
      const route = `${method} ${path}`;
      const response = await browser.request(probe(path, method, operation));
      expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(500);
      expect(Object.keys(operation.responses), `${route} answered ${response.statusCode}`).toContain(
        String(response.statusCode),
      );
    }
  });
});
