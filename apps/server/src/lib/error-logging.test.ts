import { Writable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertUser } from "../features/auth/user.repo.ts";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { AppError } from "./app-error.ts";
import { createLogger } from "./logger.ts";

type LogLine = { level: number; msg: string; err?: Record<string, unknown>; [key: string]: unknown };

const raw: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, callback) {
    raw.push(String(chunk));
    callback();
  },
});
const lines = (): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine);

// pino's numeric levels
const info = 30;
const warn = 40;
const error = 50;

const secretEmail = "distinctive-4f9a2c@secret.example";
const secretName = "Distinctive Name 7d1e";

describe("what failed requests write to the log", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ logger: createLogger({ level: "info", pretty: false, destination: sink }) });
    // A real repository call that fails in the database: the second account with the same e-mail breaks the
    // unique index, and PostgreSQL's message and detail quote the value.
    test.app.post("/api/test/duplicate-user", async () => {
      const account = {
        name: secretName,
        username: "dup",
        email: secretEmail,
        provider: "email" as const,
        emailVerified: false,
      };
      await insertUser(test.database.db, account, { passwordHash: null });
      await insertUser(test.database.db, { ...account, username: "dup2" }, { passwordHash: null });
      return { ok: true };
    });
    test.app.get("/api/test/ai-not-configured", () => {
      throw new AppError("AiNotConfigured");
    });
    test.app.get("/api/test/locked", () => {
      throw new AppError("ResumeLocked");
    });
  });

  afterAll(async () => {
    await test?.close();
  });

  beforeEach(() => {
    raw.length = 0;
  });

  it("logs a database error's SQLSTATE, constraint and statement, never its parameters", async () => {
    const response = await test.app.inject({ method: "POST", url: "/api/test/duplicate-user" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: "SomethingWentWrong" });

    const all = raw.join("\n");
    expect(all).not.toContain("distinctive-4f9a2c");
    expect(all).not.toContain("7d1e");
    const failure = lines().find((line) => line.msg === "request failed");
    expect(failure?.level).toBe(error);
    expect(failure?.err).toMatchObject({ type: "DatabaseError", code: "23505", table: "users" });
    expect(String(failure?.err?.constraint)).toMatch(/email/);
    expect(String(failure?.err?.query)).toMatch(/^insert into "users"/);
    expect(String(failure?.err?.query)).toContain("$1");
    expect(String(failure?.err?.stack)).toMatch(/^\s+at /);
  });

  it("logs an expected 503 (AiNotConfigured) at warn level without a stack", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/test/ai-not-configured" });
    expect(response.statusCode).toBe(503);
    const refused = lines().filter((line) => line.msg === "request refused" || line.msg === "request failed");
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ level: warn, msg: "request refused", code: "AiNotConfigured" });
    expect(refused[0]?.err).toBeUndefined();
    expect(raw.join("\n")).not.toContain("    at ");
  });

  it("logs a client's mistake (4xx AppError) at info level without a stack", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/test/locked" });
    expect(response.statusCode).toBe(423);
    const refused = lines().find((line) => line.msg === "request refused");
    expect(refused).toMatchObject({ level: info, code: "ResumeLocked" });
    expect(lines().some((line) => line.level >= warn)).toBe(false);
  });

  it("names a forbidden __proto__ key instead of calling the body invalid JSON", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"identifier":"someone","password":"secret-password","__proto__":{"admin":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: "ValidationError",
      message: "The body contains a forbidden key: __proto__",
    });
  });
});
