// Smoke journey on the built product: starts apps/server/dist/main.js with the Node running this script (on
// PGlite in a throwaway data directory, on a free port), then signs up, saves a resume and prints a PDF over
// HTTP, and stops the server. With SMOKE_URL it runs the journey against a server already running instead.
//
//   npm run build && node scripts/smoke.mjs
//   npx -y node@24 scripts/smoke.mjs          # the same on Node.js 24, as CI does
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumHint, findChromium } from "./lib/chromium.mjs";
import { createAndSaveResume, createClient, printPdf, signUp } from "./lib/journey.mjs";
import { root } from "./lib/workspace.mjs";

const serverEntry = join(root, "apps/server/dist/main.js");

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

/** Starts the built server; resolves once it says it is ready, with its URL and a stop function. */
async function startServer() {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  const chromium = findChromium();
  if (!chromium) throw new Error(`The smoke journey prints a PDF. ${chromiumHint}`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "vitae-smoke-"));
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _embedded, ...env } = process.env;
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      CHROME_PATH: chromium,
      LOG_LEVEL: "warn",
      MAIL_TO_CONSOLE: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise((resolve) => server.on("exit", resolve));
  const stop = async () => {
    server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server was not ready within 60 s:\n${output}`)),
      60_000,
    );
    const read = (chunk) => {
      output += chunk;
      if (output.includes("Vitae is ready on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on("data", read);
    server.stderr.on("data", read);
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (${code}) before it was ready:\n${output}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url, stop, output: () => output };
}

const started = performance.now();
const external = process.env.SMOKE_URL;
const server = external ? { url: external, stop: async () => {}, output: () => "" } : await startServer();
console.log(`Smoke journey on Node.js ${process.versions.node} against ${server.url}`);
if (!external) console.log(`  ✓ the built server started (${Math.round(performance.now() - started)} ms)`);

const client = createClient(server.url);
let resume;
/** Each step answers an optional note for its line. */
const steps = [
  ["sign up", async () => (await signUp(client)).username],
  [
    "create and save a resume",
    async () => {
      resume = await createAndSaveResume(client);
      return resume.data.basics.headline;
    },
  ],
  ["print it to PDF", async () => `${(await printPdf(client, resume.id)).length} bytes`],
];
let passed = 0;
let failed = 0;
for (const [name, step] of steps) {
  const stepStarted = performance.now();
  try {
    const note = await step();
    const ms = Math.round(performance.now() - stepStarted);
    console.log(`  ✓ ${name} (${ms} ms${note ? `, ${note}` : ""})`);
    passed += 1;
  } catch (error) {
    console.error(`  ✗ ${name}: ${error instanceof Error ? error.message : error}`);
    if (server.output()) console.error(`Server output:\n${server.output()}`);
    failed += 1;
    break;
  }
}
await server.stop();
console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`smoke: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
