import type { User } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secrets, sessions } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { linkIn, type MailCatcher, startMailCatcher } from "../../test/mail-catcher.ts";
import { enabledProviders } from "./auth.routes.ts";
import { Browser, newRegistration, signIn, signUp } from "./auth.test-helpers.ts";
import { findUserByEmail, insertUser } from "./user.repo.ts";

let test: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  test = await createTestApp({ mailer: mail.mailer });
});

afterAll(async () => {
  await test.close();
  await mail.close();
});

const db = () => test.database.db;

const secretsOf = async (email: string) => {
  const user = await findUserByEmail(db(), email);
  if (user === undefined) throw new Error(`No user ${email}`);
  const [row] = await db().select().from(secrets).where(eq(secrets.userId, user.id));
  if (row === undefined) throw new Error("No secrets");
  return { user, secrets: row };
};

describe("POST /api/auth/register", () => {
  it("creates the account, signs in with httpOnly SameSite=Lax cookies and mails a verification link", async () => {
    const registration = newRegistration({ email: "Ada.Register@Example.com" });
    const browser = new Browser(test.app);
    const response = await browser.post("/api/auth/register", registration);

    expect(response.statusCode).toBe(201);
    const user = response.json<User>();
    expect(user).toMatchObject({
      name: registration.name,
      username: registration.username,
      email: "ada.register@example.com",
      emailVerified: false,
      twoFactorEnabled: false,
      provider: "email",
      locale: "en-US",
    });
    expect(JSON.stringify(user)).not.toContain("password");

    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.Authentication).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookies.Refresh).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth" });
    expect(cookies.Authentication?.secure).toBeFalsy();

    const me = await browser.get("/api/user/me");
    expect(me.statusCode).toBe(200);
    expect(me.json<User>().id).toBe(user.id);

    const { secrets: stored } = await secretsOf(registration.email);
    expect(stored.password).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);

    const verification = await mail.next("ada.register@example.com", { subject: /verify/i });
    const url = linkIn(verification, `${test.config.publicUrl}/auth/verify-email?token=`);
    expect(stored.verificationToken).not.toBe(url.searchParams.get("token"));
    expect(verification.html).toContain(url.searchParams.get("token"));
  });

  it("refuses a taken e-mail address (in any case) or username with UserAlreadyExists", async () => {
    const { registration } = await signUp(test.app);
    const sameEmail = await new Browser(test.app).post(
      "/api/auth/register",
      newRegistration({ email: registration.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: "UserAlreadyExists" });

    const sameUsername = await new Browser(test.app).post(
      "/api/auth/register",
      newRegistration({ username: registration.username }),
    );
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json()).toMatchObject({ code: "UserAlreadyExists" });
    expect(sameUsername.cookies).toEqual([]);
  });

  it("refuses usernames that would shadow routes or files", async () => {
    for (const username of [
      "auth",
      "dashboard",
      "api",
      "builder",
      "artboard",
      "robots.txt",
      "favicon.ico",
      "...",
    ]) {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: newRegistration({ username }),
      });
      expect(response.statusCode, username).toBe(409);
      expect(response.json()).toMatchObject({ code: "UserAlreadyExists" });
    }
  });

  it("validates the body with the shared schema", async () => {
    const response = await test.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...newRegistration(), password: "12345", username: "Not Valid" },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; issues: { path: string; message: string }[] }>();
    expect(body.code).toBe("ValidationError");
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(["password", "username"]);
  });

  it("is refused with SignupDisabled when DISABLE_SIGNUP is set", async () => {
    const closed = await createTestApp({ env: { DISABLE_SIGNUP: "true" } });
    try {
      const response = await closed.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: newRegistration(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "SignupDisabled" });
    } finally {
      await closed.close();
    }
  });

  it("marks cookies Secure when PUBLIC_URL is https", async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: "https://vitae.example.com" } });
    try {
      const response = await secure.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: newRegistration(),
      });
      expect(response.statusCode).toBe(201);
      for (const cookie of response.cookies) {
        expect(cookie.secure, cookie.name).toBe(true);
        // Only the SignedIn hint is for the page to read; see auth.cookies.ts.
        expect(cookie.httpOnly ?? false, cookie.name).toBe(cookie.name !== "SignedIn");
      }
    } finally {
      await secure.close();
    }
  });
});

