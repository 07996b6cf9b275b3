import { Writable } from "node:stream";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app.ts";
import { createTestApp, startSecondNode, type TestApp } from "../test/create-test-app.ts";
import { failedLogin, loginBudgetOfFour } from "../test/rate-limit-nodes.ts";
import { type LocalRedis, startLocalRedis } from "../test/redis-server.ts";
import { createLogger } from "./logger.ts";

// Two nodes on one database and one Redis (REDIS_URL), with a sign-in budget of 4 a minute per address.
const authLimits = loginBudgetOfFour;
const login = failedLogin;
let redis: LocalRedis;
let nodeA: TestApp;
let second: Awaited<ReturnType<typeof startSecondNode>>;
let nodeB: App;
const warnings: string[] = [];

beforeAll(async () => {
  redis = await startLocalRedis();
  nodeA = await createTestApp({ authLimits, env: { REDIS_URL: redis.url } });
  const destination = new Writable({
    write(chunk, _encoding, done) {
      warnings.push(String(chunk));
      done();
    },
  });
  second = await startSecondNode(nodeA, {
    authLimits,
    logger: createLogger({ level: "warn", pretty: false, destination }),
  });
  nodeB = second.app;
});

afterAll(async () => {
  await second?.close();
  await nodeA?.close();
  await redis?.stop();
});

/** The rate limiter's connections (named by createRateLimitRedis) that have run a command past their setup. */
const rateLimitConnectionsReady = (clientList: string) =>
  clientList
    .split("\n")
    .filter((line) => line.includes(" name=vitae-rate-limit "))
    .filter((line) => !/ cmd=(client|NULL)/i.test(line)).length;

describe("rate limits on Redis (REDIS_URL)", () => {
  it("counts an address's requests on both nodes together, in Redis rather than the database", async () => {
    const statuses = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await login(n % 2 === 0 ? nodeA.app : nodeB, "192.0.2.40")).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const again = await login(nodeB, "192.0.2.40");
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(55);
    expect((await login(nodeA.app, "192.0.2.41")).statusCode).toBe(401);

    const client = new Redis(redis.url);
    try {
      const keys = await client.keys("vitae-rate-limit:*");
      expect(keys.some((key) => key.includes("/api/auth/login") && key.endsWith("192.0.2.40"))).toBe(true);
    } finally {
      client.disconnect();
    }
    const { rows } = await nodeA.database.query("select count(*)::int as count from rate_limits");
    expect(rows).toEqual([{ count: 0 }]);
  });

  it("loses no count when both nodes are hit at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => login(n % 2 === 0 ? nodeA.app : nodeB, "192.0.2.42")),
    );
    expect(answers.filter((answer) => answer.statusCode !== 429)).toHaveLength(4);
  });

  it("lets requests through while Redis is down, with a warning, and counts again once it is back", async () => {
    await redis.stop();
    const whileDown = [];
    for (let n = 0; n < 6; n++) whileDown.push((await login(nodeB, "192.0.2.43")).statusCode);
    expect(whileDown).toEqual([401, 401, 401, 401, 401, 401]);
    expect(warnings.join("")).toContain("Redis for rate limits is unreachable");

    await redis.start();
    // ioredis reconnects on its own within a second or two: wait until both nodes' connections are back and past
    // their ready check (their last command is no longer the connection's own setup).
    const client = new Redis(redis.url);
    try {
      await expect
        .poll(async () => rateLimitConnectionsReady(String(await client.client("LIST"))), { timeout: 10_000 })
        .toBe(2);
    } finally {
      client.disconnect();
    }
    // Then the budget applies again from zero (a request racing the last step of the reconnect is let through).
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 8)
      statuses.push((await login(nodeB, "192.0.2.44")).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(4);
  });
});
