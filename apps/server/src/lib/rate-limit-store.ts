import { createHash } from "node:crypto";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted) => void;
type ChildOptions = Parameters<FastifyRateLimitStore["child"]>[0];

// Expired rows are swept every this many increments on a node: the table stays about as big as the number of
// clients active in the longest window, without a timer to stop on shutdown.
const sweepEvery = 500;

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * @fastify/rate-limit's `store` on PostgreSQL, so every node counts a client's requests together. One atomic
 * upsert per request (a new window starts at 1, a live one adds 1), so concurrent nodes never lose a count.
 * When the database cannot answer, the request is let through (the plugin's `skipOnError`) and a warning
 * logged: a rate limiter must not turn a database hiccup into refusing every sign-in.
 */
export const postgresRateLimitStore = (db: Db, log: FastifyBaseLogger) => {
  let increments = 0;

  const sweep = () => {
    increments += 1;
    if (increments % sweepEvery !== 0) return;
    db.delete(rateLimits)
      .where(lt(rateLimits.resetAt, sql`now()`))
      .catch((error: unknown) => log.warn({ err: error }, "rate limit sweep failed"));
  };

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    /** Each route counts on its own, as the plugin's in-memory store does (a child per route). */
    readonly route: string;

    constructor(options?: Partial<ChildOptions>) {
      // The plugin hands each route's child its merged options with the route under `routeInfo`.
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } } | undefined)
        ?.routeInfo;
      const method = route?.method ?? "";
      this.route = `${Array.isArray(method) ? method.join(",") : method} ${route?.url ?? ""}`;
    }

    private keyOf(key: string): string {
      return createHash("sha256").update(`${this.route}\n${key}`).digest("hex");
    }

    incr(key: string, callback: Callback, timeWindowMs: number): void {
      const window = sql`now() + ${timeWindowMs} * interval '1 millisecond'`;
      db.execute(
        sql`insert into rate_limits (key, count, reset_at) values (${this.keyOf(key)}, 1, ${window})
            on conflict (key) do update set
              count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
              reset_at = case when rate_limits.reset_at <= now() then ${window} else rate_limits.reset_at end
            returning count, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl`,
      ).then(
        (result) => {
          const [row] = rows<{ count: number; ttl: number }>(result);
          sweep();
          callback(null, { current: row?.count ?? 1, ttl: Math.max(0, row?.ttl ?? timeWindowMs) });
        },
        (error: unknown) => {
          log.warn({ err: error }, "rate limit store unavailable: letting the request through");
          callback(error instanceof Error ? error : new Error(String(error)), { current: 0, ttl: 0 });
        },
      );
    }

    read(key: string, callback: Callback): void {
      db.execute(
        sql`select count, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl
            from rate_limits where key = ${this.keyOf(key)} and reset_at > now()`,
      ).then(
        (result) => {
          const [row] = rows<{ count: number; ttl: number }>(result);
          callback(null, { current: row?.count ?? 0, ttl: row?.ttl ?? 0 });
        },
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), { current: 0, ttl: 0 }),
      );
    }

    child(routeOptions: ChildOptions): PostgresRateLimitStore {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
};
