import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtures } from "@vitae/templates/fixtures";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage/index.ts";
import type { BrowserPool } from "./browser-pool.ts";
import { chromiumArgs, resolveBrowserSource } from "./chromium.ts";
import { createTestPool, pdfText, startRecordingServer } from "./printer.test-helpers.ts";
import { createPrinter } from "./printer.ts";
import { openSealedPage, printOrigin, type SealedPage, sealHtml } from "./sealed-page.ts";

// Two browsers: the printer's own (every layer of the seal), and one without the host resolver rule, to show
// what the other layers do alone and that the vectors do reach the server from an ordinary page.
let pool: BrowserPool;
let open: Browser;
let openSealed: SealedPage;
let server: Awaited<ReturnType<typeof startRecordingServer>>;
let storageDir: string;

beforeAll(async () => {
  pool = createTestPool({ size: 1 });
  const source = resolveBrowserSource({ chromePath: process.env.CHROME_PATH, chromeWsEndpoint: undefined });
  if (source.kind !== "launch") throw new Error("These tests need Chromium");
  open = await chromium.launch({
    executablePath: source.executablePath,
    args: chromiumArgs.filter((arg) => !arg.startsWith("--host-resolver-rules")),
  });
  openSealed = await openSealedPage(open, { served: 0, refused: 0 });
  server = await startRecordingServer();
  storageDir = await mkdtemp(join(tmpdir(), "vitae-sealed-"));
});

