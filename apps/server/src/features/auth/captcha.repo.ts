import { lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { captchaSolutions } from "../../db/schema.ts";

/**
 * Records an accepted challenge by its signature. True the first time; false when it was already used (a
 * replay). Rows are kept until the challenge expires, then swept by later calls.
 */
export const rememberCaptchaSolution = async (
  db: Db,
  { signature, expiresAt, now }: { signature: string; expiresAt: Date; now: Date },
): Promise<boolean> => {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now));
  const inserted = await db
    .insert(captchaSolutions)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  return inserted.length === 1;
};
