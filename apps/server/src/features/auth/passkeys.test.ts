import type {
  AuthResponse,
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
  User,
} from "@vitae/schema";
import { eq } from "drizzle-orm";
import { type TOTP, URI } from "otpauth";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { passkeyChallenges, passkeys } from "../../db/schema.ts";
import { createTestApp, relaxedAuthLimits, type TestApp } from "../../test/create-test-app.ts";
import { Browser, signIn, signUp } from "./auth.test-helpers.ts";
import { type CeremonyOverrides, flags, SoftwareAuthenticator } from "./passkey.test-helpers.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Adds a passkey held by a new software authenticator, through the API as the settings page does. */
const addPasskey = async (browser: Browser, name = "Laptop", overrides: CeremonyOverrides = {}) => {
  const authenticator = new SoftwareAuthenticator();
  const options = await browser.post("/api/auth/passkeys/registration-options");
  expect(options.statusCode).toBe(200);
  const added = await browser.post("/api/user/me/passkeys", {
    name,
    response: authenticator.register(options.json<PasskeyRegistrationOptions>(), overrides),
  });
  expect(added.statusCode, added.body).toBe(201);
  return { authenticator, passkey: added.json<Passkey>() };
};

const signInOptions = async (browser: Browser) => {
  const options = await browser.post("/api/auth/passkeys/sign-in-options");
  expect(options.statusCode).toBe(200);
  return options.json<PasskeyAuthenticationOptions>();
};

const listOf = async (browser: Browser) => (await browser.get("/api/user/me/passkeys")).json<Passkey[]>();

/** A browser with no cookies: someone signed out. */
const fresh = async () => new Browser(test.app);

