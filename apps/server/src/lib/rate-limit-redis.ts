import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/** How often a Redis that stays away is logged again. */
const warnEveryMs = 60_000;

/**
 * The Redis (or Valkey) connection for @fastify/rate-limit's Redis store, set as its README advises for rate
 * limiting: a short connect timeout and one retry per command, no queueing while disconnected, so a Redis that
 * is away costs a request a moment (the plugin's `skipOnError` then lets it through), never a hang. ioredis
 * reconnects by itself; the outage is logged once a minute. ioredis is loaded only when REDIS_URL is set.
 */
export const createRateLimitRedis = async (url: string, log: FastifyBaseLogger): Promise<Redis> => {
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, {
    connectionName: "vitae-rate-limit",
    connectTimeout: 500,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let lastWarning = 0;
  redis.on("error", (error: Error) => {
    if (Date.now() - lastWarning < warnEveryMs) return;
    lastWarning = Date.now();
    log.warn({ err: error }, "Redis for rate limits is unreachable; requests are let through meanwhile");
  });
  return redis;
};

/**
 * Resolves once the connection is ready, or after `timeoutMs` (then requests are let through until it is): a
 * node starting should count from its first request, not let a burst through while it connects.
 */
export const whenRedisReady = (redis: Redis, timeoutMs = 2_000): Promise<void> =>
  redis.status === "ready"
    ? Promise.resolve()
    : new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        redis.once("ready", () => {
          clearTimeout(timer);
          resolve();
        });
      });
