import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "../features/auth/auth.test-helpers.ts";
import { signUp } from "../features/auth/auth.test-helpers.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { findUnstorableText } from "./text-guard.ts";

type Schema = { type?: string; properties?: Record<string, Schema>; $ref?: string };
type Operation = {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

const methods = ["get", "post", "put", "patch", "delete"];
// JSON text so the lone surrogate survives serialisation as `\ud800`.
const poisons = [String.raw`"a\u0000b"`, String.raw`"x\ud800y"`, String.raw`"\udc00"`];

const resolve = (document: Document, schema: Schema | undefined): Schema | undefined =>
  schema?.$ref === undefined ? schema : document.components?.schemas?.[schema.$ref.split("/").pop() ?? ""];

describe("NUL characters and unpaired surrogates", () => {
  let test: TestApp;
  let browser: Browser;
  let document: Document;

  beforeAll(async () => {
    test = await createTestApp();
    ({ browser } = await signUp(test.app));
    document = (await test.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  });

  afterAll(async () => {
    await test?.close();
  });

  it("finds them in strings and keys, and passes paired surrogates", () => {
    expect(findUnstorableText({ a: ["ok", "b\u0000"] })).toBe("a.1");
    expect(findUnstorableText({ "k\uD800": 1 })).toBe("k\uD800");
    expect(findUnstorableText({ a: "x\uDC00" })).toBe("a");
    expect(findUnstorableText({ a: "emoji 😀 fine" })).toBeUndefined();
  });

  it("never answer 5xx on any operation of the OpenAPI document, in params, query or body", async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!methods.includes(method)) continue;
        const parameters = operation.parameters ?? [];
        const urlWith = (poisonParams: boolean) =>
          path.replace(/\{[^}]+\}/g, poisonParams ? "a%00b" : "00000000-0000-4000-8000-000000000000");
        const send = async (url: string, payload?: string) => {
          requests += 1;
          const response = await browser.request({
            method: method.toUpperCase() as "GET",
            url,
            ...(payload === undefined ? {} : { payload, headers: { "content-type": "application/json" } }),
          });
          if (response.statusCode >= 500)
            failures.push(`${method} ${url} ${payload ?? ""} → ${response.statusCode}`);
        };
        if (path.includes("{")) await send(urlWith(true));
        for (const query of parameters.filter((parameter) => parameter.in === "query")) {
          await send(`${urlWith(false)}?${encodeURIComponent(query.name)}=a%00b`);
        }
        const body = resolve(document, operation.requestBody?.content?.["application/json"]?.schema);
        const strings = Object.entries(body?.properties ?? {}).filter(
          ([, schema]) => resolve(document, schema)?.type === "string" || schema.type === undefined,
        );
        for (const [name] of strings) {
          for (const poison of poisons) await send(urlWith(false), `{${JSON.stringify(name)}:${poison}}`);
        }
        if (body !== undefined) await send(urlWith(false), `{"unexpected\\u0000key":"x"}`);
      }
    }
    expect(requests).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });

  it("answers 400 naming the field, signed in or not", async () => {
    const publicPage = await test.app.inject({ method: "GET", url: "/api/resume/public/a%00b/x" });
    expect(publicPage.statusCode).toBe(400);
    expect(publicPage.json()).toMatchObject({ code: "ValidationError" });

    const rename = await browser.request({
      method: "PATCH",
      url: "/api/user/me",
      headers: { "content-type": "application/json" },
      payload: String.raw`{"name":"Ann\u0000e"}`,
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json()).toMatchObject({ code: "ValidationError", issues: [{ path: "name" }] });

    const created = await browser.request({
      method: "POST",
      url: "/api/resume",
      headers: { "content-type": "application/json" },
      payload: String.raw`{"title":"CV \ud800","slug":"cv"}`,
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().issues[0].path).toBe("title");
  });
});
