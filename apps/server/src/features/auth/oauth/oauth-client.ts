import type { ExternalProfile } from "./external-profile.ts";

/**
 * Why an external sign-in ended without a session. The callback sends the browser to
 * `/auth/login?error=<code>`, so the login page can explain it.
 */
export const oauthErrorCodes = [
  /** The callback does not belong to a sign-in this browser started (state or flow cookie missing/wrong). */
  "OAuthStateMismatch",
  /** The person declined at the provider. */
  "OAuthCancelled",
  /** The provider failed or sent something invalid (code exchange, ID token, user info). */
  "OAuthFailed",
  /** The provider shared no (verified primary, for GitHub) e-mail address. */
  "OAuthEmailMissing",
  /** The provider's address belongs to an account here, but the provider has not verified it. */
  "OAuthEmailUnverified",
  /** The address belongs to an account here whose owner never verified it; linking it could hand it over. */
  "OAuthAccountUnverified",
  /** No account has this address and sign-ups are disabled. */
  "SignupDisabled",
] as const;
export type OAuthErrorCode = (typeof oauthErrorCodes)[number];

export class OAuthFlowError extends Error {
  readonly code: OAuthErrorCode;

  constructor(code: OAuthErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "OAuthFlowError";
    this.code = code;
  }
}

export type AuthorizationRequest = {
  redirectUri: string;
  state: string;
  codeChallenge: string;
  nonce: string;
};

export type CallbackInput = {
  /** The callback URL as the provider sent the browser to it: the redirect URI plus its query. */
  callbackUrl: URL;
  redirectUri: string;
  state: string;
  codeVerifier: string;
  nonce: string;
};

/** One identity provider's side of the authorization code flow. */
export type OAuthClientAdapter = {
  /** OpenID Connect providers bind the ID token to the flow with a nonce; plain OAuth 2 has none. */
  usesNonce: boolean;
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Exchanges the code and reads the person's profile; throws OAuthFlowError. */
  complete(input: CallbackInput): Promise<ExternalProfile>;
};
