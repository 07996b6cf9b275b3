import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { webAppNotBuiltMessage } from "./web-app.ts";

const themeScript = "document.documentElement.classList.toggle('dark', false);";
const indexHtml = [
  "<!doctype html><html><head>",
  `<script>${themeScript}</script>`,
  '<script type="module" crossorigin src="/assets/app-1a2b3c.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join("\n");
const html = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };

describe("serving the web app", () => {
  let webDistDir: string;
  let test: TestApp;

  beforeAll(async () => {
    webDistDir = await mkdtemp(join(tmpdir(), "vitae-web-"));
    await mkdir(join(webDistDir, "assets"));
    await writeFile(join(webDistDir, "index.html"), indexHtml);
    await writeFile(join(webDistDir, "assets", "app-1a2b3c.js"), "console.log('vitae');");
    await writeFile(join(webDistDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    test = await createTestApp({ webDistDir });
  });

  afterAll(async () => {
    await test.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it("serves index.html at / without caching", async () => {
    const response = await test.app.inject({ method: "GET", url: "/", headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("allows index.html's inline script by hash and no other", async () => {
    const response = await test.app.inject({ method: "GET", url: "/", headers: html });
    const hash = createHash("sha256").update(themeScript).digest("base64");
    const scriptSrc = String(response.headers["content-security-policy"])
      .split(";")
      .find((directive) => directive.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("caches hashed assets for a year", async () => {
    const response = await test.app.inject({ method: "GET", url: "/assets/app-1a2b3c.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates other files", async () => {
    const response = await test.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it.each([
    "/dashboard",
    "/builder/0190f7a2-7c3e-7def-8a00-1234567890ab",
    "/ada/my-resume",
    "/ada.lovelace/cv",
  ])("answers a browser navigating to %s with index.html", async (url) => {
    const response = await test.app.inject({ method: "GET", url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(indexHtml);
  });

  it("keeps unknown /api paths JSON even for browsers", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/nope", headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: "NotFound" });
  });

  it("answers a missing file that is not a page with a 404", async () => {
    const response = await test.app.inject({
      method: "GET",
      url: "/assets/missing-123.js",
      headers: { accept: "*/*" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NotFound" });
  });
});

describe("without a web build", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
  });

  afterAll(async () => {
    await test.close();
  });

  it("answers / with a plain explanation instead of failing", async () => {
    for (const headers of [html, { accept: "*/*" }]) {
      const response = await test.app.inject({ method: "GET", url: "/", headers });
      expect(response.statusCode).toBe(503);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      expect(response.body).toBe(webAppNotBuiltMessage);
    }
  });

  it("gives client routes the same explanation and keeps the API working", async () => {
    const page = await test.app.inject({ method: "GET", url: "/dashboard", headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.body).toBe(webAppNotBuiltMessage);

    const health = await test.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });
});
