import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type SecretsRow, secrets } from "../../db/schema.ts";

/** The secrets row holding this (hashed) verification token, if it has not expired. */
export const findSecretsByVerificationToken = async (
  db: Db,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<SecretsRow | undefined> => {
  const [row] = await db
    .select()
    .from(secrets)
    .where(and(eq(secrets.verificationToken, tokenHash), gt(secrets.verificationTokenExpiresAt, now)))
    .limit(1);
  return row;
};

export const findSecretsByResetToken = async (
  db: Db,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<SecretsRow | undefined> => {
  const [row] = await db
    .select()
    .from(secrets)
    .where(and(eq(secrets.resetToken, tokenHash), gt(secrets.resetTokenExpiresAt, now)))
    .limit(1);
  return row;
};

/**
 * Spends a reset token and sets the new password in one statement; false when another request spent it first
 * or it expired meanwhile.
 */
export const spendResetToken = async (
  db: Db,
  { tokenHash, passwordHash, now }: { tokenHash: string; passwordHash: string; now: Date },
): Promise<boolean> => {
  const rows = await db
    .update(secrets)
    .set({ password: passwordHash, resetToken: null, resetTokenExpiresAt: null })
    .where(and(eq(secrets.resetToken, tokenHash), gt(secrets.resetTokenExpiresAt, now)))
    .returning({ id: secrets.id });
  return rows.length === 1;
};

/** Spends a verification token; false when it was already spent or replaced. */
export const spendVerificationToken = async (db: Db, tokenHash: string): Promise<boolean> => {
  const rows = await db
    .update(secrets)
    .set({ verificationToken: null, verificationTokenExpiresAt: null })
    .where(eq(secrets.verificationToken, tokenHash))
    .returning({ id: secrets.id });
  return rows.length === 1;
};

/**
 * Records `step` as the account's last accepted TOTP step, only if it is newer than the last one: a code
 * already accepted (in any session) is refused, even within its 30 s.
 */
export const acceptTotpStep = async (db: Db, { userId, step }: { userId: string; step: number }) => {
  const rows = await db
    .update(secrets)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(secrets.userId, userId),
        or(isNull(secrets.twoFactorLastStep), lt(secrets.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: secrets.id });
  return rows.length === 1;
};

/** Removes one backup code hash if present; false when the code is unknown or already used. */
export const spendBackupCode = async (db: Db, { userId, codeHash }: { userId: string; codeHash: string }) => {
  const rows = await db
    .update(secrets)
    .set({ twoFactorBackupCodes: sql`array_remove(${secrets.twoFactorBackupCodes}, ${codeHash})` })
    .where(and(eq(secrets.userId, userId), sql`${codeHash} = any(${secrets.twoFactorBackupCodes})`))
    .returning({ id: secrets.id });
  return rows.length === 1;
};
