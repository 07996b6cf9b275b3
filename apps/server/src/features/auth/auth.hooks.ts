import type { FastifyReply, FastifyRequest } from "fastify";
import type { UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { accessCookieName } from "./auth.cookies.ts";
import type { AuthDeps } from "./auth.deps.ts";
import { authenticateRequest } from "./request-credentials.ts";
import { verifyToken } from "./tokens.ts";
import { findUserById } from "./user.repo.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Set by buildApp before any feature registers. */
    authDeps: AuthDeps;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `requireUser` (or the awaiting user, by `requirePendingTwoFactor`). */
    user: UserRow;
    /** The session of the access token; undefined for a 2FA-pending request or an API key. */
    sessionId: string | undefined;
  }
}

/**
 * onRequest: a valid access token (never a refresh or 2FA-pending one) of a live session, or an API key with the
 * route's scopes (see request-credentials.ts). Sets `request.user` and `request.sessionId`; answers 401
 * `Unauthorized` otherwise. Routes run it as `onRequest`, before the body is
 * read or validated: a signed-out client learns that it must sign in, not what is wrong with its input.
 */
export const requireUser = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
  const session = await authenticateRequest(request);
  if (session === undefined) throw new AppError("Unauthorized");
  request.user = session.user;
  request.sessionId = session.sessionId;
};

/**
 * onRequest (like requireUser): a 2FA-pending token (from a password or OAuth sign-in of a user with two-factor on). Sets
 * `request.user` to the user awaiting the second factor.
 */
export const requirePendingTwoFactor = async (
  request: FastifyRequest,
  _reply: FastifyReply,
): Promise<void> => {
  const token = request.cookies[accessCookieName];
  const deps = request.server.authDeps;
  const claims = token === undefined ? undefined : await verifyToken(deps.config, "2fa_pending", token);
  const user = claims === undefined ? undefined : await findUserById(deps.db, claims.sub);
  if (user === undefined || !user.twoFactorEnabled) throw new AppError("Unauthorized");
  request.user = user;
  request.sessionId = undefined;
};
