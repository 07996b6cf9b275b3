import { type ExternalProfile, normalizeEmail, optionalText } from "./external-profile.ts";
import type { AuthorizationRequest, CallbackInput, OAuthClientAdapter } from "./oauth-client.ts";
import { OAuthFlowError } from "./oauth-client.ts";

export type GitHubClientOptions = {
  clientId: string;
  clientSecret: string;
  /** https://github.com, or a GitHub Enterprise Server's address. */
  baseUrl: string;
  /** https://api.github.com, or `<server>/api/v3` on GitHub Enterprise Server. */
  apiUrl: string;
  /** Per request to GitHub. */
  timeoutMs?: number;
};

// The e-mail addresses (private ones included) are needed to find an account by a verified address.
const scope = "read:user user:email";

type GitHubTokenResponse = { access_token?: unknown; error?: unknown; error_description?: unknown };
type GitHubUser = { id?: unknown; login?: unknown; name?: unknown; avatar_url?: unknown };
type GitHubEmail = { email?: unknown; primary?: unknown; verified?: unknown };

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, "")}${path}`;

/**
 * GitHub's web application flow (OAuth 2, no OpenID Connect). PKCE (S256) is sent as well: GitHub checks it,
 * servers that predate it ignore the extra parameters.
 */
export const createGitHubClient = (options: GitHubClientOptions): OAuthClientAdapter => {
  const timeoutMs = options.timeoutMs ?? 10_000;

  const request = async (url: string, init: RequestInit): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new OAuthFlowError("OAuthFailed", `GitHub did not answer ${url}`, { cause: error });
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok || body === undefined) {
      throw new OAuthFlowError("OAuthFailed", `GitHub answered ${response.status} to ${url}`);
    }
    return body;
  };

  const api = (path: string, accessToken: string) =>
    request(joinUrl(options.apiUrl, path), {
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${accessToken}`,
        "x-github-api-version": "2022-11-28",
        // GitHub refuses API requests without a user agent.
        "user-agent": "Vitae",
      },
    });

  return {
    usesNonce: false,

    authorizationUrl: async ({ redirectUri, state, codeChallenge }: AuthorizationRequest) => {
      const url = new URL(joinUrl(options.baseUrl, "/login/oauth/authorize"));
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        scope,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
        allow_signup: "true",
      }).toString();
      return url;
    },

    complete: async ({ callbackUrl, redirectUri, codeVerifier }: CallbackInput): Promise<ExternalProfile> => {
      const code = callbackUrl.searchParams.get("code");
      if (!code) throw new OAuthFlowError("OAuthFailed", "GitHub sent no authorization code");

      const token = (await request(joinUrl(options.baseUrl, "/login/oauth/access_token"), {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": "application/x-www-form-urlencoded",
          "user-agent": "Vitae",
        },
        body: new URLSearchParams({
          client_id: options.clientId,
          client_secret: options.clientSecret,
          code,
          redirect_uri: redirectUri,
          code_verifier: codeVerifier,
        }),
      })) as GitHubTokenResponse;
      // GitHub reports a bad or expired code with 200 and an `error` field.
      if (typeof token.access_token !== "string" || token.access_token === "") {
        const reason = typeof token.error === "string" ? token.error : "no access token";
        throw new OAuthFlowError("OAuthFailed", `GitHub refused the code: ${reason}`);
      }

      const [user, emails] = await Promise.all([
        api("/user", token.access_token) as Promise<GitHubUser>,
        api("/user/emails", token.access_token) as Promise<GitHubEmail[]>,
      ]);
      if ((typeof user.id !== "number" && typeof user.id !== "string") || typeof user.login !== "string") {
        throw new OAuthFlowError("OAuthFailed", "GitHub sent a user without id or login");
      }
      // Only the primary address, and only once GitHub has verified it: a secondary or unverified address
      // proves nothing about the person signing in.
      const primary = Array.isArray(emails)
        ? emails.find((entry) => entry.primary === true && entry.verified === true)
        : undefined;

      return {
        provider: "github",
        issuer: options.baseUrl.replace(/\/+$/, ""),
        subject: String(user.id),
        email: normalizeEmail(primary?.email),
        emailVerified: primary !== undefined,
        name: optionalText(user.name),
        username: user.login,
        picture: optionalText(user.avatar_url),
      };
    },
  };
};
