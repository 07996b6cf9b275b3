import { nameSchema, type Provider } from "@vitae/schema";
import type { UserRow } from "../../../db/schema.ts";
import type { AuthDeps } from "../auth.deps.ts";
import { findUserByEmail, insertUser } from "../user.repo.ts";
import { availableUsername } from "../username.ts";
import type { ExternalProfile } from "./external-profile.ts";
import { findUserByIdentity, type IdentityKey, linkIdentity } from "./oauth-identity.repo.ts";

/** What an identity provider (or the learning platform) asserts about a person. */
export type ExternalClaims = Pick<
  ExternalProfile,
  "email" | "emailVerified" | "name" | "username" | "picture"
> & {
  /** Recorded on an account this sign-in creates. */
  provider: Provider;
  /** A stable identity to link, so a returning person is found even after an e-mail change; none for the platform. */
  identity?: IdentityKey;
};

export type ExternalAccountRefusal =
  | "OAuthEmailMissing"
  | "OAuthEmailUnverified"
  | "OAuthAccountUnverified"
  | "SignupDisabled";

export type ExternalAccountResult =
  | { ok: true; user: UserRow; created: boolean }
  | { ok: false; reason: ExternalAccountRefusal };

type Deps = Pick<AuthDeps, "db" | "config">;

const maxPictureLength = 2048;

const httpUrl = (value: string | undefined): string | null => {
  if (value === undefined || value.length > maxPictureLength) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
};

// Providers allow names the profile schema does not (one letter, very long): fall back to the username.
const accountName = (name: string | undefined, username: string): string => {
  const trimmed = name?.slice(0, 255).trim();
  return trimmed !== undefined && nameSchema.safeParse(trimmed).success ? trimmed : username;
};

const usernameBase = (claims: ExternalClaims, email: string): string =>
  // preferred_username is sometimes an e-mail address; its local part is the useful bit.
  claims.username?.split("@")[0] || email.split("@")[0] || "user";

const refuse = (reason: ExternalAccountRefusal): ExternalAccountResult => ({ ok: false, reason });

const signIn = async (deps: Deps, user: UserRow, claims: ExternalClaims, created: boolean) => {
  if (claims.identity !== undefined) {
    await linkIdentity(deps.db, { ...claims.identity, provider: claims.provider, userId: user.id });
  }
  return { ok: true, user, created } as const;
};

/**
 * The one rule for every external sign-in (GitHub, Google, OpenID Connect, the learning platform):
 *
 * 1. An identity linked before signs in to its account.
 * 2. Otherwise an account with the same e-mail is used only when BOTH sides verified the address: the provider
 *    (else anyone could claim the address there) and the account's owner (else whoever registered the address
 *    here without proving it, say to pre-empt its owner, would share the account). Never by username.
 * 3. Otherwise a new account, unless sign-ups are disabled.
 */
export const resolveExternalAccount = async (
  deps: Deps,
  claims: ExternalClaims,
): Promise<ExternalAccountResult> => {
  if (claims.identity !== undefined) {
    const linked = await findUserByIdentity(deps.db, claims.identity);
    if (linked !== undefined) return { ok: true, user: linked, created: false };
  }
  const email = claims.email;
  if (email === undefined) return refuse("OAuthEmailMissing");

  // Two callbacks of the same person can race to create the account: the loser finds the winner's row.
  for (let attempt = 1; ; attempt += 1) {
    const existing = await findUserByEmail(deps.db, email);
    if (existing !== undefined) {
      if (!claims.emailVerified) return refuse("OAuthEmailUnverified");
      if (!existing.emailVerified) return refuse("OAuthAccountUnverified");
      return signIn(deps, existing, claims, false);
    }
    if (deps.config.auth.disableSignup) return refuse("SignupDisabled");

    const username = await availableUsername(deps.db, usernameBase(claims, email));
    try {
      const user = await insertUser(
        deps.db,
        {
          name: accountName(claims.name, username),
          username,
          email,
          picture: httpUrl(claims.picture),
          provider: claims.provider,
          emailVerified: claims.emailVerified,
        },
        { passwordHash: null },
      );
      return await signIn(deps, user, claims, true);
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
};
