import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ErrorResponseSchema } from "@vitae/schema";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";

const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: response.statusCode, body: response.json() }, response.body).toMatchObject({
    status,
    body: { statusCode: status, code },
  });
  expect(ErrorResponseSchema.safeParse(response.json()).success, response.body).toBe(true);
};

/** Sends raw bytes to a listening server and reads the whole answer: status, headers and JSON body. */
const rawRequest = (port: number, head: string) =>
  new Promise<{ status: number; headers: string; body: unknown }>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => {
      text += chunk;
    });
    socket.on("error", (error) => (text === "" ? reject(error) : undefined));
    socket.on("close", () => {
      const [headers = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(headers.split(" ")[1]), headers, body: JSON.parse(body) });
    });
  });

let test: TestApp;
let webDistDir: string;

beforeAll(async () => {
  // With a built web app its static files are served under a catch-all route, which must never answer for /api.
  webDistDir = await mkdtemp(join(tmpdir(), "vitae-web-"));
  await writeFile(join(webDistDir, "index.html"), "<!doctype html><title>Vitae</title>");
  test = await createTestApp({ webDistDir });
});

afterAll(async () => {
  await test?.close();
  await rm(webDistDir, { recursive: true, force: true });
});

describe("unknown methods on known routes", () => {
  it("answers 405 MethodNotAllowed with Allow listing the route's methods", async () => {
    const response = await test.app.inject({ method: "PUT", url: "/api/auth/login" });
    expectError(response, 405, "MethodNotAllowed");
    expect(response.headers.allow).toBe("POST");
    expect(response.json().message).toContain("use POST");
  });

  it("matches paths with parameters and lists every method of the path", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/resume/0b6a1c8e-8a9b-4d8f-9a51-3b1b7b0f2a11?x=1",
    });
    expectError(response, 405, "MethodNotAllowed");
    const allow = String(response.headers.allow).split(", ");
    expect(allow).toEqual(expect.arrayContaining(["DELETE", "GET", "PATCH"]));
    expect(allow).not.toContain("POST");
  });

  it("lists only the methods of the route the router would pick, not of one a parameter could match", async () => {
    // /api/resume/trash is its own route; /api/resume/{id} (DELETE, GET, PATCH) never sees "trash".
    const response = await test.app.inject({ method: "PUT", url: "/api/resume/trash" });
    expectError(response, 405, "MethodNotAllowed");
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  it("answers 405 to QUERY, a method the server routes but no route takes, before reading any body", async () => {
    const bare = await test.app.inject({ method: "QUERY" as "GET", url: "/api/resume" });
    expectError(bare, 405, "MethodNotAllowed");
    expect(bare.headers.allow).toBe("GET, HEAD, POST");
    const withBody = await test.app.inject({
      method: "QUERY" as "GET",
      url: "/api/resume",
      headers: { "content-type": "text/plain" },
      payload: "select",
    });
    expectError(withBody, 405, "MethodNotAllowed");
  });

  it("answers 501 NotImplemented to a method the server cannot route at all", async () => {
    const known = await test.app.inject({ method: "PROPFIND" as "GET", url: "/api/resume" });
    expectError(known, 501, "NotImplemented");
    await test.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (test.app.server.address() as { port: number }).port;
    // A token Node's HTTP parser does not know never reaches a route.
    const unknown = await rawRequest(port, "BREW /api/resume HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(unknown.status).toBe(501);
    expect(unknown.body).toMatchObject({ statusCode: 501, code: "NotImplemented" });
    expect(ErrorResponseSchema.safeParse(unknown.body).success).toBe(true);
  });

  it("keeps a JSON 404 for a path no route has", async () => {
    const response = await test.app.inject({ method: "PUT", url: "/api/no-such-thing" });
    expectError(response, 404, "NotFound");
    expect(response.headers.allow).toBeUndefined();
  });
});

describe("over-long and malformed paths", () => {
  const long = "a".repeat(101);

  it.each([
    ["GET", "/api/icons/{long}"],
    ["GET", "/api/icons/{long}%5C"],
    ["HEAD", "/api/icons/{long}"],
    ["PUT", "/api/icons/{long}"],
    ["GET", "/api/resume/{long}"],
    ["GET", "/api/resume/{long}/versions"],
    ["DELETE", "/api/resume/trash/{long}"],
    ["PATCH", "/api/resume/{long}"],
    ["GET", "/api/resume/public/{long}/slug"],
    ["DELETE", "/fonts/{long}/x.woff2"],
  ])("%s %s with a 101-character {long} is 404 NotFound in the error shape", async (method, template) => {
    const response = await test.app.inject({
      method: method as "GET",
      url: template.replace("{long}", long),
    });
    expect(response.headers.allow).toBeUndefined();
    if (method === "HEAD") expect(response.statusCode).toBe(404);
    else expectError(response, 404, "NotFound");
  });

  it("answers a short unknown icon the same way", async () => {
    expectError(await test.app.inject({ method: "GET", url: "/api/icons/ab%5Ccd" }), 404, "NotFound");
  });

  it("answers a path that is not valid percent-encoding with 400 in the error shape", async () => {
    expectError(
      await test.app.inject({ method: "GET", url: "/api/resume/%E0%A4%A" }),
      400,
      "ValidationError",
    );
  });

  it("answers an over-long request line with 414 and over-long header fields with 431, in the error shape", async () => {
    await test.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => undefined);
    const port = (test.app.server.address() as { port: number }).port;
    const longUrl = await rawRequest(
      port,
      `GET /api/resume?q=${"x".repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`,
    );
    expect(longUrl.status).toBe(414);
    expect(longUrl.body).toMatchObject({ statusCode: 414, code: "UriTooLong" });
    const longHeader = await rawRequest(
      port,
      `GET /api/resume HTTP/1.1\r\nHost: a\r\nX-Big: ${"x".repeat(20_000)}\r\n\r\n`,
    );
    expect(longHeader.status).toBe(431);
    expect(longHeader.body).toMatchObject({ statusCode: 431, code: "HeadersTooLarge" });
    for (const answer of [longUrl, longHeader])
      expect(ErrorResponseSchema.safeParse(answer.body).success).toBe(true);
  });
});
