import type { UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuthContext, lockoutKeys, withLockout } from "./auth.context.ts";
import { acceptTotpStep } from "./auth.repo.ts";
import { decryptSecret } from "./crypto.ts";
import { verifyPassword } from "./password.ts";
import { findSession } from "./session.repo.ts";
import { tokenKeys } from "./token-secrets.ts";
import { matchTotpStep } from "./totp.ts";
import { findSecrets } from "./user.repo.ts";

export const requireSecrets = async (context: Pick<AuthContext, "db">, userId: string) => {
  const secrets = await findSecrets(context.db, userId);
  if (secrets === undefined) throw new AppError("SecretsNotFound");
  return secrets;
};

/** The account's password, under its lock-out. Throws OAuthUser for an account without one. */
export const checkPassword = async (
  context: AuthContext,
  user: UserRow,
  password: string,
): Promise<boolean> => {
  const secrets = await requireSecrets(context, user.id);
  const passwordHash = secrets.password;
  if (passwordHash === null) throw new AppError("OAuthUser");
  return withLockout(
    context,
    { key: lockoutKeys.password(user.id), policy: context.limits.passwordLockout },
    () => verifyPassword(passwordHash, password),
  );
};

/**
 * Checks a TOTP code of the account's (possibly not yet enabled) secret, under its lock-out: accepted once per
 * account per 30 s step whichever session presents it. Throws `InvalidTwoFactorCode` for a wrong or expired code
 * and `TwoFactorCodeUsed` for a right one already spent (the code still on screen right after enabling), so
 * the person knows to wait for the next code rather than retype this one. Either counts as a failed try.
 */
export const checkTotpCode = async (context: AuthContext, user: UserRow, code: string): Promise<void> => {
  const secrets = await requireSecrets(context, user.id);
  const encrypted = secrets.twoFactorSecret;
  if (encrypted === null) throw new AppError("TwoFactorNotEnabled");
  let spent = false;
  const passed = await withLockout(
    context,
    { key: lockoutKeys.twoFactor(user.id), policy: context.limits.twoFactorLockout },
    async () => {
      const secret = decryptSecret(tokenKeys(context.config).encryption, encrypted);
      const step = matchTotpStep(secret, code, new Date());
      if (step === undefined) return false;
      if (await acceptTotpStep(context.db, { userId: user.id, step })) return true;
      spent = true;
      return false;
    },
  );
  if (!passed) throw new AppError(spent ? "TwoFactorCodeUsed" : "InvalidTwoFactorCode");
};

export type Reauthentication = { password?: string | undefined; code?: string | undefined };

/** An account with neither a password nor two-factor proves itself by a sign-in this recent. */
export const recentSignInMs = 10 * 60 * 1000;

/**
 * Sensitive changes (e-mail, 2FA off, account deletion) ask again who is there: the password, or a current
 * TOTP code when two-factor is on. An external-provider account with neither must have signed in recently.
 */
export const reauthenticate = async (
  context: AuthContext,
  { user, sessionId, proof }: { user: UserRow; sessionId: string | undefined; proof: Reauthentication },
): Promise<void> => {
  if (proof.password !== undefined) {
    if (!(await checkPassword(context, user, proof.password))) throw new AppError("InvalidCredentials");
    return;
  }
  if (proof.code !== undefined) {
    if (!user.twoFactorEnabled) throw new AppError("TwoFactorNotEnabled");
    await checkTotpCode(context, user, proof.code);
    return;
  }
  const secrets = await requireSecrets(context, user.id);
  if (secrets.password !== null || user.twoFactorEnabled) {
    throw new AppError("InvalidCredentials", {
      message:
        user.twoFactorEnabled && secrets.password === null
          ? "Confirm with a two-factor code"
          : "Confirm with your password",
    });
  }
  const session = sessionId === undefined ? undefined : await findSession(context.db, sessionId);
  if (session === undefined || Date.now() - session.createdAt.getTime() > recentSignInMs) {
    throw new AppError("InvalidCredentials", { message: "Sign in again to confirm this change" });
  }
};
