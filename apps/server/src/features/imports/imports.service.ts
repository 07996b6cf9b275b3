import type { Config } from "../../config.ts";
import { AppError } from "../../lib/app-error.ts";
import { SafeFetchError, type SafeFetchOptions, safeFetch } from "../../lib/safe-fetch.ts";

/** Every server-side import source answers within these bounds, or the import fails with a clear message. */
const sourceLimits = { timeoutMs: 10_000, maxRedirects: 2, contentTypes: ["application/json"] } as const;
const lmsMaxBytes = 1024 * 1024;
const profileMaxBytes = 2 * 1024 * 1024;

export type ImportFetchOptions = Pick<SafeFetchOptions, "isAllowedAddress">;

/** The two learning-platform imports and the platform path each reads (docs/learning-platform.md). */
export const lmsPaths = { resume: "/v1/me/resume", profile: "/v1/me/profile" } as const;
export type LmsImportKind = keyof typeof lmsPaths;

/**
 * The platform's refresh token: the one the page sent, else a cookie of the platform's that reached Vitae (a shared
 * parent domain), named like `refreshToken` or `Authorization`. Vitae's own cookies never match those names.
 */
export const platformToken = (bodyToken: string | undefined, cookies: Record<string, string | undefined>) => {
  if (bodyToken !== undefined) return bodyToken.replace(/^Bearer\s+/i, "");
  const entry = Object.entries(cookies).find(
    ([name, value]) => /refreshToken|Authorization/i.test(name) && value !== undefined && value !== "",
  );
  return entry?.[1]?.replace(/^Bearer\s+/i, "");
};

const parseObject = (body: Buffer, source: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(body.toString("utf8"));
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new AppError("ImportSourceUnavailable", { message: `${source} did not answer with a JSON object` });
};

const fetchJson = async (
  url: string,
  source: string,
  options: SafeFetchOptions,
): Promise<Record<string, unknown>> => {
  try {
    const { body } = await safeFetch(url, { ...sourceLimits, ...options });
    return parseObject(body, source);
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.status === 401 || error.status === 403)
      throw new AppError("ImportNotSignedIn", {
        message: `${source} did not accept the credentials (${error.status})`,
      });
    throw new AppError("ImportSourceUnavailable", { message: `${source}: ${error.message}` });
  }
};

/** GETs the signed-in person's profile from the learning platform, with their platform token. */
export const fetchLmsProfile = async (
  config: Config,
  kind: LmsImportKind,
  token: string | undefined,
  fetchOptions: ImportFetchOptions,
) => {
  const base = config.imports.lmsApiUrl;
  if (base === undefined)
    throw new AppError("NotFound", {
      message: "The learning-platform import is not configured on this server",
    });
  if (token === undefined)
    throw new AppError("ImportNotSignedIn", {
      message: "No learning-platform session was found: sign in to the learning platform, then import",
    });
  // The platform is the operator's own service, so it may live on a private network (unlike the profile provider).
  const answer = await fetchJson(`${base}${lmsPaths[kind]}`, "The learning platform", {
    maxBytes: lmsMaxBytes,
    headers: { accept: "application/json", authorization: `Bearer ${token}` },
    isAllowedAddress: () => true,
    ...fetchOptions,
  });
  const data = answer.data;
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new AppError("ImportSourceUnavailable", {
      message: "The learning platform's answer has no `data` object",
    });
  return data as Record<string, unknown>;
};

/** GETs a LinkedIn profile through the configured provider, which only ever gets public addresses. */
export const fetchLinkedinProfile = async (
  config: Config,
  profileUrl: string,
  fetchOptions: ImportFetchOptions,
) => {
  const provider = config.imports.linkedinProfile;
  if (provider === undefined)
    throw new AppError("NotFound", {
      message: "The LinkedIn profile import is not configured on this server",
    });
  const url = new URL(provider.apiUrl);
  url.searchParams.set("url", profileUrl);
  return fetchJson(url.href, "The profile provider", {
    maxBytes: profileMaxBytes,
    headers: {
      accept: "application/json",
      ...(provider.apiKey === undefined ? {} : { authorization: `Bearer ${provider.apiKey}` }),
    },
    ...fetchOptions,
  });
};
