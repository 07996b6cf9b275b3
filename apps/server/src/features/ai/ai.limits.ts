import type { RateLimit } from "../../lib/rate-limit.ts";

/**
 * Each AI request costs money (a model) or about 50 ms of CPU per 1,000 characters (the offline fixer), so
 * the helper is limited per signed-in user, and per address as a guard against many accounts on one client.
 * An editor clicks a few times a minute; 20 leaves room for bursts. Both scale with RATE_LIMIT_FACTOR.
 */
export type AiLimits = { perUser: RateLimit; perIp: RateLimit };

const minute = 60_000;

export const defaultAiLimits: AiLimits = {
  perUser: { max: 20, timeWindowMs: minute },
  perIp: { max: 60, timeWindowMs: minute },
};

export const scaleAiLimits = (limits: AiLimits, factor: number): AiLimits => ({
  perUser: { ...limits.perUser, max: limits.perUser.max * factor },
  perIp: { ...limits.perIp, max: limits.perIp.max * factor },
});
