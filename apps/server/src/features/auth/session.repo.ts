import { and, eq, gt, isNull, lt, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type SessionRow, sessions, type UserRow, users } from "../../db/schema.ts";

export type NewSession = {
  id: string;
  userId: string;
  refreshTokenHash: string;
  userAgent: string | null;
  expiresAt: Date;
};

export const insertSession = async (db: Db, session: NewSession): Promise<void> => {
  await db.insert(sessions).values(session);
};

export const findSession = async (db: Db, id: string): Promise<SessionRow | undefined> => {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return row;
};

/** The user of a live (not revoked, not expired) session and when that session ends, in one query. */
export const findLiveSessionUser = async (
  db: Db,
  { sessionId, userId, now }: { sessionId: string; userId: string; now: Date },
): Promise<{ user: UserRow; expiresAt: Date } | undefined> => {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
};

/**
 * Replaces the refresh token hash only if it is still `currentHash` (and the session live): of two requests
 * rotating the same token at once, exactly one wins.
 */
export const rotateSessionToken = async (
  db: Db,
  { id, currentHash, nextHash, now }: { id: string; currentHash: string; nextHash: string; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(sessions)
    .set({
      refreshTokenHash: nextHash,
      previousRefreshTokenHash: currentHash,
      rotatedAt: now,
      lastUsedAt: now,
    })
    .where(
      and(
        eq(sessions.id, id),
        eq(sessions.refreshTokenHash, currentHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length === 1;
};

export const revokeSession = async (db: Db, id: string, now: Date): Promise<void> => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
};

/** Revokes every live session of the user, except `exceptSessionId` when given. */
export const revokeUserSessions = async (
  db: Db,
  { userId, now, exceptSessionId }: { userId: string; now: Date; exceptSessionId?: string | undefined },
): Promise<void> => {
  const conditions: SQL[] = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
};

/** Forgets the user's sessions that ended before `before` (expired or revoked); they only matter while live. */
export const deleteEndedSessions = async (
  db: Db,
  { userId, before }: { userId: string; before: Date },
): Promise<void> => {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before))),
    );
};
