/**
 * Per-route rate limits shared by every feature (@fastify/rate-limit, in memory per node). Routes opt in with
 * `config: rateLimit(limit)`; the budgets themselves live in each feature's limits table (auth.limits.ts, ai.limits.ts).
 */

/** Requests one client address may make to a route per window. */
export type RateLimit = { max: number; timeWindowMs: number };

/** The route `config` that turns @fastify/rate-limit on for one route. */
export const rateLimit = ({ max, timeWindowMs }: RateLimit) => ({
  rateLimit: { max, timeWindow: timeWindowMs },
});

/** RATE_LIMIT_FACTOR applied to one budget (tests and busy self-hosted instances raise it). */
export const scaleRateLimit = (limit: RateLimit, factor: number): RateLimit => ({
  ...limit,
  max: limit.max * factor,
});
