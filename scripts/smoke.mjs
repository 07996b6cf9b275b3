// Smoke journey on the built product: starts apps/server/dist/main.js with the Node running this script (on
// PGlite in a throwaway data directory, on a free port), then signs up, saves a resume and prints a PDF over
// HTTP, and stops the server. With SMOKE_URL it runs the journey against a server already running instead.
//
//   npm run build && node scripts/smoke.mjs
//   npx -y node@24 scripts/smoke.mjs          # the same on Node.js 24, as CI does
import { startBuiltServer } from "./lib/built-server.mjs";
import { chromiumHint, findChromium } from "./lib/chromium.mjs";
import { createAndSaveResume, createClient, printPdf, signUp } from "./lib/journey.mjs";

async function startServer() {
  const chromium = findChromium();
  if (!chromium) throw new Error(`The smoke journey prints a PDF. ${chromiumHint}`);
  return startBuiltServer({ env: { CHROME_PATH: chromium, MAIL_TO_CONSOLE: "false" } });
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
