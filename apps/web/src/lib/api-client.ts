import type { ErrorResponse } from "@vitae/schema";
import { z } from "zod";
import { i18n } from "./i18n";

const API_BASE = "/api";
const REFRESH_PATH = "/auth/refresh";

/**
 * Calls where a 401/403 means "wrong credentials" or "no session to end" rather than "access token expired";
 * refreshing and retrying them would only repeat the failure.
 */
const NO_REFRESH_PATHS = new Set([
  REFRESH_PATH,
  "/auth/login",
  "/auth/logout",
  "/auth/register",
  "/auth/2fa/verify",
  "/auth/2fa/backup",
  "/auth/coachIntegration",
  "/auth/forgot-password",
  "/auth/reset-password",
]);

/**
 * Whether a refused call may be a session that ran out. A review link's routes answer InvalidToken for the
 * link (revoked, expired): a guest reviewer has no session to refresh, and must not be sent to sign in.
 */
const refreshes = (path: string): boolean => !NO_REFRESH_PATHS.has(path) && !path.startsWith("/review/");

type Issue = NonNullable<ErrorResponse["issues"]>[number];

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  /** The server's message code; may be one this client does not know, or null when the body was not JSON. */
  readonly code: string | null;
  readonly issues: readonly Issue[];
  /** The whole answer, for codes that carry more (ResumeConflict carries the stored resume). */
  readonly body: unknown;
  /** Seconds the server asked to wait before trying again (its Retry-After header), when it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor({
    status,
    code,
    message,
    issues = [],
    body,
    retryAfterSeconds,
  }: {
    status: number;
    code: string | null;
    message: string;
    issues?: readonly Issue[];
    body?: unknown;
    retryAfterSeconds?: number | undefined;
  }) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** Plain values are sent as JSON; FormData and Blob bodies are sent as they are. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets a request outlive the page (saving on unload). */
  keepalive?: boolean;
};

/** A request whose answer is parsed with a shared schema rather than trusted as it is. */
export type ParsedRequestOptions<S extends z.ZodType> = RequestOptions & { schema: S };

/** Code of the ApiError thrown when a successful answer does not match the schema the client expects. */
export const INVALID_RESPONSE = "InvalidResponse";

let refreshInFlight: Promise<boolean> | null = null;
let sessionExpiredHandler: () => void = () => {};

/** Registers what happens when the session cannot be refreshed (the app clears the user and goes to login). */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const url = `${API_BASE}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function buildInit(options: RequestOptions): RequestInit {
  const headers = new Headers(options.headers);
  headers.set("Accept", "application/json");
  // The server answers errors in the interface's language too (when the code has no text of ours, say).
  if (i18n.language) headers.set("Accept-Language", i18n.language);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    // A caller may name a JSON media type of its own (a JSON Patch).
    if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }
  const init: RequestInit = {
    method: options.method ?? "GET",
    credentials: "include",
    headers,
  };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;
  return init;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Retry-After in seconds (the delay form; the date form is not sent by our server). */
function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get("Retry-After") ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function toApiError(response: Response, body: unknown): ApiError {
  const retryAfterSeconds = retryAfterOf(response);
  if (typeof body === "object" && body !== null) {
    const { code, message, issues } = body as Partial<ErrorResponse>;
    return new ApiError({
      status: response.status,
      code: typeof code === "string" ? code : null,
      message: typeof message === "string" ? message : response.statusText,
      issues: Array.isArray(issues) ? issues : [],
      body,
      retryAfterSeconds,
    });
  }
  return new ApiError({
    status: response.status,
    code: null,
    message: typeof body === "string" && body ? body : response.statusText,
    retryAfterSeconds,
  });
}

/** One refresh for any number of requests that failed together; false when the session is gone. */
function refreshSession(): Promise<boolean> {
  refreshInFlight ??= (async () => {
    try {
      const response = await fetch(buildUrl(REFRESH_PATH, undefined), buildInit({ method: "POST" }));
      if (!response.ok) sessionExpiredHandler();
      return response.ok;
    } catch {
      sessionExpiredHandler();
      return false;
    } finally {
      refreshInFlight = null;
    }
  })();
  return refreshInFlight;
}

/**
 * Only these codes mean "the access token is missing, expired or refused". Other 401/403 answers
 * (a wrong password when deleting the account, a wrong 2FA code) are the user's input failing,
 * and a refresh would neither help nor be harmless: it rotates the session for nothing.
 */
const SESSION_FAILURE_CODES = new Set(["Unauthorized", "InvalidToken", "Forbidden"]);

const isSessionFailure = (response: Response, body: unknown): boolean =>
  (response.status === 401 || response.status === 403) &&
  typeof body === "object" &&
  body !== null &&
  SESSION_FAILURE_CODES.has(String((body as { code?: unknown }).code));

async function send(path: string, options: RequestOptions): Promise<{ response: Response; body: unknown }> {
  const url = buildUrl(path, options.query);
  let response = await fetch(url, buildInit(options));
  let body = await readBody(response);

  if (isSessionFailure(response, body) && refreshes(path) && (await refreshSession())) {
    response = await fetch(url, buildInit(options));
    body = await readBody(response);
  }

  if (!response.ok) throw toApiError(response, body);
  return { response, body };
}

/**
 * A request; with `schema`, the answer is parsed at this boundary, so a server and client that disagree give
 * one clear ApiError (code InvalidResponse, reported to the console with the failing paths) instead of a
 * crash deep in a component or wrong data on screen.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ParsedRequestOptions<S>,
): Promise<z.infer<S>>;
export async function apiRequest(
  path: string,
  options: RequestOptions & { schema: z.ZodType },
): Promise<unknown> {
  const { response, body } = await send(path, options);
  const parsed = options.schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues.map((issue) => issue.path.join(".") || "(root)").join(", ");
  console.error(`Unexpected answer from ${options.method ?? "GET"} ${path} at ${where}`, parsed.error.issues);
  throw new ApiError({
    status: response.status,
    code: INVALID_RESPONSE,
    message: `The server's answer to ${path} was not understood (${where}).`,
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    body,
  });
}

type BodylessOptions = Omit<RequestOptions, "method" | "body">;

/** The answer of a route that answers 204: nothing, and anything else is not understood. */
export const noContent = z.undefined();

/** Requests by method; every one names the schema its answer must match (`noContent` for 204). */
export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: BodylessOptions) =>
    apiRequest(path, { ...options, method: "GET", schema }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: BodylessOptions) =>
    apiRequest(path, { ...options, method: "POST", body, schema }),
  patch: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: BodylessOptions) =>
    apiRequest(path, { ...options, method: "PATCH", body, schema }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: BodylessOptions) =>
    apiRequest(path, { ...options, method: "PUT", body, schema }),
  /** A body is optional: deleting the account carries the password that confirms it. */
  delete: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: BodylessOptions) =>
    apiRequest(path, { ...options, method: "DELETE", body, schema }),
};