afterAll(async () => {
  await pool?.close();
  await open?.close();
  await server?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Ways a document can make a request without JavaScript; each must reach nothing from the print page. */
const vectors: Record<string, (origin: string) => { head?: string; body?: string }> = {
  "img src": (o) => ({ body: `<img src="${o}/img.png" alt="">` }),
  "img srcset": (o) => ({ body: `<img srcset="${o}/srcset.png 1x" alt="">` }),
  "link prefetch": (o) => ({ head: `<link rel="prefetch" href="${o}/prefetch">` }),
  "link preload": (o) => ({ head: `<link rel="preload" as="image" href="${o}/preload.png">` }),
  "link preconnect": (o) => ({ head: `<link rel="preconnect" href="${o}">` }),
  "link stylesheet": (o) => ({ head: `<link rel="stylesheet" href="${o}/style.css">` }),
  "meta refresh": (o) => ({ head: `<meta http-equiv="refresh" content="0;url=${o}/refresh">` }),
  iframe: (o) => ({ body: `<iframe src="${o}/iframe"></iframe>` }),
  object: (o) => ({ body: `<object data="${o}/object"></object><embed src="${o}/embed">` }),
  "CSS @import": (o) => ({ head: `<style>@import url("${o}/import.css");</style>` }),
  "CSS url()": (o) => ({ head: `<style>body { background: url("${o}/background.png"); }</style>` }),
  "CSS @font-face": (o) => ({
    head: `<style>@font-face { font-family: Remote; src: url("${o}/font.woff2"); } p { font-family: Remote; }</style>`,
  }),
  "SVG image": (o) => ({ body: `<svg width="10" height="10"><image href="${o}/svg.png" /></svg>` }),
  "video poster": (o) => ({ body: `<video poster="${o}/poster.png" src="${o}/video.mp4"></video>` }),
  "script (JavaScript is off)": (o) => ({
    body: `<script>fetch("${o}/script")</script><img src=x onerror="fetch('${o}/onerror')">`,
  }),
};

const documentWith = ({ head = "", body = "" }: { head?: string; body?: string }) =>
  `<!doctype html><html><head><meta charset="utf-8">${head}</head><body><p>sealed</p>${body}</body></html>`;

/** Loads the document as the printer does, prints it, and waits for late requests. */
const printOn = async (page: Page, html: string) => {
  await page.setContent(html, { waitUntil: "load" });
  await page.evaluate("document.fonts.ready.then(() => undefined)");
  await page.pdf();
  // A bounded wait stays: what is tested is that no request arrives, and "nothing arrived" has no event to wait
  // for; Chromium's clock is real, so a fake one cannot stand in. Late requests (prefetch) get 200 ms to show.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return page.url();
};

const reset = () => {
  server.hits.length = 0;
  server.connections.length = 0;
};

describe("the sealed print page", () => {
  it("lets the control (an ordinary page, JavaScript off too) reach the server, so the vectors are real", async () => {
    reset();
    const plain = await open.newContext({ javaScriptEnabled: false });
    try {
      // One page per vector, so a meta refresh is not cancelled by the next document.
      for (const vector of ["img src", "CSS @import", "CSS url()", "iframe", "meta refresh"]) {
        const page = await plain.newPage();
        await page.setContent(documentWith(vectors[vector]?.(server.origin) ?? {}), { waitUntil: "load" });
      }
      await expect
        .poll(() => [...server.hits], { timeout: 10_000 })
        .toEqual(
          expect.arrayContaining(["/img.png", "/import.css", "/background.png", "/iframe", "/refresh"]),
        );
    } finally {
      await plain.close();
    }
  });

  it.each(Object.keys(vectors))("makes no request and no connection for %s, as printed", async (name) => {
    reset();
    const html = sealHtml(documentWith(vectors[name]?.(server.origin) ?? {}));
    const url = await pool.run(({ page }) => printOn(page, html));
    expect(server.hits).toEqual([]);
    expect(server.connections).toEqual([]);
    expect(url).toBe(`${printOrigin}/`);
  });

  it.each(Object.keys(vectors))(
    "makes no request for %s with the policy and interception alone",
    async (name) => {
      reset();
      const url = await printOn(
        openSealed.page,
        sealHtml(documentWith(vectors[name]?.(server.origin) ?? {})),
      );
      expect(server.hits).toEqual([]);
      expect(url).toBe(`${printOrigin}/`);
    },
  );

  it.each(Object.keys(vectors))(
    "makes no request for %s with interception alone (no policy)",
    async (name) => {
      reset();
      const url = await printOn(openSealed.page, documentWith(vectors[name]?.(server.origin) ?? {}));
      expect(server.hits).toEqual([]);
      expect(url).toBe(`${printOrigin}/`);
    },
  );

  it("prints a resume whose custom CSS, rich text and picture aim at the server without one request", async () => {
    const o = server.origin;
    reset();
    const sample = fixtures.sample();
    const data = {
      ...sample,
      basics: {
        ...sample.basics,
        name: "Sealed Person",
        picture: { ...sample.basics.picture, url: `${o}/picture.png` },
      },
      sections: {
        ...sample.sections,
        summary: {
          ...sample.sections.summary,
          content: `<p>Summary</p><img src="${o}/rich.png"><iframe src="${o}/rich-iframe"></iframe><meta http-equiv="refresh" content="0;url=${o}/rich-refresh"><link rel="prefetch" href="${o}/rich-prefetch">`,
        },
      },
      metadata: {
        ...sample.metadata,
        css: {
          visible: true,
          value: `@import url("${o}/custom-import.css"); .vt-name { background: url("${o}/custom-url.png"); } @font-face { font-family: R; src: url(${o}/custom-font.woff2); } .vt-page { font-family: R; } </style><link rel="stylesheet" href="${o}/escaped.css"><style>`,
        },
      },
    };
    const storage = createLocalStorage(storageDir);
    const printer = createPrinter({
      pool,
      storage,
      pictures: { storage, publicUrl: "http://localhost:3000" },
      institution: { config: { name: undefined, logoUrl: undefined }, resolve: async () => undefined },
    });
    const file = await printer.pdf(data);
    const pdf = (await storage.get(file.key))?.body;
    expect(pdf).toBeDefined();
    expect(await pdfText(pdf ?? Buffer.alloc(0))).toContain("Sealed Person");
    expect(server.hits).toEqual([]);
    expect(server.connections).toEqual([]);
  });
});
