import { apiKeyPrefix } from "@vitae/schema";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** In development the Vite dev and preview servers proxy /api, and browsers send their origin. */
const developmentOrigins = [
  "http://localhost:5173",
  "http://localhost:4173",
  "http://127.0.0.1:5173",
  "http://127.0.0.1:4173",
];

export type OriginCheckOptions = {
  publicUrl: string;
  /** ALLOWED_ORIGINS, already normalised to `scheme://host[:port]`. */
  allowedOrigins?: readonly string[];
  development: boolean;
};

const normalise = (origin: string): string | undefined => {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The address the browser used to reach this server: the Host header and the connection's scheme, or
 * X-Forwarded-Host / X-Forwarded-Proto when TRUST_PROXY is on (Fastify's `request.host` and `request.protocol`
 * read those headers only then, so a direct client cannot fake them).
 */
const ownOrigin = (request: FastifyRequest) => normalise(`${request.protocol}://${request.host}`);

/**
 * A script's request with an API key and no cookies: a browser adds no such header to a cross-site request by
 * itself, and without cookies there is no ambient credential a forged request could borrow. A request with any
 * cookie is checked as usual, key or not (the key alone authenticates it, but its cookies could reach a route
 * that reads them).
 */
const isApiKeyOnly = (request: FastifyRequest): boolean =>
  request.headers.cookie === undefined &&
  request.headers.authorization?.startsWith(`Bearer ${apiKeyPrefix}`) === true;

/**
 * CSRF defence in depth on top of SameSite=Lax cookies: a state-changing /api request whose Origin is neither the
 * request's own origin, PUBLIC_URL, nor in ALLOWED_ORIGINS is refused with 403 `Forbidden`, with a message that names
 * the origin and the setting to change. Requests without an Origin header (same-origin GETs, curl,
 * server-to-server) pass; browsers always send one on cross-origin POST, PUT, PATCH and DELETE. API-key requests
 * without cookies pass too (isApiKeyOnly).
 */
export const registerOriginCheck = (
  app: FastifyInstance,
  { publicUrl, allowedOrigins = [], development }: OriginCheckOptions,
) => {
  const allowed = new Set([
    new URL(publicUrl).origin,
    ...allowedOrigins,
    ...(development ? developmentOrigins : []),
  ]);
  app.addHook("onRequest", async (request) => {
    if (!stateChanging.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    if (origin === undefined || isApiKeyOnly(request)) return;
    const normalised = normalise(origin);
    if (normalised !== undefined && (allowed.has(normalised) || normalised === ownOrigin(request))) return;
    throw new AppError("Forbidden", {
      message: `Requests from ${origin} are not allowed. Add it to ALLOWED_ORIGINS or set PUBLIC_URL.`,
    });
  });
};