describe("POST /api/auth/login", () => {
  it("signs in with the e-mail address (any case) or the username", async () => {
    const { registration, user } = await signUp(test.app);
    for (const identifier of [registration.email.toUpperCase(), registration.username]) {
      const { browser, response } = await signIn(test.app, identifier, registration.password);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: "authenticated",
        user: expect.objectContaining({ id: user.id }),
      });
      expect((await browser.get("/api/user/me")).json<User>().id).toBe(user.id);
    }
  });

  it("answers the same InvalidCredentials for an unknown account and a wrong password", async () => {
    const { registration } = await signUp(test.app);
    const wrongPassword = await signIn(test.app, registration.email, "wrong password");
    const unknownUser = await signIn(test.app, "nobody-here@example.com", registration.password);
    const unknownUsername = await signIn(test.app, "nobody-here", registration.password);
    for (const { response } of [wrongPassword, unknownUser, unknownUsername]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(wrongPassword.response.json());
      expect(response.cookies).toEqual([]);
    }
    expect(wrongPassword.response.json()).toMatchObject({ code: "InvalidCredentials" });
  });

  it("answers OAuthUser for an account that signs in with an external provider", async () => {
    const external = newRegistration();
    await insertUser(
      db(),
      {
        name: external.name,
        username: external.username,
        email: external.email,
        provider: "github",
        emailVerified: true,
      },
      { passwordHash: null },
    );
    const { response } = await signIn(test.app, external.email, "any password");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "OAuthUser" });
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the session: its access and refresh tokens stop working and the cookies are cleared", async () => {
    const { browser } = await signUp(test.app);
    const stolen = browser.clone();
    const response = await browser.post("/api/auth/logout");
    expect(response.statusCode).toBe(204);
    expect(browser.cookies.size).toBe(0);

    expect((await stolen.get("/api/user/me")).statusCode).toBe(401);
    const refresh = await stolen.post("/api/auth/refresh");
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json()).toMatchObject({ code: "InvalidToken" });
  });

  it("leaves the user's other sessions alone and answers 204 without a session", async () => {
    const { browser, registration } = await signUp(test.app);
    const other = await signIn(test.app, registration.email, registration.password);
    await browser.post("/api/auth/logout");
    expect((await other.browser.get("/api/user/me")).statusCode).toBe(200);
    expect((await test.app.inject({ method: "POST", url: "/api/auth/logout" })).statusCode).toBe(204);
  });
});

describe("POST /api/auth/refresh", () => {
  it("rotates the refresh token and issues a new access token", async () => {
    const { browser } = await signUp(test.app);
    const before = new Map(browser.cookies);
    const response = await browser.post("/api/auth/refresh");
    expect(response.statusCode).toBe(204);
    expect(browser.cookies.get("Refresh")).toBeDefined();
    expect(browser.cookies.get("Refresh")).not.toBe(before.get("Refresh"));
    expect(browser.cookies.get("Authentication")).not.toBe(before.get("Authentication"));
    expect((await browser.get("/api/user/me")).statusCode).toBe(200);
  });

  it("revokes the session when a spent refresh token comes back", async () => {
    const { browser, user } = await signUp(test.app);
    const thief = browser.clone();
    expect((await browser.post("/api/auth/refresh")).statusCode).toBe(204);
    // Past the grace period that lets two tabs refresh together.
    await db()
      .update(sessions)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, user.id));

    const reuse = await thief.post("/api/auth/refresh");
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: "InvalidToken" });

    // The legitimate holder is signed out too: the token family is burnt.
    expect((await browser.get("/api/user/me")).statusCode).toBe(401);
    expect((await browser.post("/api/auth/refresh")).statusCode).toBe(401);
  });

  it("lets two tabs refresh with the same token at once without revoking the session", async () => {
    const { browser } = await signUp(test.app);
    const otherTab = browser.clone();
    const [first, second] = await Promise.all([
      browser.post("/api/auth/refresh"),
      otherTab.post("/api/auth/refresh"),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([204, 204]);
    expect((await browser.get("/api/user/me")).statusCode).toBe(200);
    expect((await otherTab.get("/api/user/me")).statusCode).toBe(200);
  });

  it("answers InvalidToken without a refresh cookie, or with an access token in its place", async () => {
    const missing = await test.app.inject({ method: "POST", url: "/api/auth/refresh" });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: "InvalidToken" });

    const { browser } = await signUp(test.app);
    const access = browser.cookies.get("Authentication");
    const swapped = await test.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      cookies: { Refresh: access ?? "" },
    });
    expect(swapped.statusCode).toBe(401);
  });
});

