import { randomUUID } from "node:crypto";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { invalidArbitrary, type JsonSchema, validArbitrary } from "../test/schema-arbitrary.ts";

// Walks every operation of the server's own OpenAPI document against the running server (HTTP on loopback, a
// real PGlite database): requests built from the document's schemas — their examples, values biased to the
// boundaries, and values just outside them — signed in and signed out. Every answer must be one the operation
// documents, with a body its documented schema accepts, and never a server error.

const runs = Number(process.env.OPENAPI_WALK_RUNS ?? 8);
const documentId = "https://vitae.test/openapi.json";

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
/** @fastify/swagger moves a body schema's `examples` onto its media type, as named examples. */
type Media = { schema?: JsonSchema; examples?: Record<string, { value: unknown }> };
type Response = { $ref?: string; description?: string; content?: Record<string, Media> };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, Response>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, Response> };
};

let test: TestApp;
let base: string;
let document: Document;
let ajv: InstanceType<typeof Ajv2020>;

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

const resolve = (ref: string): JsonSchema => {
  const name = ref.replace(/^#\/components\/schemas\//, "");
  const schema = document.components.schemas[name];
  if (schema === undefined) throw new Error(`unresolved ${ref}`);
  return schema;
};

/** The response entry for a status and the pointer to it, following a shared `components.responses` entry. */
const documentedResponse = (path: string, method: string, operation: Operation, status: number) => {
  const entry = operation.responses[String(status)];
  if (entry === undefined) return undefined;
  if (entry.$ref !== undefined) {
    const name = entry.$ref.split("/").pop() ?? "";
    return {
      response: document.components.responses[name],
      at: `#/${pointer("components", "responses", name)}`,
    };
  }
  return { response: entry, at: `#/${pointer("paths", path, method, "responses", String(status))}` };
};

type Session = { cookie: string; fixtures: Record<string, string> };

const cookieOf = (response: globalThis.Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

let counter = 0;

/** A new account, signed in, with one resume: the values path parameters can name. */
const newSession = async (): Promise<Session> => {
  counter += 1;
  const username = `walker-${counter}-${randomUUID().slice(0, 8)}`;
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Walk Er",
      username,
      email: `${username}@example.com`,
      password: "correct horse",
    }),
  });
  expect(registered.status).toBe(201);
  const cookie = cookieOf(registered);
  const created = await fetch(`${base}/api/resume`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ title: "Walked", slug: "walked" }),
  });
  expect(created.status).toBe(201);
  const resume = (await created.json()) as { id: string; slug: string };
  return { cookie, fixtures: { id: resume.id, username, slug: resume.slug } };
};

type Body =
  | { kind: "json"; value: unknown }
  | { kind: "multipart"; file: "image" | "text" }
  | { kind: "none" };
type Request = { url: string; body: Body };

let pngBytes: Buffer;

const multipartBody = (file: "image" | "text") => {
  const form = new FormData();
  const bytes = file === "image" ? pngBytes : Buffer.from("not a picture at all");
  form.set("file", new Blob([new Uint8Array(bytes)]), file === "image" ? "me.png" : "me.txt");
  return form;
};

/** Path values: the signed-in user's own (a real resume id, the user's name), or any the parameter's schema allows. */
const pathValue = (path: string, parameter: Parameter, session: Session | undefined) => {
  const own = path.startsWith("/api/icons/") ? "github" : session?.fixtures[parameter.name];
  const generated = validArbitrary(parameter.schema ?? { type: "string" }, resolve)
    .map(String)
    // "." and ".." are dot segments: URL resolution removes them, so the request names another path altogether.
    .filter((value) => value !== "" && value !== "." && value !== "..");
  return (own === undefined ? generated : fc.oneof(fc.constant(own), generated)).map(encodeURIComponent);
};

const requestArbitrary = (
  path: string,
  operation: Operation,
  session: Session | undefined,
): fc.Arbitrary<Request> => {
  const parameters = operation.parameters ?? [];
  const pathValues = fc.record(
    Object.fromEntries(
      parameters.filter((p) => p.in === "path").map((p) => [p.name, pathValue(path, p, session)] as const),
    ),
  );
  const queryParameters = parameters.filter((p) => p.in === "query");
  const query = fc.record(
    Object.fromEntries(
      queryParameters.map((p) => [p.name, validArbitrary(p.schema ?? {}, resolve).map(String)]),
    ),
    { requiredKeys: queryParameters.filter((p) => p.required).map((p) => p.name) },
  );
  const content = operation.requestBody?.content ?? {};
  const json = content["application/json"]?.schema;
  const examples = Object.values(content["application/json"]?.examples ?? {}).map((example) => example.value);
  const valid = (schema: JsonSchema) =>
    examples.length === 0
      ? validArbitrary(schema, resolve)
      : fc.oneof(fc.constantFrom(...examples), validArbitrary(schema, resolve));
  const body: fc.Arbitrary<Body> =
    json !== undefined
      ? fc
          .oneof(
            { weight: 3, arbitrary: valid(json) },
            { weight: 1, arbitrary: invalidArbitrary(json, resolve) ?? validArbitrary(json, resolve) },
          )
          .map((value) => ({ kind: "json", value }))
      : content["multipart/form-data"] !== undefined
        ? fc.constantFrom("image", "text").map((file) => ({ kind: "multipart", file }) as const)
        : fc.constant({ kind: "none" });
  return fc.tuple(pathValues, query, body).map(([values, search, requestBody]) => {
    const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => values[name] ?? "x");
    const queryString = new URLSearchParams(search as Record<string, string>).toString();
    return { url: queryString === "" ? url : `${url}?${queryString}`, body: requestBody };
  });
};

