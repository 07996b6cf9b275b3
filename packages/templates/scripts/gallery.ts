/// <reference types="node" />
// Renders every implemented template with the fixture resumes to PDF and PNG, the way the printer does,
// so a person can look at them. Offline: fonts are served from node_modules, every other request fails.
//
//   npx tsx packages/templates/scripts/gallery.ts [--out /tmp/gallery] [--template rhyhorn[,azurill]]
//     [--fixture sample[,long]] [--format a4[,letter]] [--dpi 60]
//
// Writes <out>/<template>/<fixture>-<format>.{html,pdf}, one PNG per sheet (…-1.png, …-2.png) and a
// contact sheet of all sheets side by side (…-sheet.png); prints a table of sheet counts.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromiumExecutable, chromiumInstallHint, headlessChromiumArgs } from "@vitae/chromium";
import type { ResumeData, TemplateId } from "@vitae/schema";
import { chromium } from "playwright-core";
import { type FixtureName, fixtureNames, fixtures, withFormat, withTemplate } from "../src/fixtures.ts";
import { implementedTemplateIds, pdfOptions, resolveSection } from "../src/index.ts";
import { fontFileForUrlPath, renderResumeHtml } from "../src/node.ts";

const { values } = parseArgs({
  options: {
    out: { type: "string", default: "/tmp/gallery" },
    template: { type: "string" },
    fixture: { type: "string" },
    format: { type: "string" },
    dpi: { type: "string", default: "60" },
  },
});

const list = (value: string | undefined): string[] | undefined =>
  value
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);

const chosen = <T extends string>(all: readonly T[], wanted: string[] | undefined, what: string): T[] => {
  if (wanted === undefined) return [...all];
  const unknown = wanted.filter((value) => !all.includes(value as T));
  if (unknown.length > 0)
    throw new Error(`Unknown ${what}: ${unknown.join(", ")} (known: ${all.join(", ")})`);
  return wanted as T[];
};

const templateIds = chosen<TemplateId>(implementedTemplateIds, list(values.template), "template");
const fixtureList = chosen<FixtureName>(fixtureNames, list(values.fixture), "fixture");
const formats = chosen(["a4", "letter"] as const, list(values.format), "format");
const outDir = values.out;
const dpi = values.dpi;

const origin = "http://gallery.vitae.test";

const executablePath = chromiumExecutable();
if (executablePath === undefined) throw new Error(`No Chromium: ${chromiumInstallHint}`);
const browser = await chromium.launch({ executablePath, args: [...headlessChromiumArgs] });

const contactSheet = async (pngs: string[], target: string): Promise<void> => {
  const images = pngs
    .map((file) => `<img src="data:image/png;base64,${readFileSync(file).toString("base64")}">`)
    .join("");
  const page = await browser.newPage();
  await page.setContent(
    `<body style="margin:0;background:#8a8f98;display:flex;gap:12px;padding:12px;width:max-content;align-items:flex-start">${images}</body>`,
  );
  await page.locator("body").screenshot({ path: target });
  await page.close();
};

/**
 * Sheets whose last line of text is a section heading: a heading left alone at the bottom of a sheet.
 * (pdftotext reads columns in turn, so on two-column sheets only the last column read is checked.)
 */
const lonelyHeadings = (data: ResumeData, pdf: string, sheets: number): string => {
  const names = new Set(
    data.metadata.layout
      .flat(2)
      .map((id) => resolveSection(data, id)?.section.name.trim().toLowerCase())
      .filter((name): name is string => name !== undefined && name !== ""),
  );
  const found: string[] = [];
  for (let sheet = 1; sheet < sheets; sheet++) {
    const text = execFileSync("pdftotext", ["-f", String(sheet), "-l", String(sheet), pdf, "-"]).toString();
    const lines = text
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== "" && !/^\d+\s*\/\s*\d+$/.test(line));
    const last = lines.at(-1);
    if (last !== undefined && names.has(last)) found.push(`${sheet}:${last}`);
  }
  return found.join(" ");
};

const rows: string[][] = [];
const failures: string[] = [];
try {
  for (const templateId of templateIds) {
    const dir = path.join(outDir, templateId);
    mkdirSync(dir, { recursive: true });
    for (const fixture of fixtureList) {
      for (const format of formats) {
        const data = withFormat(withTemplate(fixtures[fixture](), templateId), format);
        const html = renderResumeHtml(data, { fontBaseUrl: `${origin}/fonts` });
        const base = path.join(dir, `${fixture}-${format}`);
        writeFileSync(`${base}.html`, html);

        const page = await browser.newPage();
        await page.route("**/*", async (route) => {
          const url = new URL(route.request().url());
          if (url.origin === origin && url.pathname === "/") {
            await route.fulfill({ contentType: "text/html; charset=utf-8", body: html });
            return;
          }
          const [, prefix, slug, file] = url.pathname.split("/");
          const fontFile =
            url.origin === origin && prefix === "fonts" && slug !== undefined && file !== undefined
              ? fontFileForUrlPath(slug, file)
              : null;
          if (fontFile !== null) {
            await route.fulfill({ contentType: "font/woff2", body: readFileSync(fontFile) });
            return;
          }
          failures.push(`${templateId}/${fixture}-${format}: blocked ${url.href.slice(0, 120)}`);
          await route.abort();
        });
        await page.goto(`${origin}/`);
        await page.evaluate(() => document.fonts.ready);
        await page.pdf({ path: `${base}.pdf`, ...pdfOptions(data) });
        await page.close();

        for (const old of readdirSync(dir).filter((name) => name.startsWith(`${fixture}-${format}-`))) {
          rmSync(path.join(dir, old));
        }
        execFileSync("pdftoppm", ["-png", "-r", dpi, `${base}.pdf`, base]);
        const pngs = readdirSync(dir)
          .filter((name) => new RegExp(`^${fixture}-${format}-\\d+\\.png$`).test(name))
          .sort((a, b) => Number(a.match(/(\d+)\.png$/)?.[1]) - Number(b.match(/(\d+)\.png$/)?.[1]))
          .map((name) => path.join(dir, name));
        await contactSheet(pngs, `${base}-sheet.png`);
        rows.push([
          templateId,
          fixture,
          format,
          String(pngs.length),
          lonelyHeadings(data, `${base}.pdf`, pngs.length),
        ]);
      }
    }
  }
} finally {
  await browser.close();
}

const header = ["template", "fixture", "format", "sheets", "lonely headings?"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(`\nWrote ${rows.length} renders to ${outDir}`);
if (failures.length > 0) {
  console.error(`\nBlocked requests:\n${failures.join("\n")}`);
  process.exitCode = 1;
}
