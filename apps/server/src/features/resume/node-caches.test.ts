import { type Resume, ResumeSchema } from "@vitae/schema";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { App } from "../../app.ts";
import { createTestApp, startSecondNode, type TestApp } from "../../test/create-test-app.ts";
import { accessCookieName } from "../auth/index.ts";
import { patchBody } from "./resume.test-helpers.ts";

// Two nodes on one database: node A is the test app; node B a second app with the same configuration and its own
// connections (on PostgreSQL a second pool and LISTEN connection; PGlite lives in one process, so B shares its
// handle). Both cache sessions and resume answers; a change made through either node, or straight in SQL,
// reaches the other.
let nodeA: TestApp;
let nodeB: App;
let second: Awaited<ReturnType<typeof startSecondNode>>;
let token: string;

const as = (node: App) => (options: InjectOptions) =>
  node.inject({ ...options, cookies: { [accessCookieName]: token } });
const onA = (options: InjectOptions) => as(nodeA.app)(options);
const onB = (options: InjectOptions) => as(nodeB)(options);
const resumeFrom = async (node: typeof onA, id: string): Promise<Resume> =>
  ResumeSchema.parse((await node({ method: "GET", url: `/api/resume/${id}` })).json());

beforeAll(async () => {
  nodeA = await createTestApp();
  second = await startSecondNode(nodeA);
  nodeB = second.app;
  const registered = await nodeA.app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      name: "Node Person",
      username: "node-person",
      email: "node@example.com",
      password: "correct horse",
    },
  });
  token = registered.cookies.find((cookie) => cookie.name === accessCookieName)?.value ?? "";
  expect(token).not.toBe("");
});

afterAll(async () => {
  await second?.close();
  await nodeA?.close();
});

describe("per-node caches on one database", () => {
  it("serves a resume changed through the other node, or in SQL, as it now is", async () => {
    const created = await onA({
      method: "POST",
      url: "/api/resume",
      payload: { title: "Cached", slug: "cached" },
    });
    const { id } = ResumeSchema.parse(created.json());
    // Both nodes now hold the answer.
    const first = await resumeFrom(onB, id);
    expect((await resumeFrom(onA, id)).title).toBe("Cached");

    const saved = await onA({
      method: "PATCH",
      url: `/api/resume/${id}`,
      payload: patchBody(first, { title: "Renamed" }),
    });
    expect(saved.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await resumeFrom(onB, id)).title).toBe("Renamed"), {
      timeout: 2000,
    });

    await nodeA.database.db.execute(sql`update resumes set title = 'Edited in SQL' where id = ${id}`);
    await vi.waitFor(async () => expect((await resumeFrom(onB, id)).title).toBe("Edited in SQL"), {
      timeout: 2000,
    });
    await vi.waitFor(async () => expect((await resumeFrom(onA, id)).title).toBe("Edited in SQL"), {
      timeout: 2000,
    });

    // A stale write is refused whichever node has it cached.
    const stale = await onB({
      method: "PATCH",
      url: `/api/resume/${id}`,
      payload: patchBody(first, { title: "Old" }),
    });
    expect(stale.statusCode).toBe(409);

    const lock = await onB({ method: "PATCH", url: `/api/resume/${id}/lock`, payload: { set: true } });
    expect(lock.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await resumeFrom(onA, id)).locked).toBe(true), { timeout: 2000 });

    await onB({ method: "PATCH", url: `/api/resume/${id}/lock`, payload: { set: false } });
    expect((await onB({ method: "DELETE", url: `/api/resume/${id}` })).statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await onA({ method: "GET", url: `/api/resume/${id}` })).statusCode).toBe(404),
      {
        timeout: 2000,
      },
    );
  });

  it("never hands a cached resume to another user", async () => {
    const created = await onA({
      method: "POST",
      url: "/api/resume",
      payload: { title: "Mine", slug: "mine" },
    });
    const { id } = ResumeSchema.parse(created.json());
    expect((await onA({ method: "GET", url: `/api/resume/${id}` })).statusCode).toBe(200);
    const other = await nodeA.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "Other",
        username: "node-other",
        email: "other@example.com",
        password: "correct horse",
      },
    });
    const otherToken = other.cookies.find((cookie) => cookie.name === accessCookieName)?.value ?? "";
    const stolen = await nodeA.app.inject({
      method: "GET",
      url: `/api/resume/${id}`,
      cookies: { [accessCookieName]: otherToken },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it("shows a profile change made on one node on the other, and refuses a signed-out session on both", async () => {
    expect((await onB({ method: "GET", url: "/api/user/me" })).json()).toMatchObject({ name: "Node Person" });
    const renamed = await onA({ method: "PATCH", url: "/api/user/me", payload: { name: "Renamed Person" } });
    expect(renamed.statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await onB({ method: "GET", url: "/api/user/me" })).json()).toMatchObject({
          name: "Renamed Person",
        }),
      { timeout: 2000 },
    );

    expect((await onA({ method: "POST", url: "/api/auth/logout" })).statusCode).toBeLessThan(300);
    expect((await onA({ method: "GET", url: "/api/user/me" })).statusCode).toBe(401);
    await vi.waitFor(
      async () => expect((await onB({ method: "GET", url: "/api/user/me" })).statusCode).toBe(401),
      {
        timeout: 2000,
      },
    );
  });
});
