import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import type { SessionTokens } from "./session.service.ts";
import { tokenLifetimes } from "./tokens.ts";

export const accessCookieName = "Authentication";
export const refreshCookieName = "Refresh";
/** The refresh token only travels to the routes that use it (refresh, logout). */
export const refreshCookiePath = "/api/auth";
/**
 * Not a credential: "1" while the browser holds a refresh token, readable by the page (the session cookies are
 * httpOnly). The web app skips `GET /api/user/me` without it, so a guest's pages make no request that can only
 * answer 401. It lives and dies with the refresh cookie; forging it only costs the forger one 401.
 */
export const signedInHintCookieName = "SignedIn";

const baseOptions = (config: Pick<Config, "publicUrl">): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: "lax",
  secure: config.publicUrl.startsWith("https:"),
});

/** Sets the access (or 2FA-pending) cookie and, when present, the refresh cookie; a pending sign-in clears it. */
export const setSessionCookies = (
  reply: FastifyReply,
  tokens: SessionTokens,
  config: Pick<Config, "publicUrl">,
): FastifyReply => {
  setAccessCookie(reply, tokens.accessToken, config);
  if (tokens.refreshToken === undefined) {
    clearRefreshCookie(reply, config);
  } else {
    reply.setCookie(refreshCookieName, tokens.refreshToken, {
      ...baseOptions(config),
      path: refreshCookiePath,
      maxAge: tokenLifetimes.refresh,
    });
    reply.setCookie(signedInHintCookieName, "1", {
      ...baseOptions(config),
      httpOnly: false,
      path: "/",
      maxAge: tokenLifetimes.refresh,
    });
  }
  return reply;
};

export const setAccessCookie = (
  reply: FastifyReply,
  accessToken: string,
  config: Pick<Config, "publicUrl">,
): FastifyReply =>
  reply.setCookie(accessCookieName, accessToken, {
    ...baseOptions(config),
    path: "/",
    maxAge: tokenLifetimes.access,
  });

export const clearRefreshCookie = (reply: FastifyReply, config: Pick<Config, "publicUrl">): FastifyReply =>
  reply
    .clearCookie(refreshCookieName, { ...baseOptions(config), path: refreshCookiePath })
    .clearCookie(signedInHintCookieName, { ...baseOptions(config), httpOnly: false, path: "/" });

export const clearSessionCookies = (reply: FastifyReply, config: Pick<Config, "publicUrl">): FastifyReply =>
  clearRefreshCookie(reply.clearCookie(accessCookieName, { ...baseOptions(config), path: "/" }), config);

/** The access token of a request: the `Authentication` cookie, or an `Authorization: Bearer` header. */
export const readAccessToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim() || undefined;
  return request.cookies[accessCookieName] || undefined;
};

export const readRefreshToken = (request: FastifyRequest): string | undefined =>
  request.cookies[refreshCookieName] || undefined;
