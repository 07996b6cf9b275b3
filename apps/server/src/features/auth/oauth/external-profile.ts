/** The external sign-in methods a server can offer besides e-mail and password. */
export const oauthProviders = ["github", "google", "openid"] as const;
export type OAuthProviderName = (typeof oauthProviders)[number];

/** What an identity provider told us about the person signing in, before any account is looked up. */
export type ExternalProfile = {
  provider: OAuthProviderName;
  /** Who vouches for `subject`: the OpenID issuer, or the GitHub server's address. */
  issuer: string;
  /** The provider's stable id for the person (GitHub user id, OpenID `sub`). */
  subject: string;
  /** Lower-cased; undefined when the provider shared no address. */
  email: string | undefined;
  /** Only true when the provider vouches that the person controls `email`. */
  emailVerified: boolean;
  name: string | undefined;
  /** A login name to base the username on (GitHub login, OpenID `preferred_username`). */
  username: string | undefined;
  picture: string | undefined;
};

export const normalizeEmail = (email: unknown): string | undefined =>
  typeof email === "string" && email.trim() !== "" ? email.trim().toLowerCase() : undefined;

export const optionalText = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
