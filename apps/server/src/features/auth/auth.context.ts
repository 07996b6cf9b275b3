import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import type { Mail } from "../mail/index.ts";
import { clearAttempts, consumeAttempt, type LockoutPolicy } from "./attempts.repo.ts";
import type { AuthDeps } from "./auth.deps.ts";
import type { AuthLimits } from "./auth.limits.ts";

/** What the account services get from their routes: the shared deps, the limits, and the request's logger. */
export type AuthContext = AuthDeps & {
  limits: AuthLimits;
  log: FastifyBaseLogger;
  userAgent?: string | undefined;
};

export const tooManyRequests = (retryAfterMs: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError("TooManyRequests", {
    message: `Too many failed attempts; try again in ${seconds} s`,
    headers: { "retry-after": String(seconds) },
  });
};

/**
 * Runs `check` under the per-account lock-out `key`: counted before it runs, refused with 429 while locked,
 * and cleared when the check succeeds (returns true).
 */
export const withLockout = async (
  context: Pick<AuthContext, "db">,
  { key, policy }: { key: string; policy: LockoutPolicy },
  check: () => Promise<boolean>,
): Promise<boolean> => {
  const verdict = await consumeAttempt(context.db, { key, policy, now: new Date() });
  if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterMs);
  const passed = await check();
  if (passed) await clearAttempts(context.db, key);
  return passed;
};

export const lockoutKeys = {
  password: (userId: string) => `password:${userId}`,
  /** Unknown identifiers are counted too, so a lock-out answer does not reveal that an account exists. */
  unknownIdentifier: (identifierHash: string) => `password:unknown:${identifierHash}`,
  twoFactor: (userId: string) => `2fa:${userId}`,
};

/** Mails that must not hold up (or, by their timing, reveal anything through) the answer. */
export const sendInBackground = (context: Pick<AuthContext, "mailer" | "log">, mail: Mail): void => {
  context.mailer.send(mail).catch((error: unknown) => {
    context.log.error({ err: error, subject: mail.subject }, "Mail could not be sent");
  });
};
