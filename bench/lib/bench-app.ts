// What every benchmark that drives the whole app shares: numbers from the environment, percentiles, and the app
// itself started in this process on 127.0.0.1 with a throwaway database (PGlite in memory, or a fresh database
// on DATABASE_URL's PostgreSQL) and data directory, as a production server runs.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import type { AppDeps } from "@vitae/server/src/app.ts";

/** A positive number from the environment, or the fallback. */
export const readNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** The p-th percentile of ascending numbers (nearest rank). */
export const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

export type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

/**
 * The whole app listening on a free port. `env` adds configuration; `deps` the buildApp options a benchmark
 * needs (limits lifted, pre-rendering off). `close` stops it and removes its database and files.
 */
export const startBenchApp = async ({
  env = {},
  deps = {},
  webDistDir,
}: {
  env?: Record<string, string>;
  deps?: Partial<Omit<AppDeps, "config" | "database">>;
  /** The built web app to serve (apps/web/dist); none by default, as API benchmarks need no pages. */
  webDistDir?: string;
} = {}) => {
  // Loaded here, not at the top: a benchmark may set NODE_ENV first (React picks its build when first loaded).
  const { buildApp } = await import("@vitae/server/src/app.ts");
  const { loadConfig } = await import("@vitae/server/src/config.ts");
  const { createTestDatabase } = await import("@vitae/server/src/test/create-test-app.ts");

  const dataDir = await mkdtemp(join(os.tmpdir(), "vitae-bench-"));
  const testDatabase = await createTestDatabase();
  const config = {
    ...loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
      DATA_DIR: dataDir,
      ...env,
    }),
    database: testDatabase.config,
    webDistDir: webDistDir ?? join(dataDir, "no-web-build"),
  };
  const app = await buildApp({ ...deps, config, database: testDatabase.database });
  return {
    app,
    config,
    /** The app's database, for a benchmark's own measurements (raw SQL through `query`). */
    database: testDatabase.database,
    /** Call before `listen` to add routes (e.g. a bare baseline route). */
    listen: () => app.listen({ host: "127.0.0.1", port: 0 }),
    close: async () => {
      await app.close();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** The one account a benchmark signs up with. */
export const benchRegistration = {
  name: "Bench Person",
  username: "bench",
  email: "bench@example.com",
  password: "bench password",
} as const;

/** A signed-in client of a listening bench app: JSON in and out, any answer but 2xx throws. */
export type BenchSession = {
  /** The session cookies as a `cookie` header, for load generators that send their own requests. */
  cookie: string;
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
};

/** Registers `benchRegistration` over HTTP at `baseUrl` (what `listen` answered) and keeps its cookies. */
export const signUp = async (baseUrl: string): Promise<BenchSession> => {
  const send = async (method: string, path: string, body: unknown, cookie: string | undefined) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(cookie === undefined ? {} : { cookie }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const registered = await send("POST", "/api/auth/register", benchRegistration, undefined);
  await registered.arrayBuffer();
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return {
    cookie,
    request: async <T>(method: string, path: string, body?: unknown) =>
      (await (await send(method, path, body, cookie)).json()) as T,
  };
};
