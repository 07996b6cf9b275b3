/// <reference types="node" />
// Template thumbnails for the builder's template picker: page 1 of the sample resume in each template, rendered
// as the printer renders it (offline: fonts from node_modules, every other request refused), saved as JPEG.
// Run by the web app's build; incremental (skips when newer than the templates and the sample); without
// Chromium it says so and the picker shows names without pictures.
//
//   npx tsx packages/templates/scripts/thumbnails.ts --out apps/web/public/template-thumbnails [--force]
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromiumExecutable, chromiumInstallHint, headlessChromiumArgs } from "@vitae/chromium";
import { type TemplateId, templateIds } from "@vitae/schema";
import { chromium } from "playwright-core";
import { fixtures, withFormat, withTemplate } from "../src/fixtures.ts";
import { fontFileForUrlPath, renderResumeHtml } from "../src/node.ts";

/** Tiles are drawn about 180 px wide: an A4 sheet at half its 96 dpi size is sharp on 2× screens. */
const sheet = { width: 794, height: 1123 };
export const thumbnailScale = 0.5;
export const thumbnailSize = {
  width: Math.round(sheet.width * thumbnailScale),
  height: Math.round(sheet.height * thumbnailScale),
};

const packageRoot = fileURLToPath(new URL("..", import.meta.url));
const sources = [path.join(packageRoot, "src"), path.join(packageRoot, "../schema/src/sample.ts")];

const newestMtime = (target: string): number => {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
};

export const thumbnailFile = (outDir: string, id: TemplateId) => path.join(outDir, `${id}.jpg`);

/** Whether every thumbnail exists and is newer than the templates and the sample. */
export const thumbnailsUpToDate = (outDir: string, ids: readonly TemplateId[] = templateIds): boolean => {
  const files = ids.map((id) => thumbnailFile(outDir, id));
  if (!files.every((file) => existsSync(file))) return false;
  const newestSource = Math.max(...sources.map(newestMtime));
  return files.every((file) => statSync(file).mtimeMs >= newestSource);
};

const origin = "http://thumbnails.vitae.test";

/** Renders `ids` into `outDir` (four pages at a time) and returns what was written. */
export const renderThumbnails = async (outDir: string, ids: readonly TemplateId[] = templateIds) => {
  const executablePath = chromiumExecutable();
  if (executablePath === undefined)
    return { skipped: `No Chromium for template thumbnails: ${chromiumInstallHint}` };
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath, args: [...headlessChromiumArgs] });
  try {
    const context = await browser.newContext({
      viewport: sheet,
      deviceScaleFactor: thumbnailScale,
      javaScriptEnabled: false,
    });
    const queue = [...ids];
    const render = async () => {
      const page = await context.newPage();
      await page.emulateMedia({ media: "print" });
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const html = renderResumeHtml(withFormat(withTemplate(fixtures.sample(), id), "a4"), {
          fontBaseUrl: "/fonts",
        });
        await page.unrouteAll();
        await page.route("**/*", async (route) => {
          const url = new URL(route.request().url());
          if (url.origin === origin && url.pathname === "/")
            return route.fulfill({ contentType: "text/html", body: html });
          const [, slug = "", file = ""] = /^\/fonts\/([^/]+)\/([^/]+)$/.exec(url.pathname) ?? [];
          const fontFile = url.origin === origin ? fontFileForUrlPath(slug, file) : null;
          if (fontFile) return route.fulfill({ contentType: "font/woff2", body: readFileSync(fontFile) });
          return route.abort();
        });
        await page.goto(`${origin}/`, { waitUntil: "load" });
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({
          path: thumbnailFile(outDir, id),
          type: "jpeg",
          quality: 82,
          clip: { x: 0, y: 0, ...sheet },
        });
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: Math.min(4, ids.length) }, render));
    return { written: ids.map((id) => thumbnailFile(outDir, id)) };
  } finally {
    await browser.close();
  }
};

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const { values } = parseArgs({
    options: { out: { type: "string" }, force: { type: "boolean", default: false } },
  });
  if (!values.out) throw new Error("--out <folder> is required");
  const outDir = path.resolve(values.out);
  if (!values.force && thumbnailsUpToDate(outDir)) {
    console.log("Template thumbnails are up to date.");
  } else {
    const started = performance.now();
    const result = await renderThumbnails(outDir);
    if ("skipped" in result) console.warn(`${result.skipped} The picker shows the templates by name only.`);
    else
      console.log(
        `Rendered ${result.written.length} template thumbnails in ${Math.round(performance.now() - started)} ms.`,
      );
  }
}
