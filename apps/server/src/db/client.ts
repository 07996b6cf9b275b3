import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import * as schema from "./schema.ts";

/** What repositories query: the same Drizzle API whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  driver: DatabaseConfig["driver"];
  /** Applies the pending SQL migrations from src/db/migrations (dist/migrations once built). */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Follows NOTIFY on `channel`. `onLive(false)` whenever notifications may be missed (the listening connection
   * is down, then again once it is back), `onLive(true)` once they arrive again; resolves to a stop function.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * Runs raw SQL for libraries that bring their own (the print queue): with `values`, one statement; without,
   * possibly several, as a script. Resolves to the last statement's rows.
   */
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `task` while no other process on this database runs one under the same `lockId` (a PostgreSQL
   * advisory lock held on a connection of its own, so `task` may use the whole pool).
   */
  exclusive<T>(lockId: number, task: () => Promise<T>): Promise<T>;
  /** Idempotent. */
  close(): Promise<void>;
};

export type ListenHandlers = { onNotify(payload: string): void; onLive(live: boolean): void };

// From source this file sits beside migrations/; in the bundle, build.mjs copies them beside dist/main.js.
const migrationsCandidates = [
  new URL("./migrations", import.meta.url),
  new URL("../src/db/migrations", import.meta.url),
];

export const migrationsFolder = (): string => {
  const found = migrationsCandidates.map((url) => fileURLToPath(url)).find((path) => existsSync(path));
  if (found === undefined) {
    throw new Error(
      `Database migrations not found; looked in ${migrationsCandidates.map(String).join(", ")}`,
    );
  }
  return found;
};

// Several server nodes may start together against one PostgreSQL; only one applies migrations at a time.
const migrationLockId = 7_212_020_001;

const withTimeout = async <T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * PostgreSQL's settings for the embedded database. Its memory lives in this process, and the default 128 MB of
 * shared buffers is most of its resident size: 16 MB holds a small site's hot pages (the operating system's
 * file cache keeps the rest a read away).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * Creates the embedded database's files in a short-lived child process. PostgreSQL's bootstrap (initdb) runs in
 * WebAssembly and leaves about 150 MB mapped in the process that ran it; the server then opens the created
 * database at the cost of what the database itself needs. Runs once, on a data directory's first start.
 */
const initPgliteDataDir = async (dataDir: string): Promise<void> => {
  const script =
    'const { PGlite } = await import("@electric-sql/pglite");' +
    `const db = await PGlite.create(${JSON.stringify({ dataDir, startParams: pgliteStartParams })});` +
    "await db.close();";
  const child = spawn(process.execPath, ["--input-type=module", "--eval", script], {
    // The package is resolved from this file's folder (src/db, or dist once bundled), as its own imports are.
    cwd: fileURLToPath(new URL(".", import.meta.url)),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", resolve);
  });
  if (code !== 0) throw new Error(`Creating the embedded database in ${dataDir} failed: ${stderr.trim()}`);
};

/**
 * A migrated, empty in-memory database as a tarball (PGlite's dumpDataDir). Tests open one copy per file with
 * `createDatabase(config, { snapshot })`: loading it takes a fraction of PostgreSQL's bootstrap and migrations.
 */
export const migratedPgliteSnapshot = async (): Promise<Blob> => {
  const client = await PGlite.create({ dataDir: "memory://", startParams: pgliteStartParams });
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
};

const createPgliteDatabase = async (dataDir: string, snapshot?: Blob): Promise<Database> => {
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    if (!existsSync(join(dataDir, "PG_VERSION"))) await initPgliteDataDir(dataDir);
  }
  const client = await PGlite.create({ dataDir, startParams: pgliteStartParams, loadDataDir: snapshot });
  const db = drizzlePglite({ client, schema });
  let closed: Promise<void> | undefined;
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    // In-process: nothing can be missed while the database is open.
    listen: async (channel, { onNotify, onLive }) => {
      const stop = await client.listen(channel, onNotify);
      onLive(true);
      return async () => {
        onLive(false);
        if (!client.closed) await stop();
      };
    },
    ping: async (timeoutMs = 2000) => {
      await withTimeout(db.execute(sql`select 1`), timeoutMs, "Database ping");
    },
    // One process has the database: nothing else can run at the same time.
    exclusive: (_lockId, task) => task(),
    // PGlite runs parameters only in a single statement (`query`); scripts go through `exec`.
    query: async (text, values = []) => {
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    close: () => {
      closed ??= client.closed ? Promise.resolve() : client.close();
      return closed;
    },
  };
};

const createPostgresDatabase = (url: string, poolSize = 10): Database => {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5000, max: poolSize });
  // An idle client losing its connection (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzleNodePostgres({ client: pool, schema });
  let closed: Promise<void> | undefined;
  return {
    db,
    driver: "postgres",
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [migrationLockId]);
        try {
          await migrateNodePostgres(drizzleNodePostgres({ client, schema }), {
            migrationsFolder: migrationsFolder(),
          });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [migrationLockId]);
        }
      } finally {
        client.release();
      }
    },
    ping: async (timeoutMs = 2000) => {
      await withTimeout(db.execute(sql`select 1`), timeoutMs, "Database ping");
    },
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    exclusive: async (lockId, task) => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [lockId]);
        return await task();
      } finally {
        // Ending the session releases the lock.
        await client.end();
      }
    },
    // Without values node-postgres uses the simple protocol, which runs a script of several statements.
    query: (text, values = []) => (values.length > 0 ? pool.query(text, values) : pool.query(text)),
    close: () => {
      closed ??= pool.end();
      return closed;
    },
  };
};

const relistenDelayMs = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries). When it drops (a database
 * restart), the listener says it is not live, and reconnects every second until it is.
 */
const listenOnPostgres = async (
  url: string,
  channel: string,
  { onNotify, onLive }: ListenHandlers,
): Promise<() => Promise<void>> => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (!stopped) retry = setTimeout(() => void connect(), relistenDelayMs);
  };
  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on("notification", (message) => {
      if (message.channel === channel) onNotify(message.payload ?? "");
    });
    // A lost connection emits "error" and then "end"; "end" does the work.
    client.on("error", () => {});
    client.on("end", () => {
      if (current !== client) return;
      current = undefined;
      onLive(false);
      reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (stopped) {
        await client.end();
        return;
      }
      current = client;
      onLive(true);
    } catch {
      await client.end().catch(() => {});
      reconnectLater();
    }
  };
  onLive(false);
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    onLive(false);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
};

/** PGlite (embedded, in `dataDir`, or `memory://`) by default; node-postgres when a URL is configured. */
export type CreateDatabaseOptions = {
  /** PGlite only, on a `memory://` data directory: start from this migratedPgliteSnapshot(). */
  snapshot?: Blob;
};

export const createDatabase = async (
  config: DatabaseConfig,
  { snapshot }: CreateDatabaseOptions = {},
): Promise<Database> =>
  config.driver === "pglite"
    ? createPgliteDatabase(config.dataDir, snapshot)
    : createPostgresDatabase(config.url, config.poolSize);
