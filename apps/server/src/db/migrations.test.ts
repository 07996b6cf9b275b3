import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../test/create-test-app.ts";
import { resumes, secrets, statistics, users } from "./schema.ts";

const rows = <T>(result: unknown): T[] =>
  // node-postgres answers { rows }, PGlite { rows } too; the shape is the same, the types differ by driver.
  (result as { rows: T[] }).rows;

describe("migrations", () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase();
  });

  afterAll(async () => {
    await test.drop();
  });

  it("create the tables, constraints and indexes", async () => {
    const { db } = test.database;
    const tables = rows<{ table_name: string }>(
      await db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    ).map((row) => row.table_name);
    expect(tables).toEqual([
      "api_keys",
      "application_status_changes",
      "applications",
      "auth_attempts",
      "calendar_feeds",
      "captcha_solutions",
      "job_descriptions",
      "letter_versions",
      "letters",
      "oauth_identities",
      "passkey_challenges",
      "passkeys",
      "rate_limits",
      "resume_public_passwords",
      "resume_reviews",
      "resume_versions",
      "resumes",
      "review_comments",
      "review_replies",
      "secrets",
      "sessions",
      "statistics",
      "used_tokens",
      "users",
    ]);

    const indexes = rows<{ indexname: string; indexdef: string }>(
      await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'resumes'`),
    );
    expect(indexes.map((index) => index.indexname)).toEqual(
      expect.arrayContaining([
        "resumes_user_id_slug_unique",
        "resumes_user_id_updated_at_idx",
        "resumes_deleted_at_idx",
      ]),
    );
    expect(indexes.find((index) => index.indexname === "resumes_user_id_updated_at_idx")?.indexdef).toContain(
      "updated_at DESC",
    );
  });

  it("compresses resume content with lz4 where PostgreSQL has it (PGlite keeps pglz)", async () => {
    const { db } = test.database;
    const [lz4] = rows<{ supported: boolean }>(
      await db.execute(sql`select exists (select from pg_settings where name = 'default_toast_compression'
        and 'lz4' = any(enumvals)) as supported`),
    );
    const columns = rows<{ table: string; compression: string }>(
      await db.execute(sql`select attrelid::regclass::text as table, attcompression::text as compression
        from pg_attribute where attname = 'data' and attrelid in ('resumes'::regclass, 'resume_versions'::regclass)
        order by 1`),
    );
    const expected = lz4?.supported === true ? "l" : "";
    expect(columns).toEqual([
      { table: "resume_versions", compression: expected },
      { table: "resumes", compression: expected },
    ]);
    // The database this suite runs on in CI (Debian's PostgreSQL) has lz4.
    if (test.config.driver === "postgres") expect(expected).toBe("l");
  });

  it("is idempotent", async () => {
    await expect(test.database.migrate()).resolves.toBeUndefined();
  });

  it("stores rows with UUIDv7 ids, defaults and cascading deletes", async () => {
    const { db } = test.database;
    const [user] = await db
      .insert(users)
      .values({ name: "Ada Lovelace", username: "ada", email: "ada@example.org" })
      .returning();
    expect(user?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(user).toMatchObject({
      locale: "en-US",
      emailVerified: false,
      twoFactorEnabled: false,
      provider: "email",
    });
    expect(user?.createdAt).toBeInstanceOf(Date);
    if (!user) throw new Error("no user");

    await db.insert(secrets).values({ userId: user.id, password: "hash" });
    const [resume] = await db
      .insert(resumes)
      .values({ userId: user.id, title: "CV", slug: "cv", data: {} as never })
      .returning();
    if (!resume) throw new Error("no resume");
    expect(resume).toMatchObject({ visibility: "private", locked: false });
    await db.insert(statistics).values({ resumeId: resume.id });

    await expect(
      db.insert(resumes).values({ userId: user.id, title: "Again", slug: "cv", data: {} as never }),
    ).rejects.toThrow();
    await expect(
      db.insert(users).values({ name: "Ada Again", username: "ada2", email: "ada@example.org" }),
    ).rejects.toThrow();

    await db.delete(users).where(eq(users.id, user.id));
    expect(await db.select().from(secrets)).toEqual([]);
    expect(await db.select().from(resumes)).toEqual([]);
    expect(await db.select().from(statistics)).toEqual([]);
  });

  it("keeps secrets.two_factor_backup_codes as a text array", async () => {
    const { db } = test.database;
    const [user] = await db
      .insert(users)
      .values({ name: "Grace", username: "grace", email: "g@example.org" })
      .returning();
    if (!user) throw new Error("no user");
    const [secret] = await db
      .insert(secrets)
      .values({ userId: user.id, twoFactorBackupCodes: ["a", "b"] })
      .returning();
    expect(secret?.twoFactorBackupCodes).toEqual(["a", "b"]);
    expect(secret?.password).toBeNull();
  });
});
