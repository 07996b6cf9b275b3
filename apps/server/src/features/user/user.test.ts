import { languages, type User } from "@vitae/schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumes, sessions, users } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { linkIn, type MailCatcher, startMailCatcher } from "../../test/mail-catcher.ts";
import { Browser, newRegistration, signIn, signUp } from "../auth/auth.test-helpers.ts";
import { findUserById, insertUser, startSession } from "../auth/index.ts";

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

const patch = (browser: Browser, payload: object) =>
  browser.request({ method: "PATCH", url: "/api/user/me", payload });
const remove = (browser: Browser, payload?: object) =>
  browser.request({ method: "DELETE", url: "/api/user/me", ...(payload === undefined ? {} : { payload }) });

describe("GET /api/user/me", () => {
  it("needs a session", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/user/me" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "Unauthorized" });
  });

  it("answers the session's own user, never another one", async () => {
    const a = await signUp(test.app);
    const b = await signUp(test.app);
    expect((await a.browser.get("/api/user/me")).json<User>()).toEqual(a.user);
    expect((await b.browser.get("/api/user/me")).json<User>()).toEqual(b.user);
  });
});

describe("PATCH /api/user/me", () => {
  it("changes name, locale, picture and username", async () => {
    const { browser, user } = await signUp(test.app);
    const response = await patch(browser, {
      name: "Ada Lovelace",
      locale: "fr-FR",
      picture: "https://example.com/ada.png",
      username: `ada-${user.id.slice(-8)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({
      name: "Ada Lovelace",
      locale: "fr-FR",
      picture: "https://example.com/ada.png",
      username: `ada-${user.id.slice(-8)}`,
      email: user.email,
    });
    expect(Date.parse(response.json<User>().updatedAt)).toBeGreaterThanOrEqual(Date.parse(user.updatedAt));
    expect((await patch(browser, { picture: null })).json<User>().picture).toBeNull();
  });

  it("refuses fields users may not set, and stores none of them", async () => {
    const { browser, user } = await signUp(test.app);
    for (const payload of [
      { emailVerified: true },
      { twoFactorEnabled: true },
      { provider: "github" },
      { id: "00000000-0000-7000-8000-000000000000" },
      { name: "Fine Name", emailVerified: true },
    ]) {
      const response = await patch(browser, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: "ValidationError" });
    }
    expect((await browser.get("/api/user/me")).json<User>()).toEqual(user);
    const stored = await findUserById(test.database.db, user.id);
    expect(stored).toMatchObject({
      emailVerified: false,
      twoFactorEnabled: false,
      provider: "email",
      name: user.name,
    });
  });

  it("refuses a taken or reserved username with UserAlreadyExists", async () => {
    const a = await signUp(test.app);
    const b = await signUp(test.app);
    for (const username of [a.user.username, "dashboard", "sitemap.xml"]) {
      const response = await patch(b.browser, { username });
      expect(response.statusCode, username).toBe(409);
      expect(response.json()).toMatchObject({ code: "UserAlreadyExists" });
    }
    expect((await patch(b.browser, { username: "Upper Case" })).statusCode).toBe(400);
  });

  it("changes the e-mail only with re-authentication, unverifies it and mails both addresses", async () => {
    const { browser, registration, user } = await signUp(test.app);
    await mail.next(registration.email, { subject: /verify/i });
    const newEmail = `moved-${user.id.slice(-8)}@example.com`;

    const noProof = await patch(browser, { email: newEmail });
    expect(noProof.statusCode).toBe(401);
    expect(noProof.json()).toMatchObject({ code: "InvalidCredentials" });
    const wrongProof = await patch(browser, { email: newEmail, password: "not the password" });
    expect(wrongProof.statusCode).toBe(401);
    expect((await browser.get("/api/user/me")).json<User>().email).toBe(registration.email);

    const taken = await signUp(test.app);
    const duplicate = await patch(browser, {
      email: taken.registration.email.toUpperCase(),
      password: registration.password,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: "UserAlreadyExists" });

    const response = await patch(browser, { email: newEmail.toUpperCase(), password: registration.password });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({ email: newEmail, emailVerified: false });

    const notice = await mail.next(registration.email, { subject: /changed/i });
    expect(notice.text).toContain(newEmail);
    const verification = await mail.next(newEmail, { subject: /verify/i });
    const url = linkIn(verification, `${test.config.publicUrl}/auth/verify-email?token=`);
    expect((await browser.post(`/api/auth/verify-email${url.search}`)).statusCode).toBe(204);
    expect((await browser.get("/api/user/me")).json<User>()).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });

    // Sign-in follows the new address.
    expect((await signIn(test.app, newEmail, registration.password)).response.statusCode).toBe(200);
    expect((await signIn(test.app, registration.email, registration.password)).response.statusCode).toBe(401);
  });

  it("needs no re-authentication when the e-mail stays the same", async () => {
    const { browser, user } = await signUp(test.app);
    const response = await patch(browser, { email: user.email, name: "Same Mail" });
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({ email: user.email, name: "Same Mail" });
  });

  it("changes only the session's own user", async () => {
    const a = await signUp(test.app);
    const b = await signUp(test.app);
    await patch(a.browser, { name: "Changed By A" });
    expect((await b.browser.get("/api/user/me")).json<User>()).toEqual(b.user);
  });
});

describe("DELETE /api/user/me", () => {
  it("needs the password, then deletes the account with its resumes and sessions", async () => {
    const { browser, registration, user } = await signUp(test.app);
    const bystander = await signUp(test.app);
    const db = test.database.db;
    const resume = { title: "CV", slug: "cv", data: {} as never };
    await db.insert(resumes).values([
      { ...resume, userId: user.id },
      { ...resume, userId: bystander.user.id },
    ]);

    const noProof = await remove(browser);
    expect(noProof.statusCode).toBe(401);
    expect(noProof.json()).toMatchObject({ code: "InvalidCredentials" });
    const wrong = await remove(browser, { password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(await findUserById(db, user.id)).toBeDefined();

    const response = await remove(browser, { password: registration.password });
    expect(response.statusCode).toBe(204);
    expect(browser.cookies.size).toBe(0);
    expect(await findUserById(db, user.id)).toBeUndefined();
    expect(await db.select().from(resumes).where(eq(resumes.userId, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await signIn(test.app, registration.email, registration.password)).response.statusCode).toBe(401);

    // Nobody else's data went with it.
    expect(await db.select().from(resumes).where(eq(resumes.userId, bystander.user.id))).toHaveLength(1);
    expect((await bystander.browser.get("/api/user/me")).statusCode).toBe(200);
  });

  it("lets an external account without 2FA confirm by a recent sign-in only", async () => {
    const external = newRegistration();
    const db = test.database.db;
    const user = await insertUser(
      db,
      {
        name: external.name,
        username: external.username,
        email: external.email,
        provider: "github",
        emailVerified: true,
      },
      { passwordHash: null },
    );
    const browser = new Browser(test.app);
    const { accessToken } = await startSession(test.app.authDeps, user);
    browser.cookies.set("Authentication", accessToken);

    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(sessions.userId, user.id));
    const stale = await remove(browser, {});
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ code: "InvalidCredentials" });

    await db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, user.id));
    expect((await remove(browser, {})).statusCode).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});

describe("GET /api/translation/languages", () => {
  it("lists the interface languages", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/translation/languages" });
    expect(response.statusCode).toBe(200);
    const list = response.json<{ id: string; name: string; editorCode: string; locale: string }[]>();
    expect(list).toHaveLength(languages.length);
    expect(list).toHaveLength(46);
    expect(list).toContainEqual({ id: "en", name: "English", editorCode: "en", locale: "en-US" });
    for (const language of list)
      expect(Object.keys(language).sort()).toEqual(["editorCode", "id", "locale", "name"]);
  });
});
