// Target: matching a two-page resume to a 1,000-word job description takes under 50 ms.
import { createSampleResumeData } from "@vitae/schema";
import { matchJobDescription } from "@vitae/schema/job-match";
import { jobDescriptions } from "@vitae/schema/job-match/fixtures";
import { percentile, readNumber } from "./lib/bench-app.ts";

const runs = readNumber("BENCH_RUNS", 200);
const data = createSampleResumeData();

// A long advertisement: the English description, then its paragraphs again in another order, to 1,000 words.
const paragraphs = jobDescriptions.platformEngineerEn.split(/\n\s*\n/);
const parts: string[] = [];
for (let round = 0; parts.join(" ").split(/\s+/).length < 1000; round++) {
  parts.push(...(round % 2 === 0 ? paragraphs : [...paragraphs].reverse()));
}
const description = parts.join("\n\n");
const words = description.split(/\s+/).filter(Boolean).length;

const started = performance.now();
const first = matchJobDescription({ description, data });
const cold = performance.now() - started;

const times: number[] = [];
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  matchJobDescription({ description, data });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = percentile(times, 50);
console.log(
  `node ${process.version}; the sample resume (2 pages) against a ${words}-word description, ${runs} runs`,
);
console.table([
  {
    "first run ms": Number(cold.toFixed(1)),
    "median ms": Number(median.toFixed(2)),
    "p95 ms": Number(percentile(times, 95).toFixed(2)),
    keywords: first.keywords.length,
    score: first.score,
  },
]);
console.log(`target: median under 50 ms — ${median < 50 ? "met" : "NOT met"}`);
