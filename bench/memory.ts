// Memory of the built server (apps/server/dist/main.js, as `npm start` runs it): RSS, V8 heap and external memory
// at idle, after the first print, after the first offline fix, and along 1,000 mixed requests; on PGlite, and on
// PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL is set (a fresh database there, dropped afterwards). Each
// point is read as the process stands, then again after a full garbage collection: what stays after one is what
// the server really holds. Chromium's own processes are not counted (they are the printer's, and end when idle).
//
//   npm run build && npx tsx bench/memory.ts
//   MEMORY_IDLE_SECONDS=25 MEMORY_REQUESTS=1000 BENCH_DATABASE_URL=postgres://… npx tsx bench/memory.ts
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { chromiumExecutable } from "@vitae/chromium";
import pg from "pg";
import { type BuiltServer, startBuiltServer } from "../scripts/lib/built-server.mjs";
import {
  createAndSaveResume,
  createClient,
  type JourneyClient,
  printPdf,
  type SavedResume,
  saveResume,
  signUp,
} from "../scripts/lib/journey.mjs";
import { readNumber } from "./lib/bench-app.ts";

const idleSeconds = readNumber("MEMORY_IDLE_SECONDS", 25);
const requests = readNumber("MEMORY_REQUESTS", 1000);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const probe = fileURLToPath(new URL("./lib/memory-probe.mjs", import.meta.url));

type Usage = NodeJS.MemoryUsage;
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`.padStart(7);

const usageOf = (server: BuiltServer, message: "usage" | "usage-after-gc") =>
  new Promise<Usage>((resolve) => {
    server.process.once("message", (usage) => resolve(usage as Usage));
    server.process.send(message);
  });

const rows: string[] = [];
const record = async (server: BuiltServer, label: string) => {
  const now = await usageOf(server, "usage");
  const kept = await usageOf(server, "usage-after-gc");
  const line =
    `${label.padEnd(34)} ${mb(now.rss)} ${mb(now.heapUsed)} ${mb(now.external)}  │` +
    ` ${mb(kept.rss)} ${mb(kept.heapUsed)} ${mb(kept.external)}`;
  rows.push(line);
  console.log(line);
  return kept;
};

const fixText = "I has went to teh store yesterday and buyed three apple.";

/** One of the requests a person makes while editing, in proportions close to the builder's. */
const mixedRequest = async (client: JourneyClient, state: { resume: SavedResume }, n: number) => {
  const roll = n % 20;
  if (roll < 8) return client.json("GET", `/api/resume/${state.resume.id}`);
  if (roll < 14) {
    state.resume = await saveResume(client, state.resume, `Headline ${n}`);
    return state.resume;
  }
  if (roll < 16) return client.json("GET", "/api/resume");
  if (roll === 16) return printPdf(client, state.resume.id);
  if (roll === 17) return client.json("GET", `/api/resume/print/${state.resume.id}/preview`);
  if (roll === 18) return client.json("GET", `/api/resume/${state.resume.id}/machine-reading`);
  return client.json("POST", "/api/auth/requestPrompt", { action: "fix", text: `${fixText} ${n}` });
};

const measure = async (database: string, env: Record<string, string>) => {
  console.log(`\n${database}: ${"".padEnd(24)}     RSS    heap external  │ after GC: RSS  heap external`);
  rows.push(database);
  const chromium = chromiumExecutable();
  if (chromium === undefined) throw new Error("bench/memory.ts prints PDFs: set CHROME_PATH");
  const server = await startBuiltServer({
    env: { CHROME_PATH: chromium, MAIL_TO_CONSOLE: "false", RATE_LIMIT_FACTOR: "1000", ...env },
    nodeArgs: ["--expose-gc", "--import", probe],
    ipc: true,
  });
  try {
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idle = await record(server, `idle, ${idleSeconds} s after start`);

    const client = createClient(server.url);
    await signUp(client);
    const state = { resume: await createAndSaveResume(client) };
    await printPdf(client, state.resume.id);
    await record(server, "after the first print");

    await client.json("POST", "/api/auth/requestPrompt", { action: "fix", text: fixText });
    await record(server, "after the first offline fix");

    // Four resumes edited at once (one each, so saves never conflict); the first quarter of the requests warms
    // every cache, the rest shows whether memory grows.
    const editors = [
      state,
      ...(await Promise.all([1, 2, 3].map(async () => ({ resume: await createAndSaveResume(client) })))),
    ];
    const quarter = Math.ceil(requests / 4);
    let warm: Usage | undefined;
    let done = 0;
    for (let step = 1; step <= 4; step++) {
      const target = Math.min(requests, step * quarter);
      await Promise.all(
        editors.map(async (editor) => {
          for (let n = done++; n < target; n = done++) await mixedRequest(client, editor, n);
        }),
      );
      done = target;
      const kept = await record(server, `after ${target} mixed requests`);
      if (step === 1) warm = kept;
      if (step === 4 && warm !== undefined) {
        const growth = (kept.heapUsed + kept.external - warm.heapUsed - warm.external) / 2 ** 20;
        console.log(
          `  heap + external after GC, from ${quarter} to ${target} requests: ${growth.toFixed(1)} MB`,
        );
      }
    }
    return idle;
  } finally {
    await server.stop();
  }
};

const main = async () => {
  await measure("PGlite", {});
  if (postgresUrl !== undefined) {
    const name = `vitae_memory_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      await measure("PostgreSQL", { DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL)");
  }
};

await main();
