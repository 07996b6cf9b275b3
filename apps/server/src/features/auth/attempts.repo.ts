import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authAttempts } from "../../db/schema.ts";

export type LockoutPolicy = {
  /** Checks allowed per window; the next one locks. */
  maxAttempts: number;
  windowMs: number;
  /** First lock-out; each further one in a row doubles, up to `maxLockMs`. */
  lockMs: number;
  maxLockMs: number;
};

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

const staleAfterMs = 24 * 60 * 60 * 1000;

/**
 * Counts one attempt at the check `key` before the check runs, in one transaction (row locked), so parallel
 * guesses cannot outrun the limit. Refused while locked; the attempt beyond `maxAttempts` starts a lock.
 */
export const consumeAttempt = async (
  db: Db,
  { key, policy, now }: { key: string; policy: LockoutPolicy; now: Date },
): Promise<AttemptVerdict> =>
  db.transaction(async (tx) => {
    const created = await tx
      .insert(authAttempts)
      .values({ key, attempts: 0, windowStartedAt: now })
      .onConflictDoNothing()
      .returning({ key: authAttempts.key });
    if (created.length > 0) {
      // Rows of checks nobody tried for a day only take space; sweeping when a new key appears keeps it bounded.
      const stale = new Date(now.getTime() - staleAfterMs);
      await tx
        .delete(authAttempts)
        .where(
          and(
            lt(authAttempts.windowStartedAt, stale),
            or(isNull(authAttempts.lockedUntil), lt(authAttempts.lockedUntil, stale)),
          ),
        );
    }
    const [row] = await tx.select().from(authAttempts).where(eq(authAttempts.key, key)).for("update");
    if (row === undefined) return { allowed: true };

    if (row.lockedUntil !== null && row.lockedUntil > now) {
      return { allowed: false, retryAfterMs: row.lockedUntil.getTime() - now.getTime() };
    }
    const windowOver =
      row.lockedUntil !== null || row.windowStartedAt.getTime() + policy.windowMs <= now.getTime();
    const attempts = (windowOver ? 0 : row.attempts) + 1;
    const windowStartedAt = windowOver ? now : row.windowStartedAt;

    if (attempts > policy.maxAttempts) {
      const lockMs = Math.min(policy.lockMs * 2 ** row.lockouts, policy.maxLockMs);
      await tx
        .update(authAttempts)
        .set({
          attempts: 0,
          windowStartedAt: now,
          lockedUntil: new Date(now.getTime() + lockMs),
          lockouts: row.lockouts + 1,
        })
        .where(eq(authAttempts.key, key));
      return { allowed: false, retryAfterMs: lockMs };
    }
    await tx
      .update(authAttempts)
      .set({ attempts, windowStartedAt, lockedUntil: null })
      .where(eq(authAttempts.key, key));
    return { allowed: true };
  });

/** A successful check: the counter and the lock-out history start over. */
export const clearAttempts = async (db: Db, key: string): Promise<void> => {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
};
