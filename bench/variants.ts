// Per-job variants: what a variant costs in storage next to a full copy, and how long merging one takes.
// A master with 100 items (experience, projects and skills, each with a paragraph of bullets) and a variant that
// overrides 50 of them (a rewritten summary each) plus its headline. Storage is measured twice: as JSON text and
// as PostgreSQL keeps the row's data (pg_column_size, after TOAST compression), through the real API.
import { isDeepStrictEqual } from "node:util";
import { applyOverlay, createSampleResumeData, diffToOverlay, type ResumeData } from "@vitae/schema";
import { percentile, readNumber, signUp, startBenchApp } from "./lib/bench-app.ts";

const runs = readNumber("BENCH_RUNS", 300);

const bullets = (n: number) =>
  `<ul>${Array.from({ length: 4 }, (_, k) => `<li>Shipped change ${n}.${k} that cut latency by ${10 + k}% for ${n * 1000} users</li>`).join("")}</ul>`;

/** The sample with 100 items: 40 jobs, 30 projects, 30 skills. */
const masterWith100Items = (): ResumeData => {
  const data = createSampleResumeData();
  data.sections.experience.items = Array.from({ length: 40 }, (_, n) => ({
    id: `job-${n}`,
    visible: true,
    keepTogether: false,
    url: { label: "", href: "" },
    company: `Company ${n}`,
    position: "Senior Software Engineer",
    location: "Bengaluru",
    date: `${2000 + (n % 25)} - ${2001 + (n % 25)}`,
    summary: bullets(n),
  }));
  data.sections.projects.items = Array.from({ length: 30 }, (_, n) => ({
    id: `project-${n}`,
    visible: true,
    keepTogether: false,
    url: { label: "", href: "" },
    name: `Project ${n}`,
    description: "Open-source tool",
    date: "2022",
    summary: bullets(100 + n),
    keywords: ["Go", "PostgreSQL"],
  }));
  data.sections.skills.items = Array.from({ length: 30 }, (_, n) => ({
    id: `skill-${n}`,
    visible: true,
    keepTogether: false,
    url: { label: "", href: "" },
    name: `Skill ${n}`,
    description: "Advanced",
    level: 4,
    keywords: ["one", "two", "three"],
  }));
  return data;
};

const master = masterWith100Items();
const tailored = structuredClone(master);
tailored.basics.headline = "Backend engineer for payments at scale";
for (const item of [...tailored.sections.experience.items, ...tailored.sections.projects.items].slice(
  0,
  49,
)) {
  item.summary = `<ul><li>Tailored: ${item.id} ran Kafka for 40 million payments a month</li></ul>`;
}
const overlay = diffToOverlay(master, tailored);
// A lighter, more usual variant: the headline and four bullets rewritten.
const light = structuredClone(master);
light.basics.headline = tailored.basics.headline;
for (const item of light.sections.experience.items.slice(0, 4))
  item.summary = "<ul><li>Tailored bullet</li></ul>";
const lightBytes = JSON.stringify(diffToOverlay(master, light)).length;
const overrides = Object.keys(overlay.fields).length;
const items =
  master.sections.experience.items.length +
  master.sections.projects.items.length +
  master.sections.skills.items.length;

// Merge time: the read path of a variant (apply the stored overlay over the master).
const times: number[] = [];
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  applyOverlay(master, overlay);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const diffTimes: number[] = [];
for (let run = 0; run < Math.min(runs, 100); run++) {
  const start = performance.now();
  diffToOverlay(master, tailored, overlay);
  diffTimes.push(performance.now() - start);
}
diffTimes.sort((a, b) => a - b);

// Storage as the database keeps it: the master, a variant saved through the API, and a full copy (duplicate).
const bench = await startBenchApp();
const url = await bench.listen();
const session = await signUp(url);
type Stored = {
  id: string;
  updatedAt: string;
  title: string;
  slug: string;
  visibility: string;
  data: ResumeData;
};
const saved = await session.request<Stored>("POST", "/api/resume/import", { data: master, title: "Master" });
const variant = await session.request<Stored>("POST", `/api/resume/${saved.id}/variants`, {
  name: "Tailored",
});
await session.request<Stored>("PATCH", `/api/resume/${variant.id}`, {
  title: variant.title,
  slug: variant.slug,
  visibility: variant.visibility,
  data: tailored,
  updatedAt: variant.updatedAt,
});
const copy = await session.request<Stored>("POST", `/api/resume/${saved.id}/duplicate`, {});
await session.request<Stored>("PATCH", `/api/resume/${copy.id}`, {
  title: copy.title,
  slug: copy.slug,
  visibility: copy.visibility,
  data: tailored,
  updatedAt: copy.updatedAt,
});
const sizes = async (id: string) => {
  const { rows } = await bench.database.query(
    "select octet_length(data::text) as json, pg_column_size(data) as stored from resumes where id = $1",
    [id],
  );
  const [row] = rows as { json: number; stored: number }[];
  if (!row) throw new Error("no such row");
  return { json: Number(row.json), stored: Number(row.stored) };
};
const variantSize = await sizes(variant.id);
const copySize = await sizes(copy.id);
const merged = await session.request<Stored>("GET", `/api/resume/${variant.id}`);
// jsonb keeps keys in its own order: compared by value.
if (!isDeepStrictEqual(merged.data, applyOverlay(master, overlay).resume)) {
  throw new Error("the variant read back differs from the merge");
}
await bench.close();

console.log(
  `node ${process.version}; a master with ${items} items, a variant with ${overrides} overrides, ${runs} runs`,
);
console.table([
  {
    "variant JSON bytes": variantSize.json,
    "full copy JSON bytes": copySize.json,
    "variant stored bytes": variantSize.stored,
    "full copy stored bytes": copySize.stored,
    "stored ratio": Number((variantSize.stored / copySize.stored).toFixed(2)),
    "5-override variant JSON bytes": lightBytes,
  },
]);
console.table([
  {
    "merge median ms": Number(percentile(times, 50).toFixed(3)),
    "merge p95 ms": Number(percentile(times, 95).toFixed(3)),
    "diff (save) median ms": Number(percentile(diffTimes, 50).toFixed(3)),
  },
]);
