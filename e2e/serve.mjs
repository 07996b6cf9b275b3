// Starts the built server for the e2e run on a fresh embedded database.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dataDir = fileURLToPath(new URL("./.tmp/data", import.meta.url));
rmSync(dataDir, { recursive: true, force: true });

const server = spawn(
  process.execPath,
  [fileURLToPath(new URL("../apps/server/dist/main.js", import.meta.url))],
  {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" },
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
