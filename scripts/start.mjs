// `npm start`: install what is missing, build what is stale, then run the server
// (which applies migrations and serves the web app). Pure Node: runs before any install.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { chromiumHint, ensureChromium } from "./lib/chromium.mjs";
import { buildIfStale, ensureDependencies, root } from "./lib/workspace.mjs";

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Vitae needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

try {
  await ensureDependencies();
  await buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// `npm start` serves the built product: React (server-side rendering for the printer) and the rest of the
// stack pick their production code paths from NODE_ENV, which npm leaves unset. An explicit value wins.
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || "production" };
if (!env.CHROME_WS_ENDPOINT) {
  const chromium = await ensureChromium();
  if (chromium) env.CHROME_PATH ??= chromium;
  else console.warn(`${chromiumHint} PDF export is disabled until then.`);
}

const server = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
