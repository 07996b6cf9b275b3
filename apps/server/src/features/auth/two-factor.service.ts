import type { UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuthContext, lockoutKeys, withLockout } from "./auth.context.ts";
import { spendBackupCode } from "./auth.repo.ts";
import { checkTotpCode, type Reauthentication, reauthenticate, requireSecrets } from "./credentials.ts";
import { encryptSecret } from "./crypto.ts";
import { type SessionTokens, startSession } from "./session.service.ts";
import { tokenKeys } from "./token-secrets.ts";
import { hashBackupCode, newBackupCodes, newTotpSecret, totpUri } from "./totp.ts";
import { updateSecrets, updateUser } from "./user.repo.ts";

export const totpIssuer = "Vitae";

/** A new secret, stored encrypted but not yet in force; the answer is the otpauth URI for the QR code. */
export const setupTwoFactor = async (context: AuthContext, user: UserRow): Promise<string> => {
  if (user.twoFactorEnabled) throw new AppError("TwoFactorAlreadyEnabled");
  const secret = newTotpSecret();
  await updateSecrets(context.db, user.id, {
    twoFactorSecret: encryptSecret(tokenKeys(context.config).encryption, secret),
    twoFactorLastStep: null,
  });
  return totpUri({ secret, account: user.email, issuer: totpIssuer });
};

/** A code from the set-up secret turns two-factor on; the answer holds the 8 backup codes, shown once. */
export const enableTwoFactor = async (
  context: AuthContext,
  user: UserRow,
  code: string,
): Promise<string[]> => {
  if (user.twoFactorEnabled) throw new AppError("TwoFactorAlreadyEnabled");
  const secrets = await requireSecrets(context, user.id);
  if (secrets.twoFactorSecret === null) {
    throw new AppError("TwoFactorNotEnabled", { message: "Set up two-factor authentication first" });
  }
  await checkTotpCode(context, user, code);
  const backupCodes = newBackupCodes();
  const key = tokenKeys(context.config).encryption;
  await updateSecrets(context.db, user.id, {
    twoFactorBackupCodes: backupCodes.map((backupCode) => hashBackupCode(key, backupCode)),
  });
  await updateUser(context.db, user.id, { twoFactorEnabled: true });
  context.sessionCache?.forgetGroup(user.id);
  return backupCodes;
};

export type SecondFactorResult = { user: UserRow; tokens: SessionTokens };

/** Completes a 2FA-pending sign-in with a TOTP code. */
export const verifyTwoFactor = async (
  context: AuthContext,
  user: UserRow,
  code: string,
): Promise<SecondFactorResult> => {
  await checkTotpCode(context, user, code);
  return { user, tokens: await startSession(context, user, { userAgent: context.userAgent }) };
};

/** Completes a 2FA-pending sign-in with a backup code; each code works once. */
export const verifyBackupCode = async (
  context: AuthContext,
  user: UserRow,
  code: string,
): Promise<SecondFactorResult> => {
  const codeHash = hashBackupCode(tokenKeys(context.config).encryption, code);
  const passed = await withLockout(
    context,
    { key: lockoutKeys.twoFactor(user.id), policy: context.limits.twoFactorLockout },
    () => spendBackupCode(context.db, { userId: user.id, codeHash }),
  );
  if (!passed) throw new AppError("InvalidTwoFactorBackupCode");
  return { user, tokens: await startSession(context, user, { userAgent: context.userAgent }) };
};

/** Turns two-factor off after re-authentication (password, or a current code for external accounts). */
export const disableTwoFactor = async (
  context: AuthContext,
  { user, sessionId, proof }: { user: UserRow; sessionId: string | undefined; proof: Reauthentication },
): Promise<void> => {
  if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
  await reauthenticate(context, { user, sessionId, proof });
  await updateSecrets(context.db, user.id, {
    twoFactorSecret: null,
    twoFactorBackupCodes: [],
    twoFactorLastStep: null,
  });
  await updateUser(context.db, user.id, { twoFactorEnabled: false });
  context.sessionCache?.forgetGroup(user.id);
};
