import type { AuthStatus } from "@vitae/schema";
import { emailSchema } from "@vitae/schema";
import {
  createRemoteJWKSet,
  decodeProtectedHeader,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
  type ProtectedHeaderParameters,
} from "jose";
import { z } from "zod";
import type { Config } from "../../config.ts";
import type { UserRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { type AuthDeps, resolveExternalAccount, type SessionTokens, startSession } from "../auth/index.ts";
import { rememberTokenId } from "./used-token.repo.ts";

/** A hand-off token older than this is refused, whatever its `exp` says. */
export const coachTokenMaxAgeSeconds = 5 * 60;
/** Tolerated clock difference between the platform and this server. */
const clockToleranceSeconds = 30;

const sharedSecretAlgorithms = ["HS256"];
const publicKeyAlgorithms = ["RS256", "ES256"];

// Header parameters that embed a key or point at one: the key comes from our configuration, never the token.
const keyCarryingHeaders = ["jku", "jwk", "x5u", "x5c"] as const;

const CoachClaimsSchema = z.object({
  jti: z.string().min(1).max(255),
  iat: z.number(),
  exp: z.number().optional(),
  email: emailSchema,
  name: z.string().max(1000).optional(),
  username: z.string().max(1000).optional(),
  picture: z.string().max(2048).optional(),
});
export type CoachClaims = z.infer<typeof CoachClaimsSchema>;

/** Verifies a hand-off token (signature, algorithm, age, claims); throws `InvalidToken`. Single use is not its part. */
export type CoachTokenVerifier = (token: string) => Promise<CoachClaims>;

const invalid = (reason: string, cause?: unknown) =>
  new AppError("InvalidToken", { message: `The learning-platform token is invalid: ${reason}`, cause });

/**
 * The verifier for the configured mode, or undefined when the hand-off is not configured. Each mode pins its
 * algorithms (HS256 for the shared secret, RS256/ES256 for the JWKS), so a token cannot choose how it is
 * checked: `alg: none`, an HMAC signed with a public key, or an algorithm of the other mode are refused.
 */
export const createCoachTokenVerifier = (coach: Config["coach"]): CoachTokenVerifier | undefined => {
  const secret = coach.jwtSecret === undefined ? undefined : new TextEncoder().encode(coach.jwtSecret);
  // jose fetches the JWKS on first use, caches it, and fetches again (rate limited) for an unknown `kid`.
  const jwks: JWTVerifyGetKey | undefined =
    coach.jwksUrl === undefined
      ? undefined
      : createRemoteJWKSet(new URL(coach.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 });
  if (secret === undefined && jwks === undefined) return undefined;

  return async (token) => {
    let header: ProtectedHeaderParameters;
    try {
      header = decodeProtectedHeader(token);
    } catch (error) {
      throw invalid("not a signed JWT", error);
    }
    if (keyCarryingHeaders.some((name) => name in header)) throw invalid("it names its own key");

    const options = {
      requiredClaims: ["iat", "jti"],
      maxTokenAge: coachTokenMaxAgeSeconds,
      clockTolerance: clockToleranceSeconds,
    };
    let payload: JWTPayload;
    try {
      if (secret !== undefined && sharedSecretAlgorithms.includes(String(header.alg))) {
        ({ payload } = await jwtVerify(token, secret, { ...options, algorithms: sharedSecretAlgorithms }));
      } else if (jwks !== undefined && publicKeyAlgorithms.includes(String(header.alg))) {
        ({ payload } = await jwtVerify(token, jwks, { ...options, algorithms: publicKeyAlgorithms }));
      } else {
        throw new Error(`algorithm ${String(header.alg)} is not accepted`);
      }
    } catch (error) {
      throw invalid(error instanceof Error ? error.message : "verification failed", error);
    }

    const claims = CoachClaimsSchema.safeParse(payload);
    if (!claims.success) {
      throw invalid(
        claims.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; "),
      );
    }
    return claims.data;
  };
};

export type CoachSignIn = { status: AuthStatus; user: UserRow; tokens: SessionTokens };

/**
 * The learning platform's hand-off: a verified, fresh, unused token signs its person in. The platform vouches
 * for the address, so the account is found by e-mail (under the same linking rule as the OAuth providers) or
 * created with the address verified, unless sign-ups are disabled.
 */
export const signInWithCoachToken = async (
  deps: Pick<AuthDeps, "db" | "config">,
  { verify, token, userAgent }: { verify: CoachTokenVerifier; token: string; userAgent?: string | undefined },
): Promise<CoachSignIn> => {
  const claims = await verify(token);

  const now = new Date();
  // Remembered for as long as the token could pass the checks above, then forgotten.
  const acceptedUntil = Math.min(
    claims.exp ?? Number.POSITIVE_INFINITY,
    claims.iat + coachTokenMaxAgeSeconds,
  );
  const fresh = await rememberTokenId(deps.db, {
    id: `coach:${claims.jti}`,
    expiresAt: new Date((acceptedUntil + clockToleranceSeconds) * 1000),
    now,
  });
  if (!fresh) throw invalid("it was already used");

  const account = await resolveExternalAccount(deps, {
    // Platform users get no password; they may set one with "forgot password", like any e-mail account.
    provider: "email",
    email: claims.email,
    emailVerified: true,
    name: claims.name,
    username: claims.username,
    picture: claims.picture,
  });
  if (!account.ok) {
    switch (account.reason) {
      case "SignupDisabled":
        throw new AppError("SignupDisabled");
      case "OAuthAccountUnverified":
        throw new AppError("UserAlreadyExists", {
          message: "An account with this e-mail exists but its address was never verified; verify it first",
        });
      default:
        throw invalid(account.reason);
    }
  }

  const { user } = account;
  const tokens = await startSession(deps, user, { twoFactorPending: user.twoFactorEnabled, userAgent });
  return { status: user.twoFactorEnabled ? "2fa_required" : "authenticated", user, tokens };
};