describe("GET /api/auth/providers", () => {
  it("lists email, plus each external provider once configured", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/auth/providers" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(["email"]);

    const client = { clientId: "id", clientSecret: "secret" };
    expect(
      enabledProviders({
        auth: {
          ...test.config.auth,
          github: { ...client, baseUrl: "https://github.com", apiUrl: "https://api.github.com" },
          google: client,
          oidc: { ...client, issuer: "https://id.example" },
        },
      }),
    ).toEqual(["email", "github", "google", "openid"]);
  });
});

describe("e-mail verification", () => {
  it("verifies with the link from the mail, once", async () => {
    const { browser, registration } = await signUp(test.app);
    const message = await mail.next(registration.email, { subject: /verify/i });
    const url = linkIn(message, `${test.config.publicUrl}/auth/verify-email?token=`);

    // A GET never changes state: mail scanners that prefetch links must not verify anything.
    const get = await test.app.inject({ method: "GET", url: `/api/auth/verify-email${url.search}` });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe("POST");
    expect((await browser.get("/api/user/me")).json<User>().emailVerified).toBe(false);

    const response = await browser.post(`/api/auth/verify-email${url.search}`);
    expect(response.statusCode).toBe(204);
    expect((await browser.get("/api/user/me")).json<User>().emailVerified).toBe(true);

    const again = await browser.post(`/api/auth/verify-email${url.search}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "InvalidVerificationToken" });

    const resend = await browser.post("/api/auth/verify-email/resend");
    expect(resend.statusCode).toBe(400);
    expect(resend.json()).toMatchObject({ code: "EmailAlreadyVerified" });
  });

  it("refuses unknown and expired tokens with InvalidVerificationToken", async () => {
    const unknown = await test.app.inject({
      method: "POST",
      url: "/api/auth/verify-email?token=not-a-token",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "InvalidVerificationToken" });

    const { registration, user } = await signUp(test.app);
    const url = linkIn(await mail.next(registration.email, { subject: /verify/i }), test.config.publicUrl);
    await db()
      .update(secrets)
      .set({ verificationTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(secrets.userId, user.id));
    const expired = await test.app.inject({ method: "POST", url: `/api/auth/verify-email${url.search}` });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: "InvalidVerificationToken" });
  });

  it("resends a new link to signed-in users only; the new link replaces the old one", async () => {
    expect((await test.app.inject({ method: "POST", url: "/api/auth/verify-email/resend" })).statusCode).toBe(
      401,
    );

    const { browser, registration } = await signUp(test.app);
    const first = linkIn(await mail.next(registration.email, { subject: /verify/i }), test.config.publicUrl);
    expect((await browser.post("/api/auth/verify-email/resend")).statusCode).toBe(204);
    const second = linkIn(await mail.next(registration.email, { subject: /verify/i }), test.config.publicUrl);
    expect(second.search).not.toBe(first.search);

    expect((await browser.post(`/api/auth/verify-email${first.search}`)).statusCode).toBe(400);
    expect((await browser.post(`/api/auth/verify-email${second.search}`)).statusCode).toBe(204);
  });
});

describe("password reset", () => {
  it("answers the same whether or not the address has an account, and mails only real accounts", async () => {
    const { registration } = await signUp(test.app);
    const known = await test.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: registration.email },
    });
    const unknown = await test.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "nobody-at-all@example.com" },
    });
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const headerNames = (response: typeof known) =>
      Object.keys(response.headers)
        .filter((name) => !name.startsWith("x-ratelimit"))
        .sort();
    expect(headerNames(unknown)).toEqual(headerNames(known));
    await mail.next(registration.email, { subject: /reset/i });
    expect(mail.to("nobody-at-all@example.com")).toEqual([]);
  });

  it("resets with the mailed link once and signs every session out", async () => {
    const { browser, registration } = await signUp(test.app);
    const other = await signIn(test.app, registration.username, registration.password);
    await test.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: registration.email },
    });
    const url = linkIn(
      await mail.next(registration.email, { subject: /reset/i }),
      `${test.config.publicUrl}/auth/reset-password?token=`,
    );
    const token = url.searchParams.get("token") ?? "";

    const reset = await test.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "a brand new password" },
    });
    expect(reset.statusCode).toBe(204);

    for (const session of [browser, other.browser]) {
      expect((await session.get("/api/user/me")).statusCode).toBe(401);
      expect((await session.post("/api/auth/refresh")).statusCode).toBe(401);
    }
    expect((await signIn(test.app, registration.email, registration.password)).response.statusCode).toBe(401);
    const fresh = await signIn(test.app, registration.email, "a brand new password");
    expect(fresh.response.statusCode).toBe(200);
    // The link reached the address, so it is verified now.
    expect((await fresh.browser.get("/api/user/me")).json<User>().emailVerified).toBe(true);

    const reuse = await test.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "yet another password" },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: "InvalidResetToken" });
  });

  it("refuses an expired or unknown token with InvalidResetToken", async () => {
    const { registration, user } = await signUp(test.app);
    await test.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: registration.email },
    });
    const url = linkIn(await mail.next(registration.email, { subject: /reset/i }), test.config.publicUrl);
    const { secrets: stored } = await secretsOf(registration.email);
    expect(stored.resetToken).not.toBe(url.searchParams.get("token"));
    // Issued with one hour to live.
    expect((stored.resetTokenExpiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    expect((stored.resetTokenExpiresAt?.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    await db()
      .update(secrets)
      .set({ resetTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(secrets.userId, user.id));
    for (const token of [url.searchParams.get("token") ?? "", "made-up-token"]) {
      const response = await test.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token, password: "a brand new password" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "InvalidResetToken" });
    }
    expect((await signIn(test.app, registration.email, registration.password)).response.statusCode).toBe(200);
  });
});

describe("POST /api/auth/change-password", () => {
  it("needs a session and the current password", async () => {
    const anonymous = await test.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      payload: { currentPassword: "whatever", newPassword: "new password" },
    });
    expect(anonymous.statusCode).toBe(401);

    const { browser } = await signUp(test.app);
    const wrong = await browser.post("/api/auth/change-password", {
      currentPassword: "not the password",
      newPassword: "new password",
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: "InvalidCredentials" });
  });

  it("changes the password, keeps this session and signs the others out", async () => {
    const { browser, registration } = await signUp(test.app);
    const other = await signIn(test.app, registration.email, registration.password);
    const response = await browser.post("/api/auth/change-password", {
      currentPassword: registration.password,
      newPassword: "changed password",
    });
    expect(response.statusCode).toBe(204);
    expect((await browser.get("/api/user/me")).statusCode).toBe(200);
    expect((await browser.post("/api/auth/refresh")).statusCode).toBe(204);
    expect((await other.browser.get("/api/user/me")).statusCode).toBe(401);
    expect((await other.browser.post("/api/auth/refresh")).statusCode).toBe(401);
    expect((await signIn(test.app, registration.email, registration.password)).response.statusCode).toBe(401);
    expect((await signIn(test.app, registration.email, "changed password")).response.statusCode).toBe(200);
  });
});

describe("cross-origin requests", () => {
  it("refuses a state-changing request naming another origin", async () => {
    const { registration } = await signUp(test.app);
    const payload = { identifier: registration.email, password: registration.password };
    const foreign = await test.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: "https://evil.example" },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: "Forbidden" });
    expect(foreign.cookies).toEqual([]);

    const own = await test.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { origin: test.config.publicUrl },
      payload,
    });
    expect(own.statusCode).toBe(200);
    const none = await test.app.inject({ method: "POST", url: "/api/auth/login", payload });
    expect(none.statusCode).toBe(200);
  });
});
