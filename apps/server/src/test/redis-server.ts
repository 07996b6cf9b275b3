import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

export type LocalRedis = {
  url: string;
  /** Stops the server (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: nothing is saved). */
  start(): Promise<void>;
};

const candidates = ["/usr/bin/redis-server", "/usr/bin/valkey-server", "/usr/local/bin/redis-server"];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0));
    });
  });

/**
 * A real Redis (or Valkey) server for one test file, on a free loopback port, keeping nothing on disk. `npm test`
 * finds or installs it (scripts/lib/redis.mjs) and passes its path as REDIS_SERVER_PATH.
 */
export const startLocalRedis = async (): Promise<LocalRedis> => {
  const binary = [process.env.REDIS_SERVER_PATH, ...candidates].find((path) => path && existsSync(path));
  if (binary === undefined) {
    throw new Error("These tests need redis-server or valkey-server (Debian: apt-get install redis-server)");
  }
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async () => {
    const started = spawn(
      binary,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child = started;
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Redis did not start:\n${output}`)), 10_000);
      started.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`Redis exited with ${code}:\n${output}`));
      });
    });
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (running === undefined || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };

  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
};
