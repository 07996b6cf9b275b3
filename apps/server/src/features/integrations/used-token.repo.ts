import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { usedTokens } from "../../db/schema.ts";

/**
 * Records a single-use token id. True the first time; false when the id was already recorded (a replay).
 * Ids are kept until the token could no longer be accepted anyway, then swept by later calls.
 */
export const rememberTokenId = async (
  db: Db,
  { id, expiresAt, now }: { id: string; expiresAt: Date; now: Date },
): Promise<boolean> => {
  await db.delete(usedTokens).where(lt(usedTokens.expiresAt, now));
  const inserted = await db
    .insert(usedTokens)
    .values({ jti: id, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: usedTokens.jti });
  return inserted.length === 1;
};