describe("passkeys", () => {
  it("are added with a name, listed with their use, and sign a person in without a username", async () => {
    const { browser, user } = await signUp(test.app);
    const options = (
      await browser.post("/api/auth/passkeys/registration-options")
    ).json<PasskeyRegistrationOptions>();
    // A discoverable credential bound to PUBLIC_URL's host, for this account (its id as the user handle).
    expect(options).toMatchObject({
      rp: { id: "localhost", name: "Vitae" },
      user: { id: Buffer.from(user.id).toString("base64url"), name: user.email, displayName: user.name },
      attestation: "none",
      authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    });
    const authenticator = new SoftwareAuthenticator();
    const added = await browser.post("/api/user/me/passkeys", {
      name: "  Work laptop ",
      response: authenticator.register(options),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<Passkey>()).toMatchObject({ name: "Work laptop", lastUsedAt: null, synced: false });

    // The next registration excludes it, so the same device is not added twice.
    const again = (
      await browser.post("/api/auth/passkeys/registration-options")
    ).json<PasskeyRegistrationOptions>();
    expect(again.excludeCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);

    const signedOut = await fresh();
    const signInWith = await signInOptions(signedOut);
    expect(signInWith).toMatchObject({ rpId: "localhost", userVerification: "required" });
    expect(signInWith.allowCredentials ?? []).toEqual([]);
    const signedIn = await signedOut.post("/api/auth/passkeys/sign-in", {
      response: authenticator.assert(signInWith),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<AuthResponse>()).toMatchObject({ status: "authenticated", user: { id: user.id } });
    expect((await signedOut.get("/api/user/me")).json<User>().id).toBe(user.id);

    const [listed] = await listOf(browser);
    expect(listed?.lastUsedAt).not.toBeNull();
    const [stored] = await test.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(stored?.counter).toBe(1);
  });

  it("renames one's own passkey, and nobody else's", async () => {
    const owner = await signUp(test.app);
    const stranger = await signUp(test.app);
    const { passkey } = await addPasskey(owner.browser);

    const renamed = await owner.browser.request({
      method: "PATCH",
      url: `/api/user/me/passkeys/${passkey.id}`,
      payload: { name: "Phone" },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Passkey>().name).toBe("Phone");

    const foreignRename = await stranger.browser.request({
      method: "PATCH",
      url: `/api/user/me/passkeys/${passkey.id}`,
      payload: { name: "Mine now" },
    });
    expect(foreignRename.statusCode).toBe(404);
    const foreignRemoval = await stranger.browser.request({
      method: "DELETE",
      url: `/api/user/me/passkeys/${passkey.id}`,
      payload: { password: stranger.registration.password },
    });
    expect(foreignRemoval.statusCode).toBe(404);
    expect(await listOf(stranger.browser)).toEqual([]);
    expect((await listOf(owner.browser)).map((listedKey) => listedKey.name)).toEqual(["Phone"]);
  });

  it("are removed only after re-authentication, and then sign nobody in", async () => {
    const { browser, registration } = await signUp(test.app);
    const { authenticator, passkey } = await addPasskey(browser);
    const remove = (payload?: object) =>
      browser.request({
        method: "DELETE",
        url: `/api/user/me/passkeys/${passkey.id}`,
        ...(payload === undefined ? {} : { payload }),
      });

    const unproven = await remove();
    expect(unproven.statusCode).toBe(401);
    expect(unproven.json()).toMatchObject({ code: "InvalidCredentials" });
    const wrong = await remove({ password: "not the password" });
    expect(wrong.statusCode).toBe(401);
    expect(await listOf(browser)).toHaveLength(1);

    expect((await remove({ password: registration.password })).statusCode).toBe(204);
    expect(await listOf(browser)).toEqual([]);
    const signedOut = await fresh();
    const refused = await signedOut.post("/api/auth/passkeys/sign-in", {
      response: authenticator.assert(await signInOptions(signedOut)),
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: "InvalidPasskey" });
  });

  it("refuse an answered challenge a second time, and an expired one", async () => {
    const { browser } = await signUp(test.app);
    const { authenticator } = await addPasskey(browser);
    const signedOut = await fresh();
    const options = await signInOptions(signedOut);
    const assertion = authenticator.assert(options);
    expect((await signedOut.post("/api/auth/passkeys/sign-in", { response: assertion })).statusCode).toBe(
      200,
    );

    // The same answer again (a replay), and a new signature over the spent challenge: both refused.
    const replay = await fresh();
    const replayed = await replay.post("/api/auth/passkeys/sign-in", { response: assertion });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: "InvalidPasskey" });
    expect(
      (await replay.post("/api/auth/passkeys/sign-in", { response: authenticator.assert(options) }))
        .statusCode,
    ).toBe(401);
    expect(replay.cookies.size).toBe(0);

    // A registration answer cannot be replayed either.
    const registrationOptions = (
      await browser.post("/api/auth/passkeys/registration-options")
    ).json<PasskeyRegistrationOptions>();
    const second = new SoftwareAuthenticator();
    const registration = second.register(registrationOptions);
    expect(
      (await browser.post("/api/user/me/passkeys", { name: "A", response: registration })).statusCode,
    ).toBe(201);
    const registeredTwice = await browser.post("/api/user/me/passkeys", {
      name: "B",
      response: registration,
    });
    expect(registeredTwice.statusCode).toBe(401);
    expect(registeredTwice.json()).toMatchObject({ code: "InvalidPasskey" });

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    const late = await signInOptions(signedOut);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const expired = await signedOut.post("/api/auth/passkeys/sign-in", {
      response: authenticator.assert(late),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: "InvalidPasskey" });
    const [stillStored] = await test.database.db
      .select()
      .from(passkeyChallenges)
      .where(eq(passkeyChallenges.challenge, late.challenge));
    expect(stillStored).toBeDefined();
  });

  it("refuse another origin, another relying party, and a sign-in without user verification", async () => {
    const { browser } = await signUp(test.app);
    const { authenticator } = await addPasskey(browser);
    const attempt = async (overrides: CeremonyOverrides) => {
      const signedOut = await fresh();
      const response = authenticator.assert(await signInOptions(signedOut), overrides);
      return signedOut.post("/api/auth/passkeys/sign-in", { response });
    };

    const phished = await attempt({ origin: "https://vitae.example.evil" });
    expect(phished.statusCode).toBe(401);
    expect(phished.json()).toMatchObject({ code: "InvalidPasskey" });
    expect(phished.json<{ message: string }>().message).toContain("https://vitae.example.evil");
    expect((await attempt({ rpId: "example.evil" })).statusCode).toBe(401);
    const unverified = await attempt({ flags: flags.userPresent });
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json<{ message: string }>().message).toContain("User verification required");
    // None of these counted as a use.
    expect((await listOf(browser))[0]?.lastUsedAt).toBeNull();
  });

  it("refuse a signature counter that does not go up (a cloned authenticator)", async () => {
    const { browser } = await signUp(test.app);
    const { authenticator } = await addPasskey(browser);
    const attempt = async (counter: number) => {
      const signedOut = await fresh();
      const response = authenticator.assert(await signInOptions(signedOut), { counter });
      return signedOut.post("/api/auth/passkeys/sign-in", { response });
    };
    expect((await attempt(7)).statusCode).toBe(200);
    const same = await attempt(7);
    expect(same.statusCode).toBe(401);
    expect(same.json<{ message: string }>().message).toContain("counter");
    expect((await attempt(3)).statusCode).toBe(401);
    expect((await attempt(8)).statusCode).toBe(200);
  });

  it("refuse a passkey whose backup eligibility changed since it was added, and record its backup state", async () => {
    const { browser } = await signUp(test.app);
    const verified = flags.userPresent | flags.userVerified;
    const { authenticator } = await addPasskey(browser, "Synced", { flags: verified | flags.backupEligible });
    expect((await listOf(browser))[0]?.synced).toBe(false);

    const signIn = async (flagByte: number) => {
      const signedOut = await fresh();
      const response = authenticator.assert(await signInOptions(signedOut), { flags: flagByte });
      return signedOut.post("/api/auth/passkeys/sign-in", { response });
    };
    expect((await signIn(verified | flags.backupEligible | flags.backedUp)).statusCode).toBe(200);
    expect((await listOf(browser))[0]?.synced).toBe(true);
    const changed = await signIn(verified);
    expect(changed.statusCode).toBe(401);
    expect(changed.json<{ message: string }>().message).toContain("backup eligibility");
  });

  it("complete a two-factor sign-in instead of a code, with the account's own passkey only", async () => {
    const { browser, registration, user } = await signUp(test.app);
    const { authenticator } = await addPasskey(browser);
    const setup = await browser.post("/api/auth/2fa/setup");
    const totp = URI.parse(setup.json<{ message: string }>().message) as TOTP;
    expect((await browser.post("/api/auth/2fa/enable", { code: totp.generate() })).statusCode).toBe(200);
    const stranger = await signUp(test.app);
    const { authenticator: strangers } = await addPasskey(stranger.browser);

    const pending = await signIn(test.app, registration.email, registration.password);
    expect(pending.response.json<AuthResponse>().status).toBe("2fa_required");
    const optionsFor = async () => {
      const answer = await pending.browser.post("/api/auth/2fa/passkey-options");
      expect(answer.statusCode).toBe(200);
      return answer.json<PasskeyAuthenticationOptions>();
    };
    const options = await optionsFor();
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([authenticator.id]);

    const foreign = await pending.browser.post("/api/auth/2fa/passkey", {
      response: strangers.assert(options),
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({ code: "InvalidPasskey" });
    // The second factor cannot be skipped: a pending sign-in reaches no account route.
    expect((await pending.browser.get("/api/user/me")).statusCode).toBe(401);

    const completed = await pending.browser.post("/api/auth/2fa/passkey", {
      response: authenticator.assert(await optionsFor(), { flags: flags.userPresent }),
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json<User>().id).toBe(user.id);
    expect((await pending.browser.get("/api/user/me")).statusCode).toBe(200);

    // Without a pending sign-in there is nothing to complete.
    const nobody = await fresh();
    expect((await nobody.post("/api/auth/2fa/passkey-options")).statusCode).toBe(401);
  });

  it("cannot be reached with an API key", async () => {
    const { browser } = await signUp(test.app);
    const { passkey } = await addPasskey(browser);
    const created = await browser.post("/api/user/me/api-keys", {
      name: "Script",
      scopes: ["resumes:read", "resumes:write"],
    });
    const { key } = created.json<{ key: string }>();
    const withKey = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
      test.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${key}` },
        ...(payload === undefined ? {} : { payload }),
      });
    for (const answer of [
      await withKey("GET", "/api/user/me/passkeys"),
      await withKey("POST", "/api/auth/passkeys/registration-options"),
      await withKey("PATCH", `/api/user/me/passkeys/${passkey.id}`, { name: "Key's" }),
      await withKey("DELETE", `/api/user/me/passkeys/${passkey.id}`),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: "Forbidden" });
    }
    expect((await listOf(browser)).map((listed) => listed.name)).toEqual(["Laptop"]);
  });

  it("sign in under the login's rate limit", async () => {
    const limited = await createTestApp({
      authLimits: { perIp: { ...relaxedAuthLimits.perIp, login: { max: 2, timeWindowMs: 60_000 } } },
    });
    try {
      const { browser } = await signUp(limited.app);
      const { authenticator } = await addPasskey(browser);
      const attempt = async () => {
        const options = await browser.post("/api/auth/passkeys/sign-in-options");
        return browser.post("/api/auth/passkeys/sign-in", {
          response: authenticator.assert(options.json<PasskeyAuthenticationOptions>()),
        });
      };
      expect((await attempt()).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(200);
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it("are off, with 404 on every ceremony, when PUBLIC_URL cannot carry them", async () => {
    const off = await createTestApp({ env: { PUBLIC_URL: "http://192.168.1.5:3000" } });
    try {
      const { browser } = await signUp(off.app);
      for (const url of ["/api/auth/passkeys/registration-options", "/api/auth/passkeys/sign-in-options"]) {
        const answer = await browser.post(url);
        expect(answer.statusCode).toBe(404);
        expect(answer.json<{ message: string }>().message).toBe("Passkeys are off on this server");
      }
    } finally {
      await off.close();
    }
  });
});
