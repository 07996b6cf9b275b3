import { type Provider, ProviderSchema, type User } from "@vitae/schema";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type SecretsRow, secrets, type UserRow, users } from "../../db/schema.ts";

export type NewUser = {
  name: string;
  username: string;
  email: string;
  picture?: string | null;
  locale?: string;
  provider: Provider;
  emailVerified: boolean;
};

export type NewUserSecrets = {
  /** argon2id hash; null for accounts that sign in with an external provider. */
  passwordHash: string | null;
};

export type UserChanges = Partial<
  Pick<UserRow, "name" | "username" | "email" | "picture" | "locale" | "emailVerified" | "twoFactorEnabled">
>;

// E-mail addresses and usernames are stored lower-cased, so the plain unique constraints are case-insensitive.
const normalize = (value: string) => value.trim().toLowerCase();

export const findUserById = async (db: Db, id: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalize(email)))
    .limit(1);
  return row;
};

export const findUserByUsername = async (db: Db, username: string): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.username, normalize(username)))
    .limit(1);
  return row;
};

/** Creates the user and its secrets row in one transaction. */
export const insertUser = async (db: Db, user: NewUser, userSecrets: NewUserSecrets): Promise<UserRow> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        name: user.name,
        username: normalize(user.username),
        email: normalize(user.email),
        picture: user.picture ?? null,
        provider: user.provider,
        emailVerified: user.emailVerified,
        ...(user.locale === undefined ? {} : { locale: user.locale }),
      })
      .returning();
    if (row === undefined) throw new Error("Inserting a user returned no row");
    await tx.insert(secrets).values({ userId: row.id, password: userSecrets.passwordHash });
    return row;
  });

export const updateUser = async (db: Db, id: string, changes: UserChanges): Promise<UserRow | undefined> => {
  const values: UserChanges = { ...changes };
  if (values.email !== undefined) values.email = normalize(values.email);
  if (values.username !== undefined) values.username = normalize(values.username);
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
};

/** Deletes the user; its secrets, sessions and resumes go with it (foreign keys cascade). */
export const deleteUser = async (db: Db, id: string): Promise<void> => {
  await db.delete(users).where(eq(users.id, id));
};

export const findSecrets = async (db: Db, userId: string): Promise<SecretsRow | undefined> => {
  const [row] = await db.select().from(secrets).where(eq(secrets.userId, userId)).limit(1);
  return row;
};

export type SecretsChanges = Partial<Omit<SecretsRow, "id" | "userId" | "createdAt" | "updatedAt">>;

export const updateSecrets = async (db: Db, userId: string, changes: SecretsChanges): Promise<void> => {
  await db.update(secrets).set(changes).where(eq(secrets.userId, userId));
};

/** The API's `User` shape: no secrets, ISO date strings. */
export const toPublicUser = (row: UserRow): User => ({
  id: row.id,
  name: row.name,
  picture: row.picture,
  username: row.username,
  email: row.email,
  locale: row.locale,
  emailVerified: row.emailVerified,
  twoFactorEnabled: row.twoFactorEnabled,
  // Rows only ever hold these values; an unexpected one is shown as a generic external provider.
  provider: ProviderSchema.catch("openid").parse(row.provider),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const userUniqueConstraints = new Set(["users_username_unique", "users_email_unique"]);

/** True when `error` (as Drizzle wraps it, for node-postgres and PGlite alike) is a taken username or e-mail. */
export const isUserUniqueViolation = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Object && !seen.has(current); ) {
    seen.add(current);
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === "23505" && userUniqueConstraints.has(String(fields.constraint))) return true;
    current = fields.cause;
  }
  return false;
};
