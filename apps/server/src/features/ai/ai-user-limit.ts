import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { AppError } from "../../lib/app-error.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { defaultAiLimits, scaleAiLimits } from "./ai.limits.ts";

/**
 * The per-user AI budget as a preHandler, for every route that asks the model: all of them count against one
 * key per user, so a second AI action is no way around the limit. Run it after requireUser and validation, so
 * only well-formed requests of a known user count.
 */
export const aiUserLimit = (app: FastifyInstance, config: Pick<Config, "rateLimitFactor">) => {
  const { perUser } = scaleAiLimits(defaultAiLimits, config.rateLimitFactor);
  const limiter = app.createRateLimit({
    max: perUser.max,
    timeWindow: perUser.timeWindowMs,
    keyGenerator: (request) => `ai:${request.user.id}`,
  });
  return async (request: FastifyRequest) => {
    const verdict = await limiter(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const seconds = Math.max(1, verdict.ttlInSeconds);
    throw new AppError("TooManyRequests", {
      message: `Too many AI requests; try again in ${seconds} s`,
      headers: { "retry-after": String(seconds) },
    });
  };
};

/** The per-address AI budget as a route's rate-limit config. */
export const aiAddressLimit = (config: Pick<Config, "rateLimitFactor">) =>
  rateLimit(scaleAiLimits(defaultAiLimits, config.rateLimitFactor).perIp);
