import type { User } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app.ts";
import type { TestApp } from "../../../test/create-test-app.ts";
import { createAppWithEnv } from "../../../test/fakes/external-auth-app.ts";
import { type LocalOidcProvider, startOidcProvider } from "../../../test/fakes/oidc-provider.ts";
import {
  type CookieMap,
  cookieHeader,
  finishFlow,
  oidcLogin,
  signInThrough,
  startFlow,
} from "../../../test/fakes/sign-in-flow.ts";
import { accessCookieName } from "../auth.cookies.ts";
import { hashPassword } from "../password.ts";
import { findUserByEmail, insertUser, updateUser } from "../user.repo.ts";
import { oauthRoutes } from "./oauth.routes.ts";
import { createOidcClient } from "./oidc.client.ts";

const publicUrl = "http://localhost:3000";

let provider: LocalOidcProvider;
let testApp: TestApp;
let app: App;

const signIn = (login: string, path = "openid", on: App = app) =>
  signInThrough(on, { provider: path, publicUrl, answer: oidcLogin(login) });

const me = async (cookies: CookieMap, on: App = app) => {
  const response = await on.inject({
    method: "GET",
    url: "/api/user/me",
    headers: { cookie: cookieHeader(cookies) },
  });
  return { status: response.statusCode, user: response.json() as User };
};

const passwordAccount = async (
  target: TestApp,
  { email, username, verified }: { email: string; username: string; verified: boolean },
) =>
  insertUser(
    target.database.db,
    { name: "Existing Person", username, email, provider: "email", emailVerified: verified },
    { passwordHash: await hashPassword("correct horse battery") },
  );

beforeAll(async () => {
  provider = await startOidcProvider({
    redirectUris: [`${publicUrl}/api/auth/openid/callback`, `${publicUrl}/api/auth/google/callback`],
  });
  testApp = await createAppWithEnv({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
  });
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
  await provider?.close();
});

