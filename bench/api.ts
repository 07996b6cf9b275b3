import os from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { entityTag, jsonPatchMediaType } from "@vitae/schema";
import autocannon, { type Options, type Result } from "autocannon";
import { readNumber, signUp, startBenchApp } from "./lib/bench-app.ts";

type PatchTarget = { id: string; updatedAt: string; prefix: string };

type Scenario = {
  name: string;
  method: "GET" | "PATCH";
  path: string;
  /** PATCH only: the resumes the connections take turns on, at their current versions. */
  targets?: PatchTarget[];
  /** PATCH only: the whole editable resume (the JSON body), or a one-field RFC 6902 patch with If-Match. */
  body?: "document" | "json-patch";
};

type Job = { url: string; cookie: string; connections: number; duration: number; scenario: Scenario };

const runLoad = async ({ url, cookie, connections, duration, scenario }: Job): Promise<Result> => {
  const options: Options = {
    // autocannon takes the path from the URL, not from a `path` option.
    url: `${url}${scenario.path}`,
    connections,
    duration,
    pipelining: 1,
    timeout: 30,
    method: scenario.method,
    headers: { cookie, "content-type": "application/json" },
  };
  const targets = scenario.targets;
  if (targets === undefined) return autocannon(options);

  const pool = [...targets];
  let edits = 0;
  const versionMarker = '"updatedAt":"';
  return autocannon({
    ...options,
    requests: [
      {
        method: "PATCH",
        setupRequest: (request, context) => {
          const target = pool.pop();
          if (target === undefined) throw new Error("More requests in flight than resumes to patch");
          context.target = target;
          const path = `/api/resume/${target.id}`;
          if (scenario.body !== "json-patch") {
            return { ...request, path, body: `${target.prefix}${target.updatedAt}"}` };
          }
          // One keystroke's change: the headline, on the version last answered.
          edits += 1;
          return {
            ...request,
            path,
            headers: {
              ...request.headers,
              "content-type": jsonPatchMediaType,
              "if-match": entityTag(target.updatedAt),
            },
            body: JSON.stringify([
              { op: "replace", path: "/data/basics/headline", value: `Engineer ${edits}` },
            ]),
          };
        },
        onResponse: (status, body, context) => {
          const target = context.target as PatchTarget;
          if (status === 200) {
            // The answer is the saved resume; `updatedAt` is its last key.
            const start = body.lastIndexOf(versionMarker) + versionMarker.length;
            target.updatedAt = body.slice(start, body.indexOf('"', start));
          }
          pool.push(target);
        },
      },
    ],
  });
};

/** Runs one load in a worker thread; tsx is registered there too, so the worker runs this very file. */
const inWorker = (job: Job): Promise<Result> =>
  new Promise((resolve, reject) => {
    const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once("message", (result: Result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once("error", reject);
  });

const otherStatuses = (result: Result): string =>
  Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, { count }]) => `${status}×${count}`)
    .join(", ");

/**
 * What PostgreSQL alone sustains for the autosave's statement on this machine: the same UPDATE of the same
 * resumes from as many connections as the app's pool, with no HTTP, no validation and no app around it. The
 * PATCH figure can only approach this ceiling, as the app shares the same cores.
 */
const databaseFloor = async (
  bench: Awaited<ReturnType<typeof startBenchApp>>,
  seconds: number,
): Promise<number> => {
  const { rows } = await bench.database.query("select id, user_id, data::text as data from resumes");
  const targets = rows as { id: string; user_id: string; data: string }[];
  const connections =
    bench.config.database.driver === "postgres" ? (bench.config.database.poolSize ?? 10) : 1;
  const statement =
    "update resumes set data = $1::jsonb, updated_at = greatest(date_trunc('milliseconds', now()), " +
    "date_trunc('milliseconds', updated_at) + interval '1 millisecond') " +
    "where id = $2 and user_id = $3 and deleted_at is null and locked = false returning updated_at";
  const until = performance.now() + seconds * 1000;
  let updates = 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, lane) => {
      for (let n = lane; performance.now() < until; n += connections) {
        const target = targets[n % targets.length];
        if (target === undefined) return;
        await bench.database.query(statement, [target.data, target.id, target.user_id]);
        updates += 1;
      }
    }),
  );
  console.log(
    `PostgreSQL alone, the same UPDATE of a ${(Buffer.byteLength(targets[0]?.data ?? "") / 1024).toFixed(1)} KiB ` +
      `resume from ${connections} connections (no app): ${Math.round(updates / seconds)} updates/s`,
  );
  return updates / seconds;
};

