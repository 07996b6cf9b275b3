import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { root } from "./workspace.mjs";

export const serverEntry = join(root, "apps/server/dist/main.js");

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

/**
 * Starts the built server (apps/server/dist/main.js) with the Node running this script, as a production node:
 * on a free loopback port, with a throwaway data directory (PGlite unless `env` names a DATABASE_URL). Resolves
 * once it says it is ready. `nodeArgs` go before the entry (e.g. `--import` a probe); `ipc` opens a message
 * channel to it. `stop` ends it and removes the data directory.
 */
export async function startBuiltServer({
  env = {},
  nodeArgs = [],
  ipc = false,
  readyTimeoutMs = 60_000,
} = {}) {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "vitae-built-"));
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _embeddedUnlessGiven, ...inherited } = process.env;
  const server = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe", ...(ipc ? ["ipc"] : [])],
  });
  let output = "";
  const exited = new Promise((resolve) => server.on("exit", resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`The server was not ready within ${readyTimeoutMs} ms:\n${output}`)),
        readyTimeoutMs,
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
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: server, stop, output: () => output };
}
