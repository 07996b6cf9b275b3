import { createSecretKey, type KeyObject, randomBytes } from "node:crypto";
import { decodeProtectedHeader, type JWTPayload, jwtVerify, SignJWT } from "jose";
import type { Config } from "../../config.ts";
import { tokenKeys } from "./token-secrets.ts";

export const tokenTypes = ["access", "refresh", "2fa_pending"] as const;
export type TokenType = (typeof tokenTypes)[number];

/** Lifetimes in seconds. */
export const tokenLifetimes = {
  access: 15 * 60,
  refresh: 7 * 24 * 60 * 60,
  "2fa_pending": 5 * 60,
} as const satisfies Record<TokenType, number>;

const algorithm = "HS256";
const issuer = "vitae";
// Header parameters that point a verifier at another key; our tokens never carry them, so their presence means
// a forged token trying to pick its own key.
const refusedHeaders = ["kid", "jku", "jwk", "x5u", "x5c", "x5t", "x5t#S256", "crit"] as const;

export type TokenClaims = {
  tokenType: TokenType;
  /** User id. */
  sub: string;
  /** Session id (access and refresh tokens). */
  sid?: string;
  jti?: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
};

// jose imports a raw Uint8Array secret into a CryptoKey on every call; a KeyObject made once per secret skips
// that work on every signed-in request.
const keyObjects = new WeakMap<Uint8Array, KeyObject>();
const keyFor = (config: Config, type: TokenType): KeyObject => {
  const secret = type === "refresh" ? tokenKeys(config).refresh : tokenKeys(config).access;
  let key = keyObjects.get(secret);
  if (key === undefined) {
    key = createSecretKey(secret);
    keyObjects.set(secret, key);
  }
  return key;
};

export type SignTokenOptions = { userId: string; sessionId?: string };

export const signToken = async (
  config: Config,
  type: TokenType,
  { userId, sessionId }: SignTokenOptions,
): Promise<string> =>
  new SignJWT({ tokenType: type, ...(sessionId === undefined ? {} : { sid: sessionId }) })
    .setProtectedHeader({ alg: algorithm, typ: "JWT" })
    .setSubject(userId)
    .setIssuer(issuer)
    .setIssuedAt()
    // A unique id makes every refresh token distinct, even two issued within the same second.
    .setJti(randomBytes(16).toString("base64url"))
    .setExpirationTime(`${tokenLifetimes[type]}s`)
    .sign(keyFor(config, type));

const isString = (value: unknown): value is string => typeof value === "string" && value.length > 0;

/**
 * Verifies a token of exactly `type`: HS256 with our key only, no key-selecting header, our issuer, not expired,
 * and the token-type claim matching (so a refresh or 2FA-pending token never passes as an access token).
 * Returns undefined for anything else.
 */
export const verifyToken = async (
  config: Config,
  type: TokenType,
  token: string,
): Promise<TokenClaims | undefined> => {
  try {
    const header = decodeProtectedHeader(token);
    if (header.alg !== algorithm || refusedHeaders.some((name) => name in header)) return undefined;
    const { payload } = await jwtVerify<JWTPayload & { tokenType?: unknown; sid?: unknown }>(
      token,
      keyFor(config, type),
      { algorithms: [algorithm], issuer, requiredClaims: ["exp", "iat", "sub"] },
    );
    if (payload.tokenType !== type || !isString(payload.sub)) return undefined;
    if (type !== "2fa_pending" && !isString(payload.sid)) return undefined;
    return {
      tokenType: type,
      sub: payload.sub,
      ...(isString(payload.sid) ? { sid: payload.sid } : {}),
      ...(isString(payload.jti) ? { jti: payload.jti } : {}),
      exp: payload.exp ?? 0,
    };
  } catch {
    return undefined;
  }
};
