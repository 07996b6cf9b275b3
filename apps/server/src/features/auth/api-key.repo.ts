import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type ApiKeyRow, apiKeys, type UserRow, users } from "../../db/schema.ts";

export type NewApiKey = Pick<ApiKeyRow, "id" | "userId" | "name" | "keyHash" | "scopes" | "expiresAt">;

export const insertApiKey = async (db: Db, key: NewApiKey): Promise<ApiKeyRow> => {
  const [row] = await db.insert(apiKeys).values(key).returning();
  if (row === undefined) throw new Error("The API key was not stored");
  return row;
};

export const countApiKeys = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db.select({ count: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  return row?.count ?? 0;
};

export const listApiKeys = (db: Db, userId: string): Promise<ApiKeyRow[]> =>
  db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));

/** Deletes the user's key; false when they have none with that id. */
export const deleteApiKey = async (db: Db, { userId, id }: { userId: string; id: string }) => {
  const rows = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
};

/** The key with this hash and its user, unless it has expired, in one query. */
export const findLiveApiKey = async (
  db: Db,
  { keyHash, now }: { keyHash: string; now: Date },
): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> => {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now))))
    .limit(1);
  return row;
};

/**
 * Records a use at most once a `resolutionMs`: a key used for every request of a script would otherwise write a
 * row per request. The condition is in the statement, so concurrent nodes write it once too.
 */
export const touchApiKey = async (
  db: Db,
  { id, ip, now, resolutionMs }: { id: string; ip: string; now: Date; resolutionMs: number },
): Promise<void> => {
  const stale = new Date(now.getTime() - resolutionMs);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now, lastUsedIp: ip })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale), sql`${apiKeys.lastUsedIp} <> ${ip}`),
      ),
    );
};
