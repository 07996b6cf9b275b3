import { and, count, desc, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type PasskeyRow, passkeyChallenges, passkeys } from "../../db/schema.ts";

export type NewPasskey = Pick<
  PasskeyRow,
  | "id"
  | "userId"
  | "name"
  | "credentialId"
  | "publicKey"
  | "counter"
  | "transports"
  | "deviceType"
  | "backedUp"
>;

/** Stores a new passkey; undefined when its credential id is registered already (to any account). */
export const insertPasskey = async (db: Db, passkey: NewPasskey): Promise<PasskeyRow | undefined> => {
  const [row] = await db
    .insert(passkeys)
    .values(passkey)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  return row;
};

export const countPasskeys = async (db: Db, userId: string): Promise<number> => {
  const [row] = await db.select({ count: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.count ?? 0;
};

export const listPasskeys = (db: Db, userId: string): Promise<PasskeyRow[]> =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt));

export const findPasskeyByCredentialId = async (
  db: Db,
  credentialId: string,
): Promise<PasskeyRow | undefined> => {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row;
};

const own = ({ userId, id }: { userId: string; id: string }) =>
  and(eq(passkeys.id, id), eq(passkeys.userId, userId));

export const findOwnPasskey = async (db: Db, key: { userId: string; id: string }) => {
  const [row] = await db.select().from(passkeys).where(own(key)).limit(1);
  return row;
};

export const renameOwnPasskey = async (
  db: Db,
  key: { userId: string; id: string },
  name: string,
): Promise<PasskeyRow | undefined> => {
  const [row] = await db.update(passkeys).set({ name }).where(own(key)).returning();
  return row;
};

export const deleteOwnPasskey = async (db: Db, key: { userId: string; id: string }): Promise<boolean> =>
  (await db.delete(passkeys).where(own(key)).returning({ id: passkeys.id })).length > 0;

/**
 * Records a verified use: the new signature count, backup state and time. The count must still be below the new
 * one in the statement itself (or both be 0, an authenticator that does not count), so two assertions racing with
 * one counter value cannot both pass. False when it lost that race.
 */
export const recordPasskeyUse = async (
  db: Db,
  { id, counter, backedUp, now }: { id: string; counter: number; backedUp: boolean; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(passkeys)
    .set({ counter, backedUp, lastUsedAt: now })
    .where(and(eq(passkeys.id, id), counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, counter)))
    .returning({ id: passkeys.id });
  return rows.length > 0;
};

export type ChallengePurpose = "register" | "sign-in" | "second-factor";

/** Stores a challenge just handed out; expired ones are swept on the way (the index on expires_at keeps it cheap). */
export const insertChallenge = async (
  db: Db,
  challenge: { challenge: string; purpose: ChallengePurpose; userId: string | null; expiresAt: Date },
  now: Date,
): Promise<void> => {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values(challenge);
};

/**
 * Takes (deletes) a live challenge of this purpose (and user, when one is named): true once. Whatever the answer
 * then proves, the challenge cannot be answered again, on any node.
 */
export const takeChallenge = async (
  db: Db,
  {
    challenge,
    purpose,
    userId,
    now,
  }: { challenge: string; purpose: ChallengePurpose; userId: string | null; now: Date },
): Promise<boolean> => {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        userId === null ? isNull(passkeyChallenges.userId) : eq(passkeyChallenges.userId, userId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return rows.length > 0;
};
