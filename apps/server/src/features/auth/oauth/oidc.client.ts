import * as client from "openid-client";
import {
  type ExternalProfile,
  normalizeEmail,
  type OAuthProviderName,
  optionalText,
} from "./external-profile.ts";
import {
  type AuthorizationRequest,
  type CallbackInput,
  type OAuthClientAdapter,
  OAuthFlowError,
} from "./oauth-client.ts";

export type OidcClientOptions = {
  provider: Extract<OAuthProviderName, "google" | "openid">;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Per request to the provider, discovery included. */
  timeoutSeconds?: number;
};

export const googleIssuer = "https://accounts.google.com";

const scope = "openid email profile";

// Servers that list no methods support client_secret_basic (OpenID Connect Discovery 1.0 §3).
const clientAuthentication = (metadata: client.ServerMetadata, clientSecret: string): client.ClientAuth => {
  const supported = metadata.token_endpoint_auth_methods_supported;
  if (supported === undefined || supported.includes("client_secret_basic")) {
    return client.ClientSecretBasic(clientSecret);
  }
  return client.ClientSecretPost(clientSecret);
};

/** Some providers send `"true"` rather than `true`. Anything else is not a verification. */
const isVerified = (value: unknown) => value === true || value === "true";

const toProfile = (
  provider: OidcClientOptions["provider"],
  claims: Record<string, unknown>,
  idToken: { iss: string; sub: string },
): ExternalProfile => {
  const given = optionalText(claims.given_name);
  const family = optionalText(claims.family_name);
  const email = normalizeEmail(claims.email);
  return {
    provider,
    issuer: idToken.iss,
    subject: idToken.sub,
    email,
    emailVerified: email !== undefined && isVerified(claims.email_verified),
    name: optionalText(claims.name) ?? optionalText([given, family].filter(Boolean).join(" ")),
    username: optionalText(claims.preferred_username) ?? optionalText(claims.nickname),
    picture: optionalText(claims.picture),
  };
};

/**
 * Authorization code flow with PKCE, state and nonce against any OpenID Connect provider, found by discovery
 * of its issuer. openid-client validates the ID token (signature from the provider's JWKS, issuer, audience,
 * expiry, nonce) and the `iss` response parameter when the provider sends one.
 */
export const createOidcClient = (options: OidcClientOptions): OAuthClientAdapter => {
  const timeout = options.timeoutSeconds ?? 10;
  const issuer = new URL(options.issuer);
  // An http issuer is only possible when an operator configured one (a provider on the same host or a test).
  const insecure = issuer.protocol === "http:";
  let configuration: Promise<client.Configuration> | undefined;

  const discover = async (): Promise<client.Configuration> => {
    const discovered = await client.discovery(issuer, options.clientId, undefined, undefined, {
      timeout,
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
    });
    const metadata = discovered.serverMetadata();
    const configured = new client.Configuration(
      metadata,
      options.clientId,
      { client_secret: options.clientSecret },
      clientAuthentication(metadata, options.clientSecret),
    );
    configured.timeout = timeout;
    if (insecure) client.allowInsecureRequests(configured);
    return configured;
  };

  // Discovered once, on first use, so a provider that is down does not stop the server from starting; a failed
  // discovery is tried again by the next sign-in.
  const getConfiguration = () => {
    configuration ??= discover().catch((error: unknown) => {
      configuration = undefined;
      throw new OAuthFlowError("OAuthFailed", `OpenID Connect discovery of ${options.issuer} failed`, {
        cause: error,
      });
    });
    return configuration;
  };

  return {
    usesNonce: true,

    authorizationUrl: async ({ redirectUri, state, codeChallenge, nonce }: AuthorizationRequest) =>
      client.buildAuthorizationUrl(await getConfiguration(), {
        redirect_uri: redirectUri,
        scope,
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      }),

    complete: async ({ callbackUrl, state, codeVerifier, nonce }: CallbackInput) => {
      const config = await getConfiguration();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (idToken === undefined) throw new Error("no ID token");
        let claims: Record<string, unknown> = idToken;
        // Many providers put the profile claims only in the user info answer, not in the ID token.
        if (idToken.email === undefined && config.serverMetadata().userinfo_endpoint !== undefined) {
          const userInfo = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
          claims = { ...userInfo, ...idToken };
        }
        return toProfile(options.provider, claims, idToken);
      } catch (error) {
        if (error instanceof OAuthFlowError) throw error;
        throw new OAuthFlowError("OAuthFailed", `The ${options.provider} sign-in could not be completed`, {
          cause: error,
        });
      }
    },
  };
};