describe("OpenID Connect sign-in against a local provider", () => {
  it("redirects to the provider with state, nonce and PKCE, and sets an encrypted flow cookie", async () => {
    const start = await app.inject({ method: "GET", url: "/api/auth/openid" });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get("client_id")).toBe(provider.clientId);
    expect(authorize.searchParams.get("redirect_uri")).toBe(`${publicUrl}/api/auth/openid/callback`);
    expect(authorize.searchParams.get("scope")).toBe("openid email profile");
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    for (const name of ["state", "nonce", "code_challenge"]) {
      expect(authorize.searchParams.get(name)?.length).toBeGreaterThanOrEqual(22);
    }
    const cookie = start.cookies.find((entry) => entry.name === "vitae_oauth_openid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth/openid", maxAge: 600 });
    // Encrypted: neither the state nor the PKCE verifier can be read from it.
    expect(cookie?.value.split(".")).toHaveLength(5);
    expect(cookie?.value).not.toContain(String(authorize.searchParams.get("state")));
  });

  it("creates an account from verified claims and lands on /auth/callback with a working session", async () => {
    provider.accounts.set("alice", {
      email: "Alice@Example.com",
      email_verified: true,
      name: "Alice Liddell",
      preferred_username: "alice",
      picture: "https://images.example.com/alice.png",
    });
    const { location, cookies, response } = await signIn("alice");
    expect(location.href).toBe(`${publicUrl}/auth/callback?status=authenticated`);
    // The flow cookie is spent.
    expect(response.cookies.find((entry) => entry.name === "vitae_oauth_openid")?.value).toBe("");
    expect(cookies[accessCookieName]).toBeTruthy();

    const { status, user } = await me(cookies);
    expect(status).toBe(200);
    expect(user).toMatchObject({
      email: "alice@example.com",
      emailVerified: true,
      name: "Alice Liddell",
      username: "alice",
      provider: "openid",
      picture: "https://images.example.com/alice.png",
      twoFactorEnabled: false,
    });

    // A second sign-in finds the same account.
    const again = await signIn("alice");
    expect((await me(again.cookies)).user.id).toBe(user.id);
  });

  it("links to an existing password account through a verified e-mail address", async () => {
    const existing = await passwordAccount(testApp, {
      email: "bob@example.com",
      username: "bob",
      verified: true,
    });
    provider.accounts.set("bob-at-sso", { email: "bob@example.com", email_verified: true, name: "Robert" });

    const { location, cookies } = await signIn("bob-at-sso");
    expect(location.searchParams.get("status")).toBe("authenticated");
    const { user } = await me(cookies);
    expect(user).toMatchObject({
      id: existing.id,
      username: "bob",
      provider: "email",
      name: "Existing Person",
    });
  });

  it("never links an address the provider has not verified", async () => {
    await passwordAccount(testApp, { email: "carol@example.com", username: "carol", verified: true });
    provider.accounts.set("carol-impostor", {
      email: "carol@example.com",
      email_verified: false,
      name: "Not Carol",
    });

    const { location, cookies } = await signIn("carol-impostor");
    expect(location.href).toBe(`${publicUrl}/auth/login?error=OAuthEmailUnverified`);
    expect(cookies[accessCookieName]).toBeUndefined();
  });

  it("never links to an account whose owner has not verified the address here", async () => {
    await passwordAccount(testApp, { email: "dave@example.com", username: "dave", verified: false });
    provider.accounts.set("dave", { email: "dave@example.com", email_verified: true, name: "Dave" });

    const { location, cookies } = await signIn("dave");
    expect(location.href).toBe(`${publicUrl}/auth/login?error=OAuthAccountUnverified`);
    expect(cookies[accessCookieName]).toBeUndefined();
  });

  it("creates an unverified account from an unverified address nobody uses, and finds it again", async () => {
    provider.accounts.set("erin", { email: "erin@example.com", email_verified: false, name: "Erin" });
    const first = await signIn("erin");
    expect(first.location.searchParams.get("status")).toBe("authenticated");
    const { user } = await me(first.cookies);
    expect(user).toMatchObject({ email: "erin@example.com", emailVerified: false, provider: "openid" });

    // The identity link, not the (unverified) address, brings the person back to the same account.
    const second = await signIn("erin");
    expect(second.location.searchParams.get("status")).toBe("authenticated");
    expect((await me(second.cookies)).user.id).toBe(user.id);
  });

  it("refuses a callback whose state does not match this browser's flow", async () => {
    provider.accounts.set("frank", { email: "frank@example.com", email_verified: true, name: "Frank" });
    const victim = await startFlow(app, { provider: "openid", publicUrl, answer: oidcLogin("frank") });
    const attacker = await app.inject({ method: "GET", url: "/api/auth/openid" });

    // Another browser's flow cookie (login CSRF), no cookie at all, and a forged state are all refused.
    const otherCookie = { vitae_oauth_openid: String(attacker.cookies[0]?.value) };
    const forged = new URL(victim.callbackUrl);
    forged.searchParams.set("state", "forged-state-value-0000000000");
    for (const [url, cookies] of [
      [victim.callbackUrl, otherCookie],
      [victim.callbackUrl, {}],
      [forged, victim.cookies],
    ] as const) {
      const response = await finishFlow(app, url, cookies);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${publicUrl}/auth/login?error=OAuthStateMismatch`);
      expect(response.cookies.find((entry) => entry.name === accessCookieName)).toBeUndefined();
    }
    expect(await findUserByEmail(testApp.database.db, "frank@example.com")).toBeUndefined();
  });

  it("refuses a replayed callback: the code works once", async () => {
    provider.accounts.set("grace", {
      email: "grace@example.com",
      email_verified: true,
      name: "Grace Hopper",
    });
    const flow = await startFlow(app, { provider: "openid", publicUrl, answer: oidcLogin("grace") });
    const first = await finishFlow(app, flow.callbackUrl, flow.cookies);
    expect(first.headers.location).toBe(`${publicUrl}/auth/callback?status=authenticated`);
    const replay = await finishFlow(app, flow.callbackUrl, flow.cookies);
    expect(replay.headers.location).toBe(`${publicUrl}/auth/login?error=OAuthFailed`);
  });

  it("gives a user with two-factor on only a pending session", async () => {
    const existing = await passwordAccount(testApp, {
      email: "heidi@example.com",
      username: "heidi",
      verified: true,
    });
    await updateUser(testApp.database.db, existing.id, { twoFactorEnabled: true });
    provider.accounts.set("heidi", { email: "heidi@example.com", email_verified: true, name: "Heidi" });

    const { location, cookies } = await signIn("heidi");
    expect(location.href).toBe(`${publicUrl}/auth/callback?status=2fa_required`);
    expect(cookies[accessCookieName]).toBeTruthy();
    expect(cookies.Refresh ?? "").toBe("");
    // The pending token is no access token.
    expect((await me(cookies)).status).toBe(401);
  });

  it("reports the person declining at the provider", async () => {
    // What a provider sends back when the person clicks "cancel" (RFC 6749 §4.1.2.1).
    const start = await app.inject({ method: "GET", url: "/api/auth/openid" });
    const state = new URL(String(start.headers.location)).searchParams.get("state");
    const declined = new URL(`${publicUrl}/api/auth/openid/callback`);
    declined.search = new URLSearchParams({ error: "access_denied", state: String(state) }).toString();
    const response = await finishFlow(app, declined, { vitae_oauth_openid: String(start.cookies[0]?.value) });
    expect(response.headers.location).toBe(`${publicUrl}/auth/login?error=OAuthCancelled`);
  });

  it("limits sign-in starts per address", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push(
        (await app.inject({ method: "GET", url: "/api/auth/openid", remoteAddress: "192.0.2.9" })).statusCode,
      );
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(302));
    expect(statuses[20]).toBe(429);
  });

  it("offers only configured providers", async () => {
    for (const path of ["github", "google", "github/callback"]) {
      expect((await app.inject({ method: "GET", url: `/api/auth/${path}` })).statusCode).toBe(404);
    }
  });
});

describe("Google sign-in (same OpenID Connect flow, issuer pointed at the local provider)", () => {
  let googleApp: TestApp;

  beforeAll(async () => {
    googleApp = await createAppWithEnv(
      {},
      {
        prepare: async (built) => {
          await built.register(oauthRoutes, {
            prefix: "/api/auth",
            clients: {
              google: createOidcClient({
                provider: "google",
                issuer: provider.issuer,
                clientId: provider.clientId,
                clientSecret: provider.clientSecret,
              }),
            },
          });
        },
      },
    );
  });

  afterAll(async () => {
    await googleApp?.close();
  });

  it("creates a google account", async () => {
    provider.accounts.set("ivan", { email: "ivan@example.com", email_verified: true, name: "Ivan" });
    const { location, cookies } = await signIn("ivan", "google", googleApp.app);
    expect(location.searchParams.get("status")).toBe("authenticated");
    expect((await me(cookies, googleApp.app)).user).toMatchObject({ provider: "google", username: "ivan" });
  });
});

describe("OpenID Connect sign-in with DISABLE_SIGNUP", () => {
  let closedApp: TestApp;

  beforeAll(async () => {
    closedApp = await createAppWithEnv({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      DISABLE_SIGNUP: "true",
    });
  });

  afterAll(async () => {
    await closedApp?.close();
  });

  it("signs existing accounts in but creates none", async () => {
    provider.accounts.set("judy", { email: "judy@example.com", email_verified: true, name: "Judy" });
    const refused = await signIn("judy", "openid", closedApp.app);
    expect(refused.location.href).toBe(`${publicUrl}/auth/login?error=SignupDisabled`);
    expect(await findUserByEmail(closedApp.database.db, "judy@example.com")).toBeUndefined();

    const existing = await passwordAccount(closedApp, {
      email: "judy@example.com",
      username: "judy",
      verified: true,
    });
    const allowed = await signIn("judy", "openid", closedApp.app);
    expect(allowed.location.searchParams.get("status")).toBe("authenticated");
    expect((await me(allowed.cookies, closedApp.app)).user.id).toBe(existing.id);
  });
});

describe("OpenID Connect provider unreachable", () => {
  let offline: TestApp;

  beforeAll(async () => {
    offline = await createAppWithEnv({
      OIDC_ISSUER: "http://127.0.0.1:9/",
      OIDC_CLIENT_ID: "vitae",
      OIDC_CLIENT_SECRET: "secret",
    });
  });

  afterAll(async () => {
    await offline?.close();
  });

  it("starts (the server does not need the provider to boot) and sends the browser back with OAuthFailed", async () => {
    const response = await offline.app.inject({ method: "GET", url: "/api/auth/openid" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${publicUrl}/auth/login?error=OAuthFailed`);
    expect(response.cookies).toEqual([]);
  });
});
