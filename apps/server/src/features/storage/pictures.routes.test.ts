import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { signUp } from "../auth/auth.test-helpers.ts";
import { createLocalStorage } from "./local-storage.ts";
import { gradient, uploadAs, uploadedUrl } from "./storage.test-helpers.ts";
import type { Storage } from "./storage.ts";

let webDistDir: string;
let test: TestApp;
let storage: Storage;
let pictureKey: string;
let origin: string;

// A browser navigating to a URL asks for HTML; the web app would answer that with index.html.
const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

beforeAll(async () => {
  webDistDir = await mkdtemp(join(tmpdir(), "vitae-web-"));
  await writeFile(join(webDistDir, "index.html"), "<!doctype html><div id=root></div>");
  test = await createTestApp({ webDistDir });
  origin = await test.app.listen({ port: 0, host: "127.0.0.1" });
  if (test.config.storage.driver !== "local") throw new Error("expected local storage");
  // The same folder the app stores into, to plant objects no upload would make.
  storage = createLocalStorage(test.config.storage.dir);

  const { browser } = await signUp(test.app);
  const url = uploadedUrl(await uploadAs(browser, await gradient(40, 40).png().toBuffer()));
  pictureKey = new URL(url).pathname.slice("/storage/".length);
  const userFolder = pictureKey.slice(0, pictureKey.lastIndexOf("/"));
  await storage.put("printer/0123abcd.pdf", Buffer.from("%PDF-1.7 private"), {
    contentType: "application/pdf",
  });
  await storage.put("printer/0123abcd.jpg", await gradient(10, 10).jpeg().toBuffer(), {
    contentType: "image/jpeg",
  });
  await storage.put(`${userFolder}/page.html`, Buffer.from("<script>alert(1)</script>"), {
    contentType: "text/html",
  });
});

afterAll(async () => {
  await test?.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const get = (url: string, method: "GET" | "HEAD" = "GET") => test.app.inject({ method, url, headers: html });

/** Over real HTTP with the path sent byte for byte, as a hand-made request would (clients normalise `..`). */
const getRaw = (path: string) =>
  new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const request = httpRequest(`${origin}/`, { path, headers: html }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers["content-type"] ?? "",
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });

describe("GET /storage/pictures/…", () => {
  it("serves an uploaded picture as an immutable, sandboxed image", async () => {
    const response = await get(`/storage/${pictureKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; img-src 'self'; sandbox; frame-ancestors 'none'",
    });
    expect(response.rawPayload.equals((await storage.get(pictureKey))?.body ?? Buffer.alloc(0))).toBe(true);
  });

  it("answers HEAD with the headers and no body, and ignores a query string", async () => {
    const head = await get(`/storage/${pictureKey}`, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("image/webp");
    expect(head.body).toBe("");
    expect((await get(`/storage/${pictureKey}?v=2`)).statusCode).toBe(200);
  });

  it.each([
    ["a missing picture", () => "/storage/pictures/nobody/0123456789abcdef0123456789abcdef.webp"],
    ["a printed file, which only its signed URL serves", () => "/storage/printer/0123abcd.pdf"],
    ["a printed thumbnail, though it is an image", () => "/storage/printer/0123abcd.jpg"],
    ["a stored file that is not a picture", () => `/storage/${pictureKey.replace(/[^/]+$/, "page.html")}`],
    ["the pictures folder itself", () => "/storage/pictures/"],
    ["a dot-dot path", () => "/storage/pictures/../printer/0123abcd.pdf"],
    ["an encoded dot-dot path", () => "/storage/pictures/%2e%2e/printer/0123abcd.pdf"],
    ["an encoded slash", () => `/storage/${pictureKey.replace(/\//g, "%2F")}`],
    ["an encoded slash and dot-dot", () => "/storage/pictures%2F..%2Fprinter%2F0123abcd.pdf"],
    ["a backslash", () => `/storage/${pictureKey.replace(/\//g, "\\")}`],
    ["an upper-case key", () => `/storage/${pictureKey.toUpperCase()}`],
    ["a double slash", () => `/storage/pictures//${pictureKey.slice("pictures/".length)}`],
  ])("answers %s with a JSON 404, never the web app", async (_name, url) => {
    const response = await getRaw(url());
    expect(response.status).toBe(404);
    expect(response.type).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 404, code: "NotFound" });
  });

  it("still leaves other unknown pages to the web app", async () => {
    const response = await get("/dashboard/settings");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });
});
