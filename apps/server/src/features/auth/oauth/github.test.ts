import type { User } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../app.ts";
import type { TestApp } from "../../../test/create-test-app.ts";
import { createAppWithEnv } from "../../../test/fakes/external-auth-app.ts";
import {
  type GitHubAccount,
  type LocalGitHub,
  startGitHubServer,
} from "../../../test/fakes/github-server.ts";
import {
  type CookieMap,
  cookieHeader,
  finishFlow,
  signInThrough,
  startFlow,
} from "../../../test/fakes/sign-in-flow.ts";
import { accessCookieName } from "../auth.cookies.ts";
import { hashPassword } from "../password.ts";
import { findUserByEmail, findUserByUsername, insertUser } from "../user.repo.ts";

const publicUrl = "http://localhost:3000";

let github: LocalGitHub;
let testApp: TestApp;
let app: App;

const account = (login: string, id: number, emails: GitHubAccount["emails"], name: string | null = null) => {
  const entry: GitHubAccount = {
    id,
    login,
    name,
    avatar_url: `https://avatars.example.com/u/${id}?v=4`,
    emails,
  };
  github.accounts.set(login, entry);
  return entry;
};

const primary = (email: string, verified = true) => ({
  email,
  primary: true,
  verified,
  visibility: "private" as const,
});

/** The person is signed in at GitHub as `login` and clicks "Sign in with GitHub". */
const signInAs = (login: string | undefined) => {
  github.signedIn = login;
  return signInThrough(app, { provider: "github", publicUrl });
};

const me = async (cookies: CookieMap) => {
  const response = await app.inject({
    method: "GET",
    url: "/api/user/me",
    headers: { cookie: cookieHeader(cookies) },
  });
  return { status: response.statusCode, user: response.json() as User };
};

beforeAll(async () => {
  github = await startGitHubServer({ redirectUri: `${publicUrl}/api/auth/github/callback` });
  testApp = await createAppWithEnv({
    GITHUB_CLIENT_ID: github.clientId,
    GITHUB_CLIENT_SECRET: github.clientSecret,
    GITHUB_BASE_URL: github.baseUrl,
    GITHUB_API_URL: github.apiUrl,
  });
  app = testApp.app;
});

afterAll(async () => {
  await testApp?.close();
  await github?.close();
});

describe("GitHub sign-in against a GitHub-shaped server", () => {
  it("asks GitHub for the e-mail scope with state and PKCE", async () => {
    const start = await app.inject({ method: "GET", url: "/api/auth/github" });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${github.baseUrl}/login/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: github.clientId,
      redirect_uri: `${publicUrl}/api/auth/github/callback`,
      scope: "read:user user:email",
      code_challenge_method: "S256",
    });
    expect(authorize.searchParams.get("state")?.length).toBeGreaterThanOrEqual(22);
    expect(start.cookies.find((cookie) => cookie.name === "vitae_oauth_github")?.path).toBe(
      "/api/auth/github",
    );
  });

  it("creates an account from the primary verified address and lands with a working session", async () => {
    account(
      "octocat",
      583231,
      [
        { email: "octo@secondary.example", primary: false, verified: true, visibility: null },
        primary("Octocat@GitHub.example"),
      ],
      "The Octocat",
    );
    const { location, cookies } = await signInAs("octocat");
    expect(location.href).toBe(`${publicUrl}/auth/callback?status=authenticated`);
    const { status, user } = await me(cookies);
    expect(status).toBe(200);
    expect(user).toMatchObject({
      email: "octocat@github.example",
      emailVerified: true,
      username: "octocat",
      name: "The Octocat",
      provider: "github",
      picture: "https://avatars.example.com/u/583231?v=4",
    });
    // PKCE went the whole way: GitHub checked the verifier against the challenge.
    expect(github.authorizeRequests.at(-1)?.get("code_challenge")).toBeTruthy();
  });

  it("never links by username alone", async () => {
    const existing = await insertUser(
      testApp.database.db,
      {
        name: "Hubber Here",
        username: "hubber",
        email: "hubber@vitae.example",
        provider: "email",
        emailVerified: true,
      },
      { passwordHash: await hashPassword("correct horse battery") },
    );
    account("hubber", 1001, [primary("someone-else@github.example")], "Someone Else");

    const { location, cookies } = await signInAs("hubber");
    expect(location.searchParams.get("status")).toBe("authenticated");
    const { user } = await me(cookies);
    expect(user.id).not.toBe(existing.id);
    expect(user).toMatchObject({
      email: "someone-else@github.example",
      username: "hubber2",
      provider: "github",
    });
    expect((await findUserByUsername(testApp.database.db, "hubber"))?.email).toBe("hubber@vitae.example");
  });

  it("links to an existing account through the primary verified address", async () => {
    const existing = await insertUser(
      testApp.database.db,
      {
        name: "Mona Lisa",
        username: "mona",
        email: "mona@example.com",
        provider: "email",
        emailVerified: true,
      },
      { passwordHash: await hashPassword("correct horse battery") },
    );
    account("monalisa", 1002, [primary("mona@example.com")]);
    const { cookies } = await signInAs("monalisa");
    expect((await me(cookies)).user.id).toBe(existing.id);
  });

  it("uses no address but the primary verified one", async () => {
    await insertUser(
      testApp.database.db,
      {
        name: "Victim Person",
        username: "victim",
        email: "victim@example.com",
        provider: "email",
        emailVerified: true,
      },
      { passwordHash: null },
    );
    // The victim's address, verified but secondary, and an unverified primary: neither may sign in as anyone.
    account("mallory", 1003, [
      primary("mallory-unverified@example.com", false),
      { email: "victim@example.com", primary: false, verified: true, visibility: null },
    ]);
    const { location, cookies } = await signInAs("mallory");
    expect(location.href).toBe(`${publicUrl}/auth/login?error=OAuthEmailMissing`);
    expect(cookies[accessCookieName]).toBeUndefined();
    expect(await findUserByEmail(testApp.database.db, "mallory-unverified@example.com")).toBeUndefined();
  });

  it("finds the account again after the address changed on GitHub", async () => {
    const person = account("linus", 1004, [primary("linus@old.example")], "Linus");
    const first = await signInAs("linus");
    const { user } = await me(first.cookies);
    person.emails = [primary("linus@new.example")];
    const second = await signInAs("linus");
    expect((await me(second.cookies)).user.id).toBe(user.id);
  });

  it("reports a declined authorization", async () => {
    const { location } = await signInAs(undefined);
    expect(location.href).toBe(`${publicUrl}/auth/login?error=OAuthCancelled`);
  });

  it("refuses a callback this browser did not start", async () => {
    account("eve", 1005, [primary("eve@example.com")]);
    github.signedIn = "eve";
    const flow = await startFlow(app, { provider: "github", publicUrl });
    const response = await finishFlow(app, flow.callbackUrl, {});
    expect(response.headers.location).toBe(`${publicUrl}/auth/login?error=OAuthStateMismatch`);
    expect(await findUserByEmail(testApp.database.db, "eve@example.com")).toBeUndefined();
  });

  it("reports GitHub refusing the code", async () => {
    account("trudy", 1006, [primary("trudy@example.com")]);
    github.signedIn = "trudy";
    const flow = await startFlow(app, { provider: "github", publicUrl });
    const forged = new URL(flow.callbackUrl);
    forged.searchParams.set("code", "not-a-code-github-issued");
    const response = await finishFlow(app, forged, flow.cookies);
    expect(response.headers.location).toBe(`${publicUrl}/auth/login?error=OAuthFailed`);
  });
});
