// How well the PDF and Word import recognises resumes, field by field (bench/README: precision = right fields ÷
// fields recognised, recall = right fields ÷ fields the resume has): (a) every template × the sample resumes
// printed by Vitae with the data attachment off, (b) the Word exports re-imported, (c) resumes laid out by other
// tools: a JSON Resume theme printed by Chromium, @react-pdf/renderer, a Typst layout compiled by typst.ts, and a
// Word file converted by LibreOffice.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { ResumeData } from "@vitae/schema";
import { startResumePrinter } from "./lib/print-resumes.ts";

const run = promisify(execFile);

type Row = Record<string, string | number>;
type Score = { expected: number; recognised: number; correct: number; misses: string[] };

const main = async () => {
  process.env.NODE_ENV ??= "production";
  const { importDocx, importPdf, exportJsonResume } = await import("@vitae/importers");
  const { rates, scoreFields } = await import("@vitae/importers/field-accuracy");
  const { fixtures, withTemplate } = await import("@vitae/templates/fixtures");
  const { implementedTemplateIds, templates } = await import("@vitae/templates");
  const { htmlToText } = await import("@vitae/schema");

  const resumes = { sample: fixtures.sample(), allSections: fixtures.allSections() };
  const attachmentOff = (data: ResumeData): ResumeData => ({
    ...data,
    metadata: { ...data.metadata, attachResumeData: false },
  });
  const row = (name: string, score: Score, extra: Row = {}): Row => ({
    name,
    ...extra,
    fields: score.expected,
    "precision %": rates(score).precision,
    "recall %": rates(score).recall,
  });
  const total = (scores: Score[]): Score =>
    scores.reduce((sum, score) => ({
      expected: sum.expected + score.expected,
      recognised: sum.recognised + score.recognised,
      correct: sum.correct + score.correct,
      misses: [...sum.misses, ...score.misses],
    }));
  const verbose = process.env.VERBOSE === "1";

  // (a) Every template printed by Vitae.
  const printer = await startResumePrinter();
  const printedRows: Row[] = [];
  const byColumns: Record<"single" | "two", Score[]> = { single: [], two: [] };
  try {
    for (const template of implementedTemplateIds) {
      const family = templates[template].family;
      for (const [name, resume] of Object.entries(resumes)) {
        const data = attachmentOff(withTemplate(resume, template));
        const pdf = await printer.print(data);
        const score = scoreFields(data, (await importPdf(new Uint8Array(pdf))).data);
        byColumns[family === "single" ? "single" : "two"].push(score);
        printedRows.push(row(`${template} × ${name}`, score, { family }));
        if (verbose) console.log(template, name, score.misses.slice(0, 15));
      }
    }
  } finally {
    await printer.close();
  }
  console.log("(a) Printed by Vitae, attachment off (target ≥ 95 % single-column, ≥ 85 % two-column)");
  console.table(printedRows);
  console.table([row("single-column", total(byColumns.single)), row("two-column", total(byColumns.two))]);

  // (b) The Word exports re-imported.
  const exporters = await import("@vitae/exporters").catch(() => undefined);
  const toDocx = (exporters as { resumeToDocx?: (data: ResumeData) => Promise<Uint8Array> } | undefined)
    ?.resumeToDocx;
  if (toDocx === undefined) console.log("(b) @vitae/exporters has no resumeToDocx here: not measured");
  else {
    const rows = [];
    for (const [name, data] of Object.entries(resumes)) {
      const score = scoreFields(data, (await importDocx(new Uint8Array(await toDocx(data)))).data);
      rows.push(row(name, score));
      if (verbose) console.log("docx", name, score.misses.slice(0, 15));
    }
    console.log("(b) Word exports re-imported");
    console.table(rows);
  }

  // (c) Laid out by other tools; fields a layout does not show are not expected of it.
  const dir = await mkdtemp(join(os.tmpdir(), "vitae-pdf-import-"));
  const rows: Row[] = [];
  const otherScores: Score[] = [];
  const measure = async (tool: string, data: ResumeData, pdf: Uint8Array) => {
    const file = join(dir, "shown.pdf");
    await writeFile(file, pdf);
    const shown = (await run("pdftotext", [file, "-"])).stdout;
    const score = scoreFields(data, (await importPdf(pdf)).data, shown);
    otherScores.push(score);
    rows.push(row(tool, score));
    if (verbose) console.log(tool, score.misses.slice(0, 20));
  };
  try {
    const data = resumes.sample;
    const { chromium } = await import("playwright-core");
    const { chromiumExecutable, headlessChromiumArgs } = await import("@vitae/chromium");
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? chromiumExecutable(),
      args: [...headlessChromiumArgs],
    });
    try {
      const theme = (await import("jsonresume-theme-even")) as { render: (resume: unknown) => string };
      const page = await browser.newPage();
      await page.setContent(theme.render(exportJsonResume(data)), { waitUntil: "load" });
      await measure("JSON Resume theme 'even' printed by Chromium", data, await page.pdf({ format: "A4" }));
    } finally {
      await browser.close();
    }
    const { renderReactPdf } = await import("./lib/react-pdf-resume.ts");
    await measure("@react-pdf/renderer", data, await renderReactPdf(data, htmlToText));

    const { renderTypst } = await import("./lib/typst-resume.ts");
    await measure("Typst layout (typst.ts Node compiler)", data, await renderTypst(data, htmlToText));

    const { wordResume } = await import("./lib/word-resume.ts");
    const docx = join(dir, "resume.docx");
    await writeFile(docx, await wordResume(data, htmlToText));
    await run("soffice", [
      `-env:UserInstallation=file://${join(dir, "lo-profile")}`,
      "--headless",
      "--convert-to",
      "pdf",
      "--outdir",
      dir,
      docx,
    ]);
    await measure(
      "Word (docx library) converted by LibreOffice",
      data,
      await readFile(join(dir, "resume.pdf")),
    );
    const wordScore = scoreFields(data, (await importDocx(new Uint8Array(await readFile(docx)))).data);
    rows.push(row("the same Word file imported as .docx", wordScore));
    otherScores.push(wordScore);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  console.log("(c) Other tools (target ≥ 85 %)");
  console.table([...rows, row("all", total(otherScores))]);
};

await main();
