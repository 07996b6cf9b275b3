// The time to export a resume to each text format: the median over 20 runs (after one warm-up), for the sample and
// for the all-sections resume (the longest the tests use).
import { resumeToDocx, resumeToMarkdown, resumeToPlainText } from "@vitae/exporters";
import type { ResumeData } from "@vitae/schema";
import { fixtures } from "@vitae/templates/fixtures";
import { percentile, readNumber } from "./lib/bench-app.ts";

const runs = readNumber("BENCH_RUNS", 20);

const formats: Record<string, (data: ResumeData) => unknown> = {
  docx: resumeToDocx,
  md: resumeToMarkdown,
  txt: resumeToPlainText,
};

const median = async (exportOnce: () => unknown): Promise<number> => {
  await exportOnce();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await exportOnce();
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
};

for (const resume of ["sample", "allSections", "long"] as const) {
  const data = fixtures[resume]();
  const results: string[] = [];
  for (const [format, exportResume] of Object.entries(formats))
    results.push(`${format} ${(await median(() => exportResume(data))).toFixed(1)} ms`);
  console.log(`${resume}: median of ${runs}: ${results.join(", ")}`);
}