const main = async () => {
  const connections = readNumber("BENCH_CONNECTIONS", 200);
  const duration = readNumber("BENCH_DURATION", 10);
  const warmup = readNumber("BENCH_WARMUP", 2);

  const bench = await startBenchApp();
  const { app } = bench;
  // The baseline: the same app, its global hooks included, with no auth, validation or database behind it.
  app.get("/bench/bare", { schema: { hide: true } }, async () => ({ ok: true }));
  const url = await bench.listen();

  try {
    const session = await signUp(url);
    const { cookie } = session;

    type Resume = {
      id: string;
      title: string;
      slug: string;
      visibility: string;
      data: unknown;
      updatedAt: string;
    };
    const createSample = async (n: number) =>
      session.request<Resume>("POST", "/api/resume", {
        title: `Bench ${n}`,
        slug: `bench-${n}`,
        sample: true,
      });
    const readTarget = await createSample(0);
    // One resume per connection plus spares, so a connection never waits for a resume to patch.
    const patchIds = new Set<string>();
    const poolSize = Math.ceil(connections * 1.25);
    for (let n = 1; n <= poolSize; n += 25) {
      const batch = Array.from({ length: Math.min(25, poolSize - n + 1) }, (_, i) => createSample(n + i));
      for (const resume of await Promise.all(batch)) patchIds.add(resume.id);
    }
    const storedTargets = async (): Promise<PatchTarget[]> => {
      const resumes = await session.request<Resume[]>("GET", "/api/resume");
      return resumes
        .filter((resume) => patchIds.has(resume.id))
        .map(({ id, title, slug, visibility, data, updatedAt }) => ({
          id,
          updatedAt,
          prefix: `${JSON.stringify({ title, slug, visibility, data }).slice(0, -1)},"updatedAt":"`,
        }));
    };
    // A run stops with requests in flight that the server still completes (a queue of seconds on a busy
    // database): wait until the stored versions stop moving, so the next run starts from the real ones.
    const patchTargets = async (): Promise<PatchTarget[]> => {
      let previous = "";
      for (let attempt = 0; attempt < 60; attempt++) {
        const targets = await storedTargets();
        const versions = targets.map((target) => target.updatedAt).join();
        if (versions === previous) return targets;
        previous = versions;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      throw new Error("The resumes kept changing after the load stopped");
    };

    const allScenarios: Record<string, () => Promise<Scenario>> = {
      bare: async () => ({
        name: "GET /bench/bare (same app, no auth/db)",
        method: "GET",
        path: "/bench/bare",
      }),
      get: async () => ({ name: "GET /api/resume/:id", method: "GET", path: `/api/resume/${readTarget.id}` }),
      patch: async () => ({
        name: "PATCH /api/resume/:id",
        method: "PATCH",
        path: "/api/resume",
        targets: await patchTargets(),
      }),
      jsonPatch: async () => ({
        name: "PATCH /api/resume/:id (JSON Patch, one field)",
        method: "PATCH",
        path: "/api/resume",
        targets: await patchTargets(),
        body: "json-patch",
      }),
    };
    // BENCH_ROUTES=get runs one route alone (to profile it); the targets compare routes of the same run.
    const scenarios = (process.env.BENCH_ROUTES ?? "bare,get,patch,jsonPatch")
      .split(",")
      .map((key) => allScenarios[key.trim()])
      .filter((scenario) => scenario !== undefined);

    const resumeBytes = JSON.stringify(readTarget).length;
    const cpu = os.cpus()[0]?.model ?? "unknown CPU";
    console.log(
      `database: ${bench.config.database.driver === "postgres" ? "PostgreSQL (DATABASE_URL, node-postgres pool)" : "PGlite (in memory, embedded WASM)"}`,
    );
    console.log(
      `node ${process.version}, ${os.cpus().length} cores (${cpu}); ${connections} connections, ` +
        `${warmup} s warm-up + ${duration} s per route; sample resume ${(resumeBytes / 1024).toFixed(1)} KiB of JSON`,
    );
    // Other processes on the machine skew every figure; the load average says how much.
    console.log(
      `load average before the runs: ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(", ")}`,
    );

    const rows = [];
    for (const scenario of scenarios) {
      await inWorker({ url, cookie, connections, duration: warmup, scenario: await scenario() });
      const measured = await scenario();
      const result = await inWorker({ url, cookie, connections, duration, scenario: measured });
      rows.push({
        route: measured.name,
        "requests/s": Math.round(result.requests.total / result.duration),
        "p50 ms": result.latency.p50,
        "p99 ms": result.latency.p99,
        "non-2xx": result.non2xx === 0 ? 0 : `${result.non2xx} (${otherStatuses(result)})`,
        errors: result.errors,
      });
    }
    // The saves against what PostgreSQL alone sustains for the same UPDATE, measured in this same run.
    const saves = [allScenarios.patch, allScenarios.jsonPatch];
    if (scenarios.some((scenario) => saves.includes(scenario))) {
      const ceiling = await databaseFloor(bench, duration);
      for (const row of rows) {
        if (row.route.startsWith("PATCH"))
          Object.assign(row, { "% of PG ceiling": Math.round((100 * row["requests/s"]) / ceiling) });
      }
      rows.push({
        route: "PostgreSQL alone, same UPDATE",
        "requests/s": Math.round(ceiling),
        "p50 ms": "",
        "p99 ms": "",
        "non-2xx": 0,
        errors: 0,
      });
    }
    console.table(rows);
  } finally {
    await bench.close();
  }
};

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  // In a worker thread autocannon leaves its histograms raw (it expects to be one of its own workers).
  const job = workerData as Job;
  runLoad(job).then(
    (raw) =>
      parentPort?.postMessage(
        autocannon.aggregateResult([raw], { url: job.url, connections: job.connections }),
      ),
    (error: unknown) => {
      throw error;
    },
  );
}
