import type {
  AuthStatus,
  ChangePasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from "@vitae/schema";
import type { UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { resetPasswordMail, verificationMail } from "../mail/index.ts";
import { clearAttempts } from "./attempts.repo.ts";
import { type AuthContext, lockoutKeys, sendInBackground, withLockout } from "./auth.context.ts";
import {
  findSecretsByResetToken,
  findSecretsByVerificationToken,
  spendResetToken,
  spendVerificationToken,
} from "./auth.repo.ts";
import { checkPassword, requireSecrets } from "./credentials.ts";
import { hashToken, randomToken } from "./crypto.ts";
import { hashPassword, verifyDummyPassword, verifyPassword } from "./password.ts";
import { endUserSessions, type SessionTokens, startSession } from "./session.service.ts";
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  isUserUniqueViolation,
  updateSecrets,
  updateUser,
} from "./user.repo.ts";
import { isReservedUsername } from "./username.ts";

const hour = 60 * 60 * 1000;
export const resetTokenLifetimeMs = hour;
export const verificationTokenLifetimeMs = 24 * hour;

export type SignInResult = { status: AuthStatus; user: UserRow; tokens: SessionTokens };

const link = (context: Pick<AuthContext, "config">, path: string, token: string) =>
  `${context.config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

/** A fresh verification token (replacing any earlier one) and the mail carrying its link. */
const verificationMailFor = async (
  context: AuthContext,
  user: Pick<UserRow, "id" | "name" | "email" | "locale">,
) => {
  const token = randomToken();
  await updateSecrets(context.db, user.id, {
    verificationToken: hashToken(token),
    verificationTokenExpiresAt: new Date(Date.now() + verificationTokenLifetimeMs),
  });
  return verificationMail({
    to: user.email,
    name: user.name,
    locale: user.locale,
    url: link(context, "/auth/verify-email", token),
  });
};

/** Sends the verification mail without waiting for it (registration, e-mail change). */
export const sendVerification = async (
  context: AuthContext,
  user: Pick<UserRow, "id" | "name" | "email" | "locale">,
) => {
  sendInBackground(context, await verificationMailFor(context, user));
};

export const register = async (context: AuthContext, input: RegisterInput): Promise<SignInResult> => {
  if (context.config.auth.disableSignup) throw new AppError("SignupDisabled");
  if (isReservedUsername(input.username)) {
    throw new AppError("UserAlreadyExists", { message: "This username is not available" });
  }
  const [byEmail, byUsername] = await Promise.all([
    findUserByEmail(context.db, input.email),
    findUserByUsername(context.db, input.username),
  ]);
  if (byEmail !== undefined || byUsername !== undefined) throw new AppError("UserAlreadyExists");

  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(
    context.db,
    {
      name: input.name,
      username: input.username,
      email: input.email,
      locale: input.locale,
      provider: "email",
      emailVerified: false,
    },
    { passwordHash },
  ).catch((error: unknown) => {
    // Two registrations racing for one name: the database has the last word.
    if (isUserUniqueViolation(error)) throw new AppError("UserAlreadyExists", { cause: error });
    throw error;
  });
  await sendVerification(context, user);
  const tokens = await startSession(context, user, { userAgent: context.userAgent });
  return { status: "authenticated", user, tokens };
};

/**
 * E-mail or username plus password. Every wrong part answers InvalidCredentials after the same argon2 work, and
 * unknown identifiers have lock-outs of their own, so neither answers nor timing tell whether an account exists.
 */
export const login = async (context: AuthContext, input: LoginInput): Promise<SignInResult> => {
  const user = input.identifier.includes("@")
    ? await findUserByEmail(context.db, input.identifier)
    : await findUserByUsername(context.db, input.identifier);

  if (user === undefined) {
    await withLockout(
      context,
      {
        key: lockoutKeys.unknownIdentifier(hashToken(input.identifier)),
        policy: context.limits.passwordLockout,
      },
      () => verifyDummyPassword(input.password),
    );
    throw new AppError("InvalidCredentials");
  }

  const secrets = await requireSecrets(context, user.id);
  const passwordHash = secrets.password;
  const passed = await withLockout(
    context,
    { key: lockoutKeys.password(user.id), policy: context.limits.passwordLockout },
    () =>
      passwordHash === null
        ? verifyDummyPassword(input.password)
        : verifyPassword(passwordHash, input.password),
  );
  if (passwordHash === null) throw new AppError("OAuthUser");
  if (!passed) throw new AppError("InvalidCredentials");

  if (user.twoFactorEnabled) {
    const tokens = await startSession(context, user, { twoFactorPending: true });
    return { status: "2fa_required", user, tokens };
  }
  const tokens = await startSession(context, user, { userAgent: context.userAgent });
  return { status: "authenticated", user, tokens };
};

/** Sends a new verification mail now (the person is waiting for it). */
export const resendVerification = async (context: AuthContext, user: UserRow): Promise<void> => {
  if (user.emailVerified) throw new AppError("EmailAlreadyVerified");
  await context.mailer.send(await verificationMailFor(context, user));
};

export const verifyEmail = async (context: AuthContext, token: string | undefined): Promise<UserRow> => {
  const tokenHash = token === undefined || token === "" ? undefined : hashToken(token);
  const secrets =
    tokenHash === undefined
      ? undefined
      : await findSecretsByVerificationToken(context.db, { tokenHash, now: new Date() });
  if (
    tokenHash === undefined ||
    secrets === undefined ||
    !(await spendVerificationToken(context.db, tokenHash))
  ) {
    throw new AppError("InvalidVerificationToken");
  }
  const user = await updateUser(context.db, secrets.userId, { emailVerified: true });
  context.sessionCache?.forgetGroup(secrets.userId);
  if (user === undefined) throw new AppError("InvalidVerificationToken");
  return user;
};

/** Same answer, and no waiting on the mail, whether or not the address belongs to an account. */
export const forgotPassword = async (context: AuthContext, email: string): Promise<void> => {
  const user = await findUserByEmail(context.db, email);
  if (user === undefined) return;
  const token = randomToken();
  await updateSecrets(context.db, user.id, {
    resetToken: hashToken(token),
    resetTokenExpiresAt: new Date(Date.now() + resetTokenLifetimeMs),
  });
  sendInBackground(
    context,
    resetPasswordMail({
      to: user.email,
      name: user.name,
      locale: user.locale,
      url: link(context, "/auth/reset-password", token),
    }),
  );
};

/** Sets a new password with a mailed token (single use, one hour) and signs the account out everywhere. */
export const resetPassword = async (context: AuthContext, input: ResetPasswordInput): Promise<void> => {
  const tokenHash = hashToken(input.token);
  const secrets = await findSecretsByResetToken(context.db, { tokenHash, now: new Date() });
  if (secrets === undefined) throw new AppError("InvalidResetToken");
  const passwordHash = await hashPassword(input.password);
  if (!(await spendResetToken(context.db, { tokenHash, passwordHash, now: new Date() }))) {
    throw new AppError("InvalidResetToken");
  }
  await endUserSessions(context, secrets.userId);
  await clearAttempts(context.db, lockoutKeys.password(secrets.userId));
  // The link arrived at the account's address, which proves it as well as a verification link would.
  const user = await findUserById(context.db, secrets.userId);
  if (user !== undefined && !user.emailVerified) {
    await updateUser(context.db, user.id, { emailVerified: true });
    context.sessionCache?.forgetGroup(user.id);
  }
};

/** Needs the current password; every other session of the account is signed out, this one stays. */
export const changePassword = async (
  context: AuthContext,
  { user, sessionId, input }: { user: UserRow; sessionId: string | undefined; input: ChangePasswordInput },
): Promise<void> => {
  if (!(await checkPassword(context, user, input.currentPassword))) throw new AppError("InvalidCredentials");
  await updateSecrets(context.db, user.id, {
    password: await hashPassword(input.newPassword),
    resetToken: null,
    resetTokenExpiresAt: null,
  });
  await endUserSessions(context, user.id, sessionId);
};
