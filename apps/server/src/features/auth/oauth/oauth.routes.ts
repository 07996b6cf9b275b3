import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as client from "openid-client";
import type { Config } from "../../../config.ts";
import { errorHandler } from "../../../lib/error-handler.ts";
import { noCredentials } from "../../../lib/openapi-operations.ts";
import { setSessionCookies } from "../auth.cookies.ts";
import { safeEqual } from "../crypto.ts";
import { startSession } from "../session.service.ts";
import { resolveExternalAccount } from "./external-account.service.ts";
import type { ExternalProfile, OAuthProviderName } from "./external-profile.ts";
import { flowCookieName, flowMaxAgeSeconds, openFlow, sealFlow } from "./flow-cookie.ts";
import { type OAuthClientAdapter, type OAuthErrorCode, OAuthFlowError } from "./oauth-client.ts";
import { createProviderClients } from "./providers.ts";

export type OAuthRoutesOptions = {
  /** Replaces the clients made from the configuration (tests point a provider at a local server). */
  clients?: Partial<Record<OAuthProviderName, OAuthClientAdapter>>;
};

// Per IP: a person starts a sign-in a few times a minute at most; a script hammering the provider does more.
const rateLimit = { max: 20, timeWindow: "1 minute" } as const;

const cookieOptions = (config: Config, path: string) => ({
  httpOnly: true,
  // Lax: the cookie must come back with the provider's top-level GET redirect to the callback.
  sameSite: "lax" as const,
  secure: config.publicUrl.startsWith("https:"),
  path,
});

/**
 * `GET /api/auth/{provider}` starts a sign-in and `GET /api/auth/{provider}/callback` completes it, for every
 * configured provider. The callback changes state (it creates accounts and sessions) although it is a GET: the
 * provider sends the browser back with a redirect, which is a GET by protocol. It only completes a flow that this
 * browser started: the state parameter must match the encrypted, short-lived cookie set by the start route, and
 * the PKCE verifier and nonce in that cookie bind the code and the ID token to the same flow.
 */
export const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (app, options) => {
  const deps = app.authDeps;
  const { config } = deps;
  const clients = options.clients ?? createProviderClients(config);

  const toWebApp = (reply: FastifyReply, path: string, query: Record<string, string>) =>
    reply
      .header("cache-control", "no-store")
      .header("referrer-policy", "no-referrer")
      .redirect(`${config.publicUrl}${path}?${new URLSearchParams(query).toString()}`, 302);

  // These routes are browser navigations: a server fault still lands on a page that can explain it.
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === "number" && status < 500) return errorHandler(error, request, reply);
    request.log.error({ err: error }, "external sign-in failed");
    return toWebApp(reply, "/auth/login", { error: "OAuthFailed" });
  });

  for (const [provider, oauthClient] of Object.entries(clients) as [
    OAuthProviderName,
    OAuthClientAdapter,
  ][]) {
    const startPath = `${app.prefix}/${provider}`;
    const operationName = `${provider.charAt(0).toUpperCase()}${provider.slice(1)}`;
    const redirectUri = `${config.publicUrl}${startPath}/callback`;
    const cookieName = flowCookieName(provider);

    const fail = (request: FastifyRequest, reply: FastifyReply, code: OAuthErrorCode, error?: unknown) => {
      if (error === undefined || code !== "OAuthFailed") {
        request.log.info({ provider, code }, "external sign-in refused");
      } else {
        request.log.warn({ provider, code, err: error }, "external sign-in failed");
      }
      return toWebApp(reply, "/auth/login", { error: code });
    };

    app.get(
      `/${provider}`,
      {
        config: { rateLimit },
        schema: {
          tags: ["auth"],
          summary: `Sign in with ${provider}`,
          operationId: `start${operationName}SignIn`,
          security: noCredentials,
          description: "Redirects (302) to the provider, which sends the browser back to the callback route.",
        },
      },
      async (request, reply) => {
        const flow = {
          state: client.randomState(),
          codeVerifier: client.randomPKCECodeVerifier(),
          nonce: client.randomNonce(),
        };
        let authorizationUrl: URL;
        try {
          authorizationUrl = await oauthClient.authorizationUrl({
            redirectUri,
            state: flow.state,
            nonce: flow.nonce,
            codeChallenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
          });
        } catch (error) {
          return fail(request, reply, "OAuthFailed", error);
        }
        reply.setCookie(cookieName, await sealFlow(config, provider, flow), {
          ...cookieOptions(config, startPath),
          maxAge: flowMaxAgeSeconds,
        });
        return reply.header("cache-control", "no-store").redirect(authorizationUrl.href, 302);
      },
    );

    app.get(
      `/${provider}/callback`,
      {
        config: { rateLimit },
        schema: {
          tags: ["auth"],
          summary: `Complete a ${provider} sign-in`,
          operationId: `complete${operationName}SignIn`,
          // The flow cookie the start route set ties the callback to this browser; it is no session.
          security: noCredentials,
          description:
            "Where the provider sends the browser back. Ends at `/auth/callback?status=authenticated|2fa_required` " +
            "with the session cookies set, or at `/auth/login?error=<code>`. Takes the provider's authorization " +
            "response (`code`, `state`, `iss`, or `error`). A GET that signs in: the OAuth redirect is a GET, and " +
            "the flow cookie set by the start route ties it to this browser.",
        },
      },
      async (request, reply) => {
        const flow = await openFlow(config, provider, request.cookies[cookieName]);
        reply.clearCookie(cookieName, cookieOptions(config, startPath));
        // Read as sent rather than through a schema: whatever arrives, the browser must land on a page.
        const query = new URL(request.url, "http://callback.invalid").searchParams;
        const state = query.get("state") ?? undefined;
        const error = query.get("error") ?? undefined;
        if (flow === undefined || state === undefined || !safeEqual(state, flow.state)) {
          return fail(request, reply, "OAuthStateMismatch");
        }
        if (error !== undefined) {
          return fail(request, reply, error === "access_denied" ? "OAuthCancelled" : "OAuthFailed");
        }

        let profile: ExternalProfile;
        try {
          // Built from the configured address, never from the request's Host header.
          const callbackUrl = new URL(redirectUri);
          callbackUrl.search = query.toString();
          profile = await oauthClient.complete({ callbackUrl, redirectUri, ...flow });
        } catch (failure) {
          if (failure instanceof OAuthFlowError) {
            return fail(request, reply, failure.code, failure.cause ?? failure);
          }
          throw failure;
        }

        const account = await resolveExternalAccount(deps, {
          ...profile,
          identity: { issuer: profile.issuer, subject: profile.subject },
        });
        if (!account.ok) return fail(request, reply, account.reason);

        const { user } = account;
        const tokens = await startSession(deps, user, {
          twoFactorPending: user.twoFactorEnabled,
          userAgent: request.headers["user-agent"],
        });
        setSessionCookies(reply, tokens, config);
        request.log.info({ provider, userId: user.id, created: account.created }, "external sign-in");
        return toWebApp(reply, "/auth/callback", {
          status: user.twoFactorEnabled ? "2fa_required" : "authenticated",
        });
      },
    );
  }
};
