/**
 * What other features may use of auth: signing requests in, sessions and their cookies, re-authentication and
 * the accounts themselves. Every feature with signed-in routes stands on auth, so auth builds on mail alone.
 */

export { apiKeyRoutes } from "./api-key.routes.ts";
export { createApiKey } from "./api-key.service.ts";
export { type AuthContext, sendInBackground, withLockout } from "./auth.context.ts";
export { accessCookieName, clearSessionCookies, readAccessToken, setSessionCookies } from "./auth.cookies.ts";
export type { AuthDeps } from "./auth.deps.ts";
export { requireUser } from "./auth.hooks.ts";
export { type AuthLimits, defaultAuthLimits } from "./auth.limits.ts";
export { sendVerification } from "./auth.service.ts";
export { type Reauthentication, reauthenticate } from "./credentials.ts";
export { resolveExternalAccount } from "./oauth/external-account.service.ts";
export { hashPassword, verifyPassword } from "./password.ts";
export { authenticateRequest, registerApiKeyLimiter } from "./request-credentials.ts";
export { authenticateAccessToken, type SessionTokens, startSession } from "./session.service.ts";
export { tokenKeys } from "./token-secrets.ts";
export {
  deleteUser,
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  isUserUniqueViolation,
  toPublicUser,
  type UserChanges,
  updateUser,
} from "./user.repo.ts";
export { isReservedUsername } from "./username.ts";