const send = async (method: string, request: Request, session: Session | undefined) => {
  const headers: Record<string, string> = session === undefined ? {} : { cookie: session.cookie };
  let body: string | FormData | undefined;
  if (request.body.kind === "json") {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.body.value) ?? "null";
  } else if (request.body.kind === "multipart") {
    body = multipartBody(request.body.file);
  }
  return fetch(`${base}${request.url}`, { method: method.toUpperCase(), headers, body, redirect: "manual" });
};

// A dependency the operator has not set up is a documented state of the server, not a failure of it.
const configurationRefusals = new Set(["AiNotConfigured"]);

/** The answer is one the operation documents: its status, a documented media type, and a body that fits. */
const expectDocumented = async (
  path: string,
  method: string,
  operation: Operation,
  request: Request,
  response: globalThis.Response,
) => {
  const where = `${method.toUpperCase()} ${request.url} → ${response.status}`;
  // An event stream stays open: its type is checked, its never-ending body is not read.
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
    await response.body?.cancel();
    expect(
      Object.keys(documentedResponse(path, method, operation, response.status)?.response?.content ?? {}),
      where,
    ).toContain("text/event-stream");
    return;
  }
  const text = await response.text();
  const documented = documentedResponse(path, method, operation, response.status);
  expect(documented, `${where}: undocumented status; ${text.slice(0, 300)}`).toBeDefined();
  const mediaType = (response.headers.get("content-type") ?? "").split(";")[0] ?? "";
  const json =
    mediaType === "application/json" && text !== "" ? (JSON.parse(text) as { code?: string }) : undefined;
  if (response.status >= 500) {
    expect(configurationRefusals.has(json?.code ?? ""), `${where}: server error; ${text.slice(0, 300)}`).toBe(
      true,
    );
  }
  const content = documented?.response?.content;
  if (content === undefined || response.status === 204) {
    expect(text, `${where}: a body the document does not mention`).toBe("");
    return;
  }
  expect(Object.keys(content), `${where}: undocumented ${mediaType}`).toContain(mediaType);
  if (json === undefined || content["application/json"]?.schema === undefined) return;
  const validate = ajv.getSchema(
    `${documentId}${documented?.at}/${pointer("content", "application/json", "schema")}`,
  );
  expect(validate, `${where}: no schema to check against`).toBeDefined();
  if (validate !== undefined && !validate(json)) {
    expect.fail(
      `${where}: the body breaks its documented schema: ${ajv.errorsText(validate.errors)}; ${text.slice(0, 500)}`,
    );
  }
};

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(test.app.server.address() as { port: number }).port}`;
  document = (await (await fetch(`${base}/api/docs/json`)).json()) as Document;
  ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema(document, documentId);
  pngBytes = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#dc2626" } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await test?.close();
});

describe("every operation of the OpenAPI document against the running server", () => {
  it("documents examples its own schemas accept", () => {
    let examples = 0;
    for (const { path, method, operation } of operations()) {
      for (const [mediaType, media] of Object.entries(operation.requestBody?.content ?? {})) {
        const at = pointer("paths", path, method, "requestBody", "content", mediaType, "schema");
        for (const [name, { value }] of Object.entries(media.examples ?? {})) {
          examples += 1;
          const validate = ajv.getSchema(`${documentId}#/${at}`);
          expect(validate?.(value), `${method} ${path} ${name}: ${ajv.errorsText(validate?.errors)}`).toBe(
            true,
          );
        }
      }
    }
    expect(examples).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ["signed in", true],
    ["signed out", false],
  ])(
    "answers only documented statuses and bodies, never a server error (%s)",
    async (_, signedIn) => {
      let requests = 0;
      for (const { path, method, operation } of operations()) {
        // A fresh account per operation: logging out, deleting the account or locking the resume spoils no other.
        const session = signedIn ? await newSession() : undefined;
        await fc.assert(
          fc.asyncProperty(requestArbitrary(path, operation, session), async (request) => {
            requests += 1;
            const response = await send(method, request, session);
            await expectDocumented(path, method, operation, request, response);
          }),
          { numRuns: runs, endOnFailure: true },
        );
      }
      expect(requests).toBeGreaterThanOrEqual(operations().length * runs);
    },
    600_000,
  );
});
