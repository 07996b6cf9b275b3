import { v7 as uuidv7 } from "uuid";
import type { UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AuthDeps } from "./auth.deps.ts";
import { hashToken } from "./crypto.ts";
import {
  deleteEndedSessions,
  findLiveSessionUser,
  findSession,
  insertSession,
  revokeSession,
  revokeUserSessions,
  rotateSessionToken,
} from "./session.repo.ts";
import type { CachedSession, SessionCache } from "./session-cache.ts";
import { signToken, tokenLifetimes, verifyToken } from "./tokens.ts";
import { updateSecrets } from "./user.repo.ts";

export type SessionTokens = {
  /** An access token, or a 2FA-pending token when the session waits for a second factor. */
  accessToken: string;
  /** Absent for a 2FA-pending sign-in. */
  refreshToken?: string;
};

export type StartSessionOptions = {
  /** Only a short-lived token that reaches /api/auth/2fa/verify and /2fa/backup; no session, no refresh. */
  twoFactorPending?: boolean;
  userAgent?: string | undefined;
};

type SessionDeps = Pick<AuthDeps, "db" | "config" | "sessionCache">;

/**
 * Two tabs whose access tokens expire together both refresh with the same token; the loser of the race may use
 * the token it presented this long after it was rotated (it gets an access token, no new refresh token).
 */
export const refreshReuseGraceMs = 10_000;

const maxUserAgentLength = 512;

/** Signs the user in: a new session (row + refresh token + access token), or a 2FA-pending token only. */
export const startSession = async (
  deps: SessionDeps,
  user: Pick<UserRow, "id">,
  options: StartSessionOptions = {},
): Promise<SessionTokens> => {
  if (options.twoFactorPending === true) {
    return { accessToken: await signToken(deps.config, "2fa_pending", { userId: user.id }) };
  }
  const now = new Date();
  const sessionId = uuidv7();
  const refreshToken = await signToken(deps.config, "refresh", { userId: user.id, sessionId });
  await deleteEndedSessions(deps.db, { userId: user.id, before: now });
  await insertSession(deps.db, {
    id: sessionId,
    userId: user.id,
    refreshTokenHash: hashToken(refreshToken),
    userAgent: options.userAgent?.slice(0, maxUserAgentLength) ?? null,
    expiresAt: new Date(now.getTime() + tokenLifetimes.refresh * 1000),
  });
  await updateSecrets(deps.db, user.id, { lastSignedIn: now });
  const accessToken = await signToken(deps.config, "access", { userId: user.id, sessionId });
  return { accessToken, refreshToken };
};

export type AuthenticatedSession = CachedSession;

/**
 * The user and session of a valid access token whose session is still live; undefined otherwise. With a
 * session cache, a token checked moments ago (and nothing changed since) is not checked again.
 */
export const authenticateAccessToken = async (
  deps: SessionDeps & { sessionCache?: SessionCache },
  token: string,
): Promise<AuthenticatedSession | undefined> => {
  const cached = deps.sessionCache?.get(token);
  if (cached !== undefined) return cached;
  const epoch = deps.sessionCache?.epoch() ?? 0;
  const claims = await verifyToken(deps.config, "access", token);
  if (claims?.sid === undefined) return undefined;
  const live = await findLiveSessionUser(deps.db, {
    sessionId: claims.sid,
    userId: claims.sub,
    now: new Date(),
  });
  if (live === undefined) return undefined;
  const session = { user: live.user, sessionId: claims.sid };
  deps.sessionCache?.set(token, session, Math.min(claims.exp * 1000, live.expiresAt.getTime()), epoch);
  return session;
};

export type RefreshResult = { tokens: SessionTokens; userId: string };

/**
 * Rotates a refresh token: the presented token is spent and a new pair issued. Presenting a spent token (after
 * the short grace for concurrent refreshes) means it was copied: the whole session is revoked.
 */
export const refreshSession = async (
  deps: SessionDeps,
  refreshToken: string | undefined,
): Promise<RefreshResult> => {
  const claims =
    refreshToken === undefined ? undefined : await verifyToken(deps.config, "refresh", refreshToken);
  if (refreshToken === undefined || claims?.sid === undefined) throw new AppError("InvalidToken");
  const now = new Date();
  const session = await findSession(deps.db, claims.sid);
  if (
    session === undefined ||
    session.userId !== claims.sub ||
    session.revokedAt !== null ||
    session.expiresAt <= now
  ) {
    throw new AppError("InvalidToken");
  }

  const presentedHash = hashToken(refreshToken);
  if (presentedHash === session.refreshTokenHash) {
    const next = await signToken(deps.config, "refresh", { userId: session.userId, sessionId: session.id });
    const rotated = await rotateSessionToken(deps.db, {
      id: session.id,
      currentHash: presentedHash,
      nextHash: hashToken(next),
      now,
    });
    if (rotated) {
      const accessToken = await signToken(deps.config, "access", {
        userId: session.userId,
        sessionId: session.id,
      });
      return { tokens: { accessToken, refreshToken: next }, userId: session.userId };
    }
    // A concurrent request rotated it first: this token is now the previous one, within the grace period.
    return { tokens: await accessOnly(deps, session), userId: session.userId };
  }

  const withinGrace =
    presentedHash === session.previousRefreshTokenHash &&
    session.rotatedAt !== null &&
    now.getTime() - session.rotatedAt.getTime() <= refreshReuseGraceMs;
  if (withinGrace) {
    return { tokens: await accessOnly(deps, session), userId: session.userId };
  }

  await revokeSession(deps.db, session.id, now);
  deps.sessionCache?.forgetGroup(session.userId);
  throw new AppError("InvalidToken", {
    message: "The refresh token was already used; the session is revoked",
  });
};

const accessOnly = async (deps: SessionDeps, session: { id: string; userId: string }) => ({
  accessToken: await signToken(deps.config, "access", { userId: session.userId, sessionId: session.id }),
});

/** Signs one device out: the session of whichever token verifies (the access token may have expired). */
export const endSession = async (
  deps: SessionDeps,
  { accessToken, refreshToken }: { accessToken: string | undefined; refreshToken: string | undefined },
): Promise<void> => {
  const fromAccess =
    accessToken === undefined ? undefined : await verifyToken(deps.config, "access", accessToken);
  const claims =
    fromAccess ??
    (refreshToken === undefined ? undefined : await verifyToken(deps.config, "refresh", refreshToken));
  if (claims?.sid === undefined) return;
  const session = await findSession(deps.db, claims.sid);
  if (session?.userId !== claims.sub) return;
  await revokeSession(deps.db, session.id, new Date());
  // The database tells every node; this one forgets at once, before its next request.
  deps.sessionCache?.forgetGroup(session.userId);
};

/** Signs the user out everywhere, or everywhere but `exceptSessionId`. */
export const endUserSessions = async (
  deps: SessionDeps,
  userId: string,
  exceptSessionId?: string,
): Promise<void> => {
  await revokeUserSessions(deps.db, { userId, now: new Date(), exceptSessionId });
  deps.sessionCache?.forgetGroup(userId);
};
