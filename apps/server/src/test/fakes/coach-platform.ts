import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";

export type CoachClaimsInput = JWTPayload & {
  email?: string;
  name?: string;
  username?: string;
  picture?: string;
};

export type SignOptions = {
  /** Seconds since the epoch; now by default. `null` leaves `iat` out. */
  issuedAt?: number | null;
  /** Seconds since the epoch; none by default (the server's 5-minute limit applies). */
  expiresAt?: number;
  /** A random id by default; `null` leaves `jti` out. */
  jti?: string | null;
  alg?: string;
  kid?: string;
};

const now = () => Math.floor(Date.now() / 1000);

/** A token the way the learning platform signs one. */
export const signCoachToken = async (
  key: Parameters<SignJWT["sign"]>[0],
  claims: CoachClaimsInput,
  options: SignOptions = {},
): Promise<string> => {
  const jwt = new SignJWT(claims).setProtectedHeader({
    alg: options.alg ?? "HS256",
    typ: "JWT",
    ...(options.kid === undefined ? {} : { kid: options.kid }),
  });
  if (options.issuedAt !== null) jwt.setIssuedAt(options.issuedAt ?? now());
  if (options.jti !== null) jwt.setJti(options.jti ?? randomUUID());
  if (options.expiresAt !== undefined) jwt.setExpirationTime(options.expiresAt);
  return jwt.sign(key);
};

export const hmacKey = (secret: string) => new TextEncoder().encode(secret);

/** An unsigned token (`alg: none`), which no verifier may accept. */
export const unsignedCoachToken = (claims: CoachClaimsInput): string => {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none", typ: "JWT" })}.${part({ iat: now(), jti: randomUUID(), ...claims })}.`;
};

export type CoachJwks = {
  url: string;
  sign(claims: CoachClaimsInput, options?: SignOptions & { alg?: "RS256" | "ES256" }): Promise<string>;
  close(): Promise<void>;
};

/** The platform's public keys (one RS256, one ES256) served as a JWKS on 127.0.0.1. */
export const startCoachJwks = async (): Promise<CoachJwks> => {
  const rsa = await generateKeyPair("RS256");
  const ec = await generateKeyPair("ES256");
  const jwks = {
    keys: [
      { ...(await exportJWK(rsa.publicKey)), kid: "platform-rsa", alg: "RS256", use: "sig" },
      { ...(await exportJWK(ec.publicKey)), kid: "platform-ec", alg: "ES256", use: "sig" },
    ],
  };
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`,
    sign: (claims, options = {}) => {
      const alg = options.alg ?? "RS256";
      return signCoachToken(alg === "RS256" ? rsa.privateKey : ec.privateKey, claims, {
        ...options,
        alg,
        kid: alg === "RS256" ? "platform-rsa" : "platform-ec",
      });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};
