import { type ApiKeyScope, apiKeyPrefix } from "@vitae/schema";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RateLimit } from "../../lib/rate-limit.ts";
import { authenticateApiKey } from "./api-key.service.ts";
import { readAccessToken } from "./auth.cookies.ts";
import { authenticateAccessToken } from "./session.service.ts";

type KeyLimiter = ReturnType<FastifyInstance["createRateLimit"]>;

declare module "fastify" {
  interface FastifyInstance {
    /** Counts each API key's requests against its budget, in the rate-limit store every node shares. */
    apiKeyLimiter: KeyLimiter;
  }
  interface FastifyRequest {
    /** The API key a request was authenticated with; undefined for a session (cookie or access token). */
    apiKey: { id: string; scopes: readonly ApiKeyScope[] } | undefined;
  }
}

/** Requests one API key may make per window, on every route together and across nodes. */
export const registerApiKeyLimiter = (app: FastifyInstance, limit: RateLimit): void => {
  app.decorateRequest("apiKey", undefined);
  app.decorate(
    "apiKeyLimiter",
    app.createRateLimit({
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      keyGenerator: (request) => `api-key:${request.apiKey?.id ?? ""}`,
    }),
  );
};

export const isApiKey = (token: string): boolean => token.startsWith(apiKeyPrefix);

/**
 * The scopes a route lets API keys use, read from the route's own OpenAPI `security` (an `ApiKey` requirement,
 * see `withApiKey`), so the document and the check cannot disagree. Undefined: the route is closed to keys.
 */
const routeApiKeyScopes = (request: FastifyRequest): readonly string[] | undefined => {
  const security = request.routeOptions.schema?.security as Record<string, string[]>[] | undefined;
  return security?.find((requirement) => "ApiKey" in requirement)?.ApiKey;
};

export type RequestCredentials = { user: UserRow; sessionId: string | undefined };

/**
 * The caller of a request, or undefined without (valid) session credentials. An API key is used alone (never
 * together with cookies) and refused outright: unknown, revoked or expired (401), a route that takes no keys or
 * needs a scope the key lacks (403), over its rate limit (429). Sets `request.apiKey` for a key.
 */
export const authenticateRequest = async (
  request: FastifyRequest,
): Promise<RequestCredentials | undefined> => {
  const token = readAccessToken(request);
  if (token === undefined) return undefined;
  if (!isApiKey(token)) return authenticateAccessToken(request.server.authDeps, token);

  const authenticated = await authenticateApiKey(request.server.authDeps, { secret: token, ip: request.ip });
  if (authenticated === undefined) {
    throw new AppError("Unauthorized", { message: "The API key is unknown, revoked or expired" });
  }
  const needed = routeApiKeyScopes(request);
  if (needed === undefined) throw new AppError("Forbidden", { message: "API keys cannot use this route" });
  const missing = needed.filter((scope) => !authenticated.key.scopes.includes(scope as ApiKeyScope));
  if (missing.length > 0) {
    throw new AppError("Forbidden", { message: `The API key lacks the scope ${missing.join(", ")}` });
  }
  request.apiKey = authenticated.key;
  const verdict = await request.server.apiKeyLimiter(request);
  if (!verdict.isAllowed && verdict.isExceeded) {
    const seconds = Math.max(1, verdict.ttlInSeconds);
    throw new AppError("TooManyRequests", {
      message: `This API key's rate limit is reached; try again in ${seconds} s`,
      headers: { "retry-after": String(seconds) },
    });
  }
  return { user: authenticated.user, sessionId: undefined };
};
