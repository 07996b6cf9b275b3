import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { base64url, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../../config.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { signUp } from "./auth.test-helpers.ts";
import { persistedSecrets, secretsFileName, tokenKeys } from "./token-secrets.ts";
import { signToken, verifyToken } from "./tokens.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

/** A signed-in user and the claims of its access token. */
const session = async () => {
  const { browser, user } = await signUp(test.app);
  const access = browser.cookies.get("Authentication") ?? "";
  const claims = await verifyToken(test.config, "access", access);
  if (claims?.sid === undefined) throw new Error("No session id");
  return { user, access, refresh: browser.cookies.get("Refresh") ?? "", sid: claims.sid };
};

const meWith = (token: string) =>
  test.app.inject({ method: "GET", url: "/api/user/me", cookies: { Authentication: token } });

const claimsFor = (userId: string, sid: string) => ({ tokenType: "access", sid, sub: userId, iss: "vitae" });

describe("access tokens", () => {
  it("work from the cookie or a Bearer header", async () => {
    const { access } = await session();
    expect((await meWith(access)).statusCode).toBe(200);
    const bearer = await test.app.inject({
      method: "GET",
      url: "/api/user/me",
      headers: { authorization: `Bearer ${access}` },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it("refuse an unsigned (alg: none) token", async () => {
    const { user, sid } = await session();
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: object) => base64url.encode(JSON.stringify(value));
    const unsigned = `${encode({ alg: "none", typ: "JWT" })}.${encode({ ...claimsFor(user.id, sid), iat: now, exp: now + 600 })}.`;
    const response = await meWith(unsigned);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "Unauthorized" });
  });

  it("refuse tokens whose header picks a key (kid, jku, jwk, x5u, crit), even when signed with ours", async () => {
    const { user, sid } = await session();
    const key = tokenKeys(test.config).access;
    const headers = [
      { kid: "attacker-key" },
      { jku: "https://evil.example/jwks.json" },
      { jwk: { kty: "oct", k: base64url.encode(key) } },
      { x5u: "https://evil.example/cert.pem" },
    ];
    for (const extra of headers) {
      const token = await new SignJWT(claimsFor(user.id, sid))
        .setProtectedHeader({ alg: "HS256", typ: "JWT", ...extra })
        .setIssuedAt()
        .setExpirationTime("10m")
        .sign(key);
      expect((await meWith(token)).statusCode, Object.keys(extra)[0]).toBe(401);
    }
    const critical = await new SignJWT(claimsFor(user.id, sid))
      .setProtectedHeader({ alg: "HS256", crit: ["b64"], b64: true })
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(key);
    expect((await meWith(critical)).statusCode).toBe(401);

    // The control: the same claims with a plain header pass, so the header alone made the difference.
    const plain = await new SignJWT(claimsFor(user.id, sid))
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(key);
    expect((await meWith(plain)).statusCode).toBe(200);
  });

  it("refuse another algorithm, another key, and expired tokens", async () => {
    const { user, sid } = await session();
    const hs512 = await new SignJWT(claimsFor(user.id, sid))
      .setProtectedHeader({ alg: "HS512" })
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(tokenKeys(test.config).access);
    expect((await meWith(hs512)).statusCode).toBe(401);

    const refreshKey = await new SignJWT(claimsFor(user.id, sid))
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(tokenKeys(test.config).refresh);
    expect((await meWith(refreshKey)).statusCode).toBe(401);

    const expired = await new SignJWT(claimsFor(user.id, sid))
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(tokenKeys(test.config).access);
    expect((await meWith(expired)).statusCode).toBe(401);
  });

  it("never accept a refresh or 2FA-pending token as an access token", async () => {
    const { user, refresh } = await session();
    expect((await meWith(refresh)).statusCode).toBe(401);
    const pending = await signToken(test.config, "2fa_pending", { userId: user.id });
    expect((await meWith(pending)).statusCode).toBe(401);
    // Nor the other way round.
    expect(await verifyToken(test.config, "refresh", pending)).toBeUndefined();
    expect(await verifyToken(test.config, "2fa_pending", refresh)).toBeUndefined();
  });

  it("are bound to a live session of their user", async () => {
    const a = await session();
    const b = await session();
    // A's token with B's id as subject (or B's session) does not verify as B: the key is ours but the pair is not.
    const forged = await signToken(test.config, "access", { userId: b.user.id, sessionId: a.sid });
    expect((await meWith(forged)).statusCode).toBe(401);
  });
});

describe("token secrets", () => {
  it("are generated once into DATA_DIR/secrets.json (0600) when not configured, and survive a restart", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "vitae-secrets-"));
    try {
      const first = persistedSecrets(dataDir);
      expect(first.accessTokenSecret.length).toBeGreaterThanOrEqual(32);
      expect(first.refreshTokenSecret).not.toBe(first.accessTokenSecret);
      const file = await stat(join(dataDir, secretsFileName));
      expect(file.mode & 0o777).toBe(0o600);
      expect(persistedSecrets(dataDir)).toEqual(first);

      const unconfigured = (): Config => ({
        ...test.config,
        dataDir,
        auth: { ...test.config.auth, accessTokenSecret: undefined, refreshTokenSecret: undefined },
      });
      const token = await signToken(unconfigured(), "access", { userId: "u", sessionId: "s" });
      // A new configuration object, as after a restart, reads the same file.
      expect(await verifyToken(unconfigured(), "access", token)).toMatchObject({ sub: "u", sid: "s" });
      expect(await verifyToken(test.config, "access", token)).toBeUndefined();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
