// How much of a printed resume's text a machine reads back, per script: resumes in Arabic, Hebrew, Hindi, Tamil,
// Thai and Japanese printed by the app, read by poppler's pdftotext (content order and layout) and by pdf.js
// (what "As a machine reads it" uses); the share of the resume's words in its script found in each reading.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { signUp, startBenchApp } from "./lib/bench-app.ts";

const run = promisify(execFile);

const main = async () => {
  process.env.NODE_ENV ??= "production";
  const { scriptNames, scriptResume, scriptResumeText } = await import("@vitae/templates/fixtures");
  const { wordRecall, wordsOf } = await import("@vitae/schema");
  const { readPdf } = await import("@vitae/server/src/features/machine-reading/pdf-read.ts");

  const bench = await startBenchApp({ deps: { printer: { prerender: false } } });
  const base = await bench.listen();
  const dir = await mkdtemp(join(os.tmpdir(), "vitae-pdf-text-"));
  try {
    const session = await signUp(base);
    const rows: Record<string, string | number>[] = [];
    for (const script of scriptNames) {
      const data = scriptResume(script);
      const { id } = await session.request<{ id: string }>("POST", "/api/resume/import", { data });
      const { url } = await session.request<{ url: string }>("GET", `/api/resume/print/${id}`);
      const pdf = Buffer.from(await (await fetch(url.replace(bench.config.publicUrl, base))).arrayBuffer());
      const file = join(dir, `${script}.pdf`);
      await writeFile(file, pdf);

      const { locale } = data.metadata;
      // Only the script's own words: the e-mail address and phone number are Latin in every resume.
      const written = wordsOf(scriptResumeText(script).join("\n"), locale).filter((word) =>
        /[^\p{Script=Latin}\p{N}]/u.test(word),
      );
      const recall = (text: string) => Number(wordRecall(written, wordsOf(text, locale)).toFixed(2));
      const reading = await session.request<{ checks: { id: string; passed: boolean; details: string[] }[] }>(
        "GET",
        `/api/resume/${id}/machine-reading`,
      );
      const check = reading.checks.find((entry) => entry.id === "scriptText");
      rows.push({
        script,
        words: written.length,
        "pdftotext -raw": recall((await run("pdftotext", ["-raw", file, "-"])).stdout),
        pdftotext: recall((await run("pdftotext", [file, "-"])).stdout),
        "pdf.js": recall((await readPdf(pdf)).pages.join("\n")),
        "script check": check?.passed ? "passes" : `warns (${check?.details.join(" ")})`,
      });
    }
    console.log(`node ${process.version}; word recall (share of the resume's words read back as written)`);
    console.table(rows);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await bench.close();
  }
};

await main();
