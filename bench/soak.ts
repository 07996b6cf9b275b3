// Soak: two built nodes on PostgreSQL behind a loopback balancer (the cluster test's harness), 200 connections of
// mixed GET / PATCH / print for SOAK_SECONDS (600 by default), bounded in time. Reports p50/p99, errors and each
// node's memory every 10 s; restarts node A part-way (a deploy) and, with SOAK_PG_RESTART set to a shell command,
// PostgreSQL too; then checks that every PATCH answered 200 is in the database.
//
//   npm run build && TEST_DATABASE_URL=postgres://… npx tsx bench/soak.ts
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";
import { type Cluster, startCluster } from "../apps/server/cluster/cluster-harness.ts";
import { readNumber } from "./lib/bench-app.ts";

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (postgresUrl === undefined) throw new Error("bench/soak.ts needs PostgreSQL: set TEST_DATABASE_URL");
const seconds = readNumber("SOAK_SECONDS", 600);
const connections = readNumber("SOAK_CONNECTIONS", 200);
const pgRestart = process.env.SOAK_PG_RESTART;

type Owned = {
  id: string;
  cookie: string;
  resume: Record<string, unknown> & { data: { basics: Record<string, unknown> } & Record<string, unknown> };
  updatedAt: string;
  acked: number;
};

const rssMb = (pid: number | undefined): number => {
  if (pid === undefined) return 0;
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
    return Math.round(Number(line?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

const signUp = async (url: string, n: number): Promise<string> => {
  const response = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: url,
      "x-forwarded-for": `10.9.${n >> 8}.${n & 255}`,
    },
    body: JSON.stringify({
      name: `Soak ${n}`,
      username: `soak-${n}`,
      email: `soak-${n}@example.com`,
      password: "correct horse",
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
};

const main = async () => {
  const cluster: Cluster = await startCluster(postgresUrl);
  const { url } = cluster;
  try {
    // One resume per connection, twenty people owning ten each: a connection only ever patches its own resume,
    // so a 409 would be a bug, not contention.
    const owned: Owned[] = [];
    for (let person = 0; person * 10 < connections; person++) {
      const cookie = await signUp(url, person);
      for (let n = 0; n < 10 && owned.length < connections; n++) {
        const created = await fetch(`${url}/api/resume`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: url, cookie },
          body: JSON.stringify({ title: "Soak 0", slug: `soak-${n}`, sample: true }),
        });
        const resume = (await created.json()) as Owned["resume"] & { id: string; updatedAt: string };
        owned.push({ id: resume.id, cookie, resume, updatedAt: resume.updatedAt, acked: 0 });
      }
    }

    const latencies: number[] = [];
    const errors = new Map<string, number>();
    const fail = (kind: string) => errors.set(kind, (errors.get(kind) ?? 0) + 1);
    let done = 0;
    /** Prints answered 429 with Retry-After (the print queue was full). */
    let busy = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;

    const request = async (path: string, init: RequestInit, own: Owned) => {
      const t0 = performance.now();
      const response = await fetch(`${url}${path}`, {
        ...init,
        headers: { ...init.headers, origin: url, cookie: own.cookie, "content-type": "application/json" },
        signal: AbortSignal.timeout(30_000),
      });
      const body = await response.text();
      latencies.push(performance.now() - t0);
      done += 1;
      const retryAfter = Number(response.headers.get("retry-after") ?? 1);
      if (response.status === 429 && retryAfter > 0) busy += 1;
      else if (response.status >= 400) fail(String(response.status));
      return { status: response.status, body, retryAfter };
    };

    const loop = async (own: Owned) => {
      let seq = 0;
      while (performance.now() < deadline) {
        const roll = Math.random();
        try {
          if (roll < 0.7) {
            await request(`/api/resume/${own.id}`, { method: "GET" }, own);
          } else if (roll < 0.97) {
            seq += 1;
            const { status, body } = await request(
              `/api/resume/${own.id}`,
              {
                method: "PATCH",
                body: JSON.stringify({
                  slug: own.resume.slug,
                  visibility: own.resume.visibility,
                  // The content changes too, so the next print of this resume is a real print, not a cache hit.
                  data: {
                    ...own.resume.data,
                    basics: { ...own.resume.data.basics, headline: `Soak ${seq}` },
                  },
                  title: `Soak ${seq}`,
                  updatedAt: own.updatedAt,
                }),
              },
              own,
            );
            if (status === 200) {
              own.updatedAt = (JSON.parse(body) as { updatedAt: string }).updatedAt;
              own.acked = seq;
            } else if (status === 409) {
              // The last PATCH may have been applied without its answer arriving (a node stopped): take the stored version.
              own.updatedAt = (JSON.parse(body) as { resume: { updatedAt: string } }).resume.updatedAt;
            }
          } else {
            const { status, retryAfter } = await request(
              `/api/resume/print/${own.id}`,
              { method: "GET" },
              own,
            );
            // A full print queue is back-pressure, not a failure: wait as asked, as the web client does.
            if (status === 429) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
          }
        } catch (error) {
          fail((error as Error).name === "TimeoutError" ? "timeout" : "network");
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    };

    const memory: string[] = [];
    let lastDone = 0;
    const report = setInterval(() => {
      const elapsed = Math.round((performance.now() - started) / 1000);
      const recent = latencies.splice(0).sort((a, b) => a - b);
      const rates = Math.round((done - lastDone) / 10);
      lastDone = done;
      const [a, b] = cluster.nodes.map((node) => rssMb(node.process.pid));
      memory.push(`${elapsed}s A ${a} MB B ${b} MB`);
      console.log(
        `${String(elapsed).padStart(4)} s  ${String(rates).padStart(5)} req/s  p50 ${percentile(recent, 0.5).toFixed(0)} ms  ` +
          `p99 ${percentile(recent, 0.99).toFixed(0)} ms  errors ${JSON.stringify(Object.fromEntries(errors))}  ` +
          `busy 429 ${busy}  ` +
          `rss A ${a} MB, B ${b} MB`,
      );
    }, 10_000);

    const events = (async () => {
      await new Promise((resolve) => setTimeout(resolve, seconds * 400));
      console.log("— restarting node A (SIGTERM, then start) —");
      await cluster.restart(0);
      console.log("— node A is back —");
      if (pgRestart !== undefined) {
        await new Promise((resolve) => setTimeout(resolve, seconds * 200));
        console.log("— restarting PostgreSQL —");
        execSync(pgRestart, { stdio: "inherit" });
        console.log("— PostgreSQL is back —");
      }
    })();

    await Promise.all([...owned.map((own) => loop(own)), events]);
    clearInterval(report);

    const database = new pg.Client({ connectionString: cluster.databaseUrl });
    await database.connect();
    const { rows } = await database.query<{ id: string; title: string }>("select id, title from resumes");
    await database.end();
    const stored = new Map(rows.map((row) => [row.id, Number(row.title.replace("Soak ", ""))]));
    const lost = owned.filter((own) => (stored.get(own.id) ?? -1) < own.acked);
    console.log(
      `requests: ${done}; errors: ${JSON.stringify(Object.fromEntries(errors))}; prints refused 429 (queue full): ${busy}`,
    );
    console.log(`memory over time: ${memory.join(" | ")}`);
    console.log(`acknowledged writes lost: ${lost.length} of ${owned.length} resumes checked`);
    if (lost.length > 0) process.exitCode = 1;
  } finally {
    await cluster.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
