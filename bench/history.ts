// Version history: what 100 edits cost to keep, and how long listing and restoring take with 50
// versions. Every edit is forced to keep a version (as imports do), the worst case; the automatic rule keeps far
// fewer (one per pause). Compares the stored representation (whole JSONB rows, compressed by PostgreSQL's TOAST)
// with what diffs between neighbours would take, measured here only.
//
//   npx tsx bench/history.ts            (PGlite)     DATABASE_URL=postgres://… npx tsx bench/history.ts
import { gzipSync } from "node:zlib";
import type { Resume, ResumeData } from "@vitae/schema";
import { percentile, readNumber, signUp, startBenchApp } from "./lib/bench-app.ts";

/** The changed leaves between two JSON values as [path, new value] pairs: the smallest honest diff. */
const diff = (before: unknown, after: unknown, path = ""): [string, unknown][] => {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (typeof before !== "object" || typeof after !== "object" || before === null || after === null) {
    return [[path, after]];
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) =>
    diff((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], `${path}/${key}`),
  );
};

const main = async () => {
  const edits = readNumber("BENCH_EDITS", 100);
  const bench = await startBenchApp();
  await bench.listen();
  const address = bench.app.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address !== null ? address.port : 0}`;
  try {
    const session = await signUp(url);
    let resume = await session.request<Resume>("POST", "/api/resume", {
      title: "History bench",
      slug: "history-bench",
      sample: true,
    });
    const states: ResumeData[] = [resume.data];
    // Realistic edits: a word in a bullet, a headline, a new skill, a reordered item — one at a time.
    for (let n = 0; n < edits; n++) {
      const data = structuredClone(resume.data);
      const job = data.sections.experience.items[n % data.sections.experience.items.length];
      if (n % 4 === 0 && job) job.summary = `${job.summary}<p>Edit ${n}</p>`;
      else if (n % 4 === 1) data.basics.headline = `Engineer, revision ${n}`;
      else if (n % 4 === 2) {
        const [first] = data.sections.skills.items;
        if (first) data.sections.skills.items.push({ ...first, id: `skill-${n}`, name: `Skill ${n}` });
      } else data.sections.projects.items.reverse();
      resume = await session.request<Resume>("PATCH", `/api/resume/${resume.id}`, {
        title: resume.title,
        slug: resume.slug,
        visibility: resume.visibility,
        data,
        updatedAt: resume.updatedAt,
        versionReason: "import",
      });
      states.push(resume.data);
    }
    const size = await bench.database.query(
      `select count(*)::int as versions, sum(pg_column_size(data))::int as data_bytes,
         sum(octet_length(data::text))::int as json_bytes,
         pg_total_relation_size('resume_versions')::int as table_bytes
       from resume_versions`,
    );
    const stored = size.rows[0] as {
      versions: number;
      data_bytes: number;
      json_bytes: number;
      table_bytes: number;
    };
    const diffs = states.slice(1).map((state, index) => JSON.stringify(diff(states[index], state)));
    const diffBytes = diffs.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    const diffGzip = diffs.reduce((sum, text) => sum + gzipSync(text).length, 0);
    const rawJson = Buffer.byteLength(JSON.stringify(resume.data));

    // Listing and restoring with the versions there are (50 after thinning).
    const list = async () =>
      session.request<{ versions: { id: string }[] }>("GET", `/api/resume/${resume.id}/versions`);
    const timings = { list: [] as number[], restore: [] as number[] };
    for (let n = 0; n < 20; n++) {
      const t0 = performance.now();
      const { versions } = await list();
      timings.list.push(performance.now() - t0);
      const target = versions[versions.length - 1 - (n % 10)];
      if (target === undefined) throw new Error("Fewer versions than expected");
      const t1 = performance.now();
      resume = await session.request<Resume>(
        "POST",
        `/api/resume/${resume.id}/versions/${target.id}/restore`,
        {},
      );
      timings.restore.push(performance.now() - t1);
    }
    const median = (values: number[]) =>
      percentile(
        [...values].sort((a, b) => a - b),
        50,
      );
    const versionCount = (await list()).versions.length;

    console.log(
      `database: ${bench.config.database.driver}; resume JSON ${(rawJson / 1024).toFixed(1)} KiB; ${edits} edits, each kept`,
    );
    console.table([
      {
        representation: "whole JSONB per version (stored, TOAST-compressed)",
        "versions kept": stored.versions,
        "bytes per version": Math.round(stored.data_bytes / stored.versions),
        "KiB per 100 edits": Number((((stored.data_bytes / stored.versions) * 100) / 1024).toFixed(1)),
        note: `table with indexes: ${(stored.table_bytes / 1024).toFixed(0)} KiB; uncompressed JSON ${Math.round(stored.json_bytes / stored.versions)} B/version`,
      },
      {
        representation: "diff to the previous version (measured only)",
        "versions kept": edits,
        "bytes per version": Math.round(diffBytes / edits),
        "KiB per 100 edits": Number((((diffBytes / edits) * 100) / 1024).toFixed(1)),
        note: `gzip per diff: ${Math.round(diffGzip / edits)} B`,
      },
    ]);
    console.table([
      {
        operation: `list (${versionCount} versions)`,
        "median ms": Number(median(timings.list).toFixed(1)),
        "max ms": Number(Math.max(...timings.list).toFixed(1)),
      },
      {
        operation: "restore",
        "median ms": Number(median(timings.restore).toFixed(1)),
        "max ms": Number(Math.max(...timings.restore).toFixed(1)),
      },
    ]);
  } finally {
    await bench.close();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
