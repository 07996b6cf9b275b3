import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { isDatabaseUnavailable } from "./db-error.ts";

// A node whose PostgreSQL is down (nothing listens on the port): it starts, and answers 503 with Retry-After
// instead of a 500, so a balancer or a client retries; it needs no restart once the database is back (the pool
// connects on demand, the change listener retries every second).
let app: App;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "vitae-down-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: "postgres://vitae@127.0.0.1:1/vitae",
    ACCESS_TOKEN_SECRET: randomBytes(32).toString("base64url"),
    REFRESH_TOKEN_SECRET: randomBytes(32).toString("base64url"),
  });
  database = await createDatabase(config.database);
  app = await buildApp({ config, database });
});

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the database is down", () => {
  it("answers 503 with Retry-After, not a 500", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { identifier: "someone@example.com", password: "correct horse" },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe("5");
    expect(response.json()).toMatchObject({ statusCode: 503, code: "SomethingWentWrong" });
  });

  it("tells outages from mistakes, through wrapping errors", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Something else"))).toBe(false);
  });
});
