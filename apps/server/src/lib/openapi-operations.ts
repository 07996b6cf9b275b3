import { type ApiKeyScope, ErrorResponseSchema } from "@vitae/schema";
import type { z } from "zod";

/**
 * What a route's `schema` says about credentials and failures in the OpenAPI document. Routes name their
 * own security and the errors only they know (404, 409, 423…); the errors every route of a kind can give
 * (400 on input, 401 with credentials, 403 from the origin check, 413/415 on a body, 429 when rate-limited, and
 * 414/431 from the HTTP parser on any request) are added to the document by plugins/openapi.ts from the route's
 * shape, so they cannot be forgotten.
 */

/** The cookie and header names here are the ones auth.cookies.ts reads. */
export const securitySchemes = {
  Authentication: {
    type: "apiKey",
    in: "cookie",
    name: "Authentication",
    description:
      "The access token (15 minutes), set by sign-in, 2FA and refresh. After a sign-in that answers " +
      "`2fa_required` the same cookie holds a short-lived 2FA-pending token that only the /auth/2fa/verify " +
      "and /auth/2fa/backup routes accept.",
  },
  BearerAuth: {
    type: "http",
    scheme: "bearer",
    description: "The same access token as the `Authentication` cookie, for clients without cookies.",
  },
  ApiKey: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "vitae_…",
    description:
      "A personal API key (`Authorization: Bearer vitae_…`), created in Settings → API keys. An operation lists " +
      "the scopes a key needs; operations without an `ApiKey` requirement (all account routes) refuse keys with " +
      "403. Keys are rate-limited per key; a revoked or expired key gets 401.",
  },
  Refresh: {
    type: "apiKey",
    in: "cookie",
    name: "Refresh",
    description: "The refresh token; sent only to /api/auth (refresh, logout). Each one works once.",
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof securitySchemes, string[]>>;

/** Needs a signed-in user: the access cookie or the same token as a bearer header. */
export const signedIn: SecurityRequirement[] = [{ Authentication: [] }, { BearerAuth: [] }];
/** Works for guests; a signed-in viewer is recognised (e.g. the owner of a private resume). */
export const optionalSession: SecurityRequirement[] = [{}, ...signedIn];
/** Needs the 2FA-pending token that a `2fa_required` sign-in put in the access cookie. */
export const pendingTwoFactor: SecurityRequirement[] = [{ Authentication: [] }];
/** Needs the refresh cookie. */
export const refreshCookie: SecurityRequirement[] = [{ Refresh: [] }];
/**
 * Also open to API keys that hold `scopes`. The route's check reads this same requirement
 * (features/auth/request-credentials.ts), so what the document says is what is enforced.
 */
export const withApiKey = (
  security: SecurityRequirement[],
  ...scopes: [ApiKeyScope, ...ApiKeyScope[]]
): SecurityRequirement[] => [...security, { ApiKey: scopes }];
/** Signed-in routes that read resumes; API keys with `resumes:read` too. */
export const readsResumes = withApiKey(signedIn, "resumes:read");
/** Signed-in routes that change resumes; API keys with `resumes:write` too. */
export const writesResumes = withApiKey(signedIn, "resumes:write");
/** No credentials at all. */
export const noCredentials: SecurityRequirement[] = [];

/** True when the operation refuses a request without credentials (no `{}` alternative). */
export const requiresCredentials = (security: readonly object[] | undefined): boolean =>
  security !== undefined && security.length > 0 && security.every((entry) => Object.keys(entry).length > 0);

/** True when API keys may call the operation (an `ApiKey` requirement, see withApiKey). */
export const acceptsApiKeys = (security: readonly object[] | undefined): boolean =>
  security?.some((entry) => "ApiKey" in entry) ?? false;

export const errorStatuses = [
  400, 401, 403, 404, 409, 412, 413, 414, 415, 422, 423, 429, 431, 500, 502, 503, 504,
] as const;
export type ErrorStatus = (typeof errorStatuses)[number];

/** What each status means across the API; a route passes its own words where it knows more. */
export const defaultErrorDescriptions: Record<ErrorStatus, string> = {
  400:
    "ValidationError: the request does not match its schema (`issues` names the fields), or a text holds a NUL " +
    "character or an unpaired surrogate (no field takes them: the database cannot store them), or another refusal",
  401: "Unauthorized: not signed in, the session has ended, or the API key is unknown, revoked or expired",
  403: "Forbidden: a state-changing request from another origin, an API key on a route it may not use, or not allowed",
  404: "NotFound: no such resource",
  409: "Conflict with the stored state",
  412: "PreconditionFailed: If-Match does not name the current version (the answer's ETag does)",
  413: "PayloadTooLarge: the request body is too large",
  414: "UriTooLong: the request line (the URL) is longer than the server reads",
  415: "The body's Content-Type is not accepted",
  422: "The request is well-formed but cannot be applied",
  423: "ResumeLocked: the resume is locked",
  429: "TooManyRequests: rate limit (of the address or the API key) reached; `retry-after` says when to try again",
  431: "HeadersTooLarge: the header fields are larger than the server reads",
  500: "SomethingWentWrong",
  502: "The upstream service failed",
  503: "Service unavailable",
  504: "The upstream service did not answer in time",
};

export type ErrorResponseEntry = {
  description: string;
  content: { "application/json": { schema: z.ZodType } };
};

/** One error response in the content form, so the schema stays the shared `ErrorResponse` component. */
export const errorResponse = (
  description: string,
  schema: z.ZodType = ErrorResponseSchema,
): ErrorResponseEntry => ({
  description,
  content: { "application/json": { schema } },
});

const isStatusList = (value: unknown): value is readonly ErrorStatus[] => Array.isArray(value);

/**
 * Response entries for a route's `schema.response`: `errorResponses([404, 423])` with the usual words, or
 * `errorResponses({ 404: "ResumeNotFound: private or unknown" })` with the route's own.
 */
export const errorResponses = (
  statuses: readonly ErrorStatus[] | Partial<Record<ErrorStatus, string>>,
): Partial<Record<ErrorStatus, ErrorResponseEntry>> => {
  const described: [ErrorStatus, string][] = isStatusList(statuses)
    ? statuses.map((status) => [status, defaultErrorDescriptions[status]])
    : Object.entries(statuses).map(([status, text]) => [Number(status) as ErrorStatus, String(text)]);
  return Object.fromEntries(described.map(([status, text]) => [status, errorResponse(text)]));
};

declare module "fastify" {
  interface FastifySchema {
    /**
     * Documents a multipart body the handler reads itself (e.g. with `request.file()`); never validated, since
     * Fastify hands such a request over without a parsed body. Used together with `consumes`.
     */
    multipartBody?: z.ZodType;
  }
}
