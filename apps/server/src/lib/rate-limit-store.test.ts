import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app.ts";
import { createTestApp, startSecondNode, type TestApp } from "../test/create-test-app.ts";
import { failedLogin, loginBudgetOfFour } from "../test/rate-limit-nodes.ts";
import { createLogger } from "./logger.ts";
import { postgresRateLimitStore } from "./rate-limit-store.ts";

// Two nodes on one database (as in node-caches.test.ts), with a sign-in budget of 4 a minute per address.
const authLimits = loginBudgetOfFour;
const login = failedLogin;
let nodeA: TestApp;
let second: Awaited<ReturnType<typeof startSecondNode>>;
let nodeB: App;

beforeAll(async () => {
  nodeA = await createTestApp({ authLimits });
  second = await startSecondNode(nodeA, { authLimits });
  nodeB = second.app;
});

afterAll(async () => {
  await second?.close();
  await nodeA?.close();
});

describe("the PostgreSQL rate-limit store", () => {
  it("counts an address's requests on both nodes together", async () => {
    const statuses = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await login(n % 2 === 0 ? nodeA.app : nodeB, "192.0.2.10")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const again = await login(nodeA.app, "192.0.2.10");
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(55);
    expect((await login(nodeB, "192.0.2.11")).statusCode).toBe(401);
  });

  it("loses no count when both nodes are hit at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => login(n % 2 === 0 ? nodeA.app : nodeB, "192.0.2.20")),
    );
    expect(answers.filter((answer) => answer.statusCode !== 429)).toHaveLength(4);
  });

  it("starts a new window once the old one ends, and stores no address", async () => {
    const Store = postgresRateLimitStore(nodeA.database.db, createLogger({ level: "silent", pretty: false }));
    const store = new Store().child({ routeInfo: { method: "POST", url: "/window" } } as never);
    const incr = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr("192.0.2.30", (error, result) => (error ? reject(error) : resolve(result)), 150),
      );
    const read = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.read("192.0.2.30", (error, result) => (error ? reject(error) : resolve(result))),
      );
    expect((await incr()).current).toBe(1);
    const second = await incr();
    expect(second.current).toBe(2);
    expect(second.ttl).toBeLessThanOrEqual(150);
    // The window ends on the database's clock: wait until the store itself no longer counts the address.
    await expect.poll(async () => (await read()).current, { timeout: 5_000 }).toBe(0);
    expect((await incr()).current).toBe(1);
    const keys = (await nodeA.database.db.execute(sql`select key from rate_limits`)) as unknown as {
      rows: { key: string }[];
    };
    expect(keys.rows.length).toBeGreaterThan(0);
    for (const { key } of keys.rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
