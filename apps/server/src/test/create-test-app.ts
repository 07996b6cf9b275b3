import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import pg from "pg";
import { type App, buildApp } from "../app.ts";
import { type Config, type DatabaseConfig, loadConfig } from "../config.ts";
import { createDatabase, type Database } from "../db/client.ts";
import type { AuthLimitsOverrides } from "../features/auth/auth.limits.ts";
import type { Mailer } from "../features/mail/mailer.ts";
import { pgliteSnapshotVariable } from "./global-setup.ts";

export type TestDatabase = {
  database: Database;
  config: DatabaseConfig;
  /** Closes the connection and throws the database away. */
  drop(): Promise<void>;
};

const withClient = async (url: string, run: (client: pg.Client) => Promise<unknown>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
};

/** The migrated database global-setup.ts left for this run, if any (bench scripts and tests run alone have none). */
const pgliteSnapshot = async (): Promise<Blob | undefined> => {
  const file = process.env[pgliteSnapshotVariable];
  return file === undefined ? undefined : new Blob([await readFile(file)]);
};

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with DATABASE_URL set, a new
 * database `vitae_test_<random>` on that server (created through the URL's own database as maintenance
 * connection) and dropped again afterwards, so test files never see each other's rows.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const { database: configured } = loadConfig();
  if (configured.driver === "pglite") {
    const config: DatabaseConfig = { driver: "pglite", dataDir: "memory://" };
    const database = await createDatabase(config, { snapshot: await pgliteSnapshot() });
    await database.migrate();
    return { database, config, drop: () => database.close() };
  }

  const name = `vitae_test_${randomBytes(6).toString("hex")}`;
  await withClient(configured.url, (client) => client.query(`create database "${name}"`));
  const url = new URL(configured.url);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { driver: "postgres", url: url.href, poolSize: configured.poolSize };
  const database = await createDatabase(config);
  await database.migrate();
  return {
    database,
    config,
    drop: async () => {
      await database.close();
      await withClient(configured.url, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
};

export type TestApp = {
  app: App;
  database: Database;
  config: Config;
  /** Closes the app, drops the database and removes the temporary data directory. */
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** The built web app to serve; by default a directory that does not exist (no web build). */
  webDistDir?: string;
  /** Silent by default. */
  logger?: FastifyBaseLogger;
  /** Extra environment variables (DISABLE_SIGNUP, PUBLIC_URL…), parsed by the real configuration loader. */
  env?: Record<string, string>;
  /** Mails go to the log by default; pass a mail catcher's mailer to read them. */
  mailer?: Mailer;
  /** Per-IP limits are lifted by default (every test request comes from 127.0.0.1); lock-outs stay as shipped. */
  authLimits?: AuthLimitsOverrides;
  /** The server-side import sources may be fetched from loopback (for local stand-ins of the third parties). */
  importFromLoopback?: boolean;
};

const unlimited = { max: 100_000, timeWindowMs: 60_000 };

/** Per-IP limits high enough never to trip in a test file; tests of the limits pass their own. */
export const relaxedAuthLimits: AuthLimitsOverrides = {
  perIp: {
    login: unlimited,
    register: unlimited,
    forgotPassword: unlimited,
    resetPassword: unlimited,
    verifyEmail: unlimited,
    resendVerification: unlimited,
    twoFactor: unlimited,
    passkeyOptions: unlimited,
    changePassword: unlimited,
    refresh: unlimited,
    account: unlimited,
  },
};

/**
 * The whole app on a fresh database, not listening: drive it with `app.inject`. Routes a test needs
 * (a slow one, one that throws) can be added to `app` before the first request.
 */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const dataDir = await mkdtemp(join(tmpdir(), "vitae-test-"));
  const testDatabase = await createTestDatabase();
  const config: Config = {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      ACCESS_TOKEN_SECRET: randomBytes(32).toString("base64url"),
      REFRESH_TOKEN_SECRET: randomBytes(32).toString("base64url"),
      ...options.env,
    }),
    database: testDatabase.config,
    webDistDir: options.webDistDir ?? join(dataDir, "web-not-built"),
  };
  const app = await buildApp({
    config,
    database: testDatabase.database,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    ...(options.mailer === undefined ? {} : { mailer: options.mailer }),
    authLimits: options.authLimits ?? relaxedAuthLimits,
    ...(options.importFromLoopback === true ? { importFetch: { isAllowedAddress: () => true } } : {}),
  });
  return {
    app,
    database: testDatabase.database,
    config,
    close: async () => {
      await app.close();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * Another node of `first`'s deployment: the same configuration and database, through a connection of its own
 * when the database is a PostgreSQL server (as a second process would have). `close` leaves `first` running.
 */
export const startSecondNode = async (
  first: TestApp,
  options: { authLimits?: AuthLimitsOverrides; logger?: FastifyBaseLogger } = {},
): Promise<{ app: App; close(): Promise<void> }> => {
  const database =
    first.config.database.driver === "postgres"
      ? await createDatabase(first.config.database)
      : first.database;
  const app = await buildApp({
    config: first.config,
    database,
    authLimits: options.authLimits ?? relaxedAuthLimits,
    ...(options.logger === undefined ? {} : { logger: options.logger }),
  });
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== first.database) await database.close();
    },
  };
};
