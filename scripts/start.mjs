// `npm start`: install what is missing, find Chromium, build what is stale, then run the server
// (which applies migrations and serves the web app). Pure Node: runs before any install.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { prepareLaunch } from "./lib/launch.mjs";
import { nodeVersionVerdict } from "./lib/node-version.mjs";
import { root } from "./lib/workspace.mjs";

const verdict = nodeVersionVerdict(process.versions.node);
if (verdict.refuse) {
  console.error(verdict.refuse);
  process.exit(1);
}
if (verdict.warn) console.warn(verdict.warn);

let env;
try {
  env = await prepareLaunch();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
