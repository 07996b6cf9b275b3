import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { oauthIdentities, type UserRow, users } from "../../../db/schema.ts";

export type IdentityKey = { issuer: string; subject: string };

/** The account an external identity was linked to, if any. */
export const findUserByIdentity = async (db: Db, key: IdentityKey): Promise<UserRow | undefined> => {
  const [row] = await db
    .select({ user: users })
    .from(oauthIdentities)
    .innerJoin(users, eq(users.id, oauthIdentities.userId))
    .where(and(eq(oauthIdentities.issuer, key.issuer), eq(oauthIdentities.subject, key.subject)))
    .limit(1);
  return row?.user;
};

/** Links the identity to the account; linking it again (a concurrent callback) changes nothing. */
export const linkIdentity = async (
  db: Db,
  identity: IdentityKey & { provider: string; userId: string },
): Promise<void> => {
  await db.insert(oauthIdentities).values(identity).onConflictDoNothing();
};
