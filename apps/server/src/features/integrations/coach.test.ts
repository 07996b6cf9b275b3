import { generateKeyPair } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app.ts";
import type { TestApp } from "../../test/create-test-app.ts";
import {
  type CoachJwks,
  hmacKey,
  signCoachToken,
  startCoachJwks,
  unsignedCoachToken,
} from "../../test/fakes/coach-platform.ts";
import { createAppWithEnv } from "../../test/fakes/external-auth-app.ts";
import { cookieHeader, cookiesOf } from "../../test/fakes/sign-in-flow.ts";
import { accessCookieName, findUserByEmail, insertUser, updateUser } from "../auth/index.ts";

const secret = "the-learning-platform-shares-this-secret";
const now = () => Math.floor(Date.now() / 1000);

let clients = 0;
/** Each hand-off comes from its own address, so the per-IP rate limit stays out of the way but for its own test. */
const nextAddress = () => {
  clients += 1;
  return `10.0.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

const handOff = (app: App, token: string, remoteAddress = nextAddress()) =>
  app.inject({ method: "POST", url: "/api/auth/coachIntegration", payload: { token }, remoteAddress });

const student = (email: string, extra: Record<string, string> = {}) => ({
  email,
  name: "Student Name",
  ...extra,
});

describe("learning-platform hand-off with a shared secret", () => {
  let testApp: TestApp;
  let app: App;

  beforeAll(async () => {
    testApp = await createAppWithEnv({ COACH_JWT_SECRET: secret });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it("creates a verified account and signs it in", async () => {
    const token = await signCoachToken(
      hmacKey(secret),
      student("New.Student@School.example", {
        username: "newstudent",
        picture: "https://cdn.example.com/p.png",
      }),
    );
    const response = await handOff(app, token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: "authenticated",
      user: {
        email: "new.student@school.example",
        emailVerified: true,
        username: "newstudent",
        name: "Student Name",
        picture: "https://cdn.example.com/p.png",
      },
    });
    const cookies = cookiesOf(response);
    const cookie = response.cookies.find((entry) => entry.name === accessCookieName);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const me = await app.inject({
      method: "GET",
      url: "/api/user/me",
      headers: { cookie: cookieHeader(cookies) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.user.id);
  });

  it("signs an existing account in by e-mail", async () => {
    const existing = await insertUser(
      testApp.database.db,
      {
        name: "Known Student",
        username: "known",
        email: "known@school.example",
        provider: "email",
        emailVerified: true,
      },
      { passwordHash: null },
    );
    const response = await handOff(
      app,
      await signCoachToken(hmacKey(secret), student("known@school.example")),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "authenticated",
      user: { id: existing.id, username: "known" },
    });
  });

  it("answers 2fa_required with a pending session for a user with two-factor on", async () => {
    const existing = await insertUser(
      testApp.database.db,
      {
        name: "Careful Student",
        username: "careful",
        email: "careful@school.example",
        provider: "email",
        emailVerified: true,
      },
      { passwordHash: null },
    );
    await updateUser(testApp.database.db, existing.id, { twoFactorEnabled: true });
    const response = await handOff(
      app,
      await signCoachToken(hmacKey(secret), student("careful@school.example")),
    );
    expect(response.json()).toMatchObject({ status: "2fa_required", user: { id: existing.id } });
    const me = await app.inject({
      method: "GET",
      url: "/api/user/me",
      headers: { cookie: cookieHeader(cookiesOf(response)) },
    });
    expect(me.statusCode).toBe(401);
  });

  it("refuses a replayed token", async () => {
    const token = await signCoachToken(hmacKey(secret), student("replay@school.example"));
    expect((await handOff(app, token)).statusCode).toBe(200);
    const replay = await handOff(app, token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: "InvalidToken" });
    expect(replay.cookies.find((entry) => entry.name === accessCookieName)).toBeUndefined();
  });

  const refused: [string, () => Promise<string>][] = [
    [
      "expired",
      () =>
        signCoachToken(hmacKey(secret), student("a@school.example"), {
          issuedAt: now() - 120,
          expiresAt: now() - 60,
        }),
    ],
    [
      "more than 5 minutes old, whatever its exp",
      () =>
        signCoachToken(hmacKey(secret), student("b@school.example"), {
          issuedAt: now() - 6 * 60,
          expiresAt: now() + 3600,
        }),
    ],
    [
      "issued in the future",
      () => signCoachToken(hmacKey(secret), student("c@school.example"), { issuedAt: now() + 600 }),
    ],
    ["without iat", () => signCoachToken(hmacKey(secret), student("d@school.example"), { issuedAt: null })],
    ["without jti", () => signCoachToken(hmacKey(secret), student("e@school.example"), { jti: null })],
    [
      "signed with another secret",
      () => signCoachToken(hmacKey("not-the-platform-secret-at-all!!"), student("f@school.example")),
    ],
    ["unsigned (alg none)", async () => unsignedCoachToken(student("g@school.example"))],
    [
      "signed with another algorithm",
      () => signCoachToken(hmacKey(secret), student("h@school.example"), { alg: "HS512" }),
    ],
    ["without e-mail", () => signCoachToken(hmacKey(secret), { name: "No Mail" })],
    ["not a JWT", async () => "definitely-not-a-jwt"],
    [
      "with a tampered payload",
      async () => {
        const [header, , signature] = (
          await signCoachToken(hmacKey(secret), student("i@school.example"))
        ).split(".");
        const payload = Buffer.from(
          JSON.stringify({ ...student("admin@school.example"), iat: now(), jti: "x" }),
        );
        return `${header}.${payload.toString("base64url")}.${signature}`;
      },
    ],
  ];

  it.each(refused)("refuses a token %s with 401 InvalidToken", async (_name, make) => {
    const response = await handOff(app, await make());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "InvalidToken" });
    expect(response.cookies.find((entry) => entry.name === accessCookieName)).toBeUndefined();
  });

  it("created no account for any refused token", async () => {
    for (const letter of "abcdefghi") {
      expect(await findUserByEmail(testApp.database.db, `${letter}@school.example`)).toBeUndefined();
    }
    expect(await findUserByEmail(testApp.database.db, "admin@school.example")).toBeUndefined();
  });

  it("does not hand over an account whose owner never verified the address", async () => {
    await insertUser(
      testApp.database.db,
      {
        name: "Squatter",
        username: "squatter",
        email: "squatted@school.example",
        provider: "email",
        emailVerified: false,
      },
      { passwordHash: null },
    );
    const response = await handOff(
      app,
      await signCoachToken(hmacKey(secret), student("squatted@school.example")),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "UserAlreadyExists" });
  });
});

describe("learning-platform hand-off with the platform's JWKS", () => {
  let jwks: CoachJwks;
  let testApp: TestApp;

  beforeAll(async () => {
    jwks = await startCoachJwks();
    testApp = await createAppWithEnv({ COACH_JWKS_URL: jwks.url });
  });

  afterAll(async () => {
    await testApp?.close();
    await jwks?.close();
  });

  it("accepts RS256 and ES256 tokens signed with the platform's keys", async () => {
    for (const alg of ["RS256", "ES256"] as const) {
      const response = await handOff(
        testApp.app,
        await jwks.sign(student(`${alg.toLowerCase()}@school.example`), { alg }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().user.email).toBe(`${alg.toLowerCase()}@school.example`);
    }
  });

  it("refuses a key the platform does not publish, and HMAC tokens", async () => {
    const stranger = await generateKeyPair("RS256");
    const forged = await signCoachToken(stranger.privateKey, student("forged@school.example"), {
      alg: "RS256",
      kid: "platform-rsa",
    });
    const hmac = await signCoachToken(hmacKey(secret), student("hmac@school.example"));
    for (const token of [forged, hmac]) {
      const response = await handOff(testApp.app, token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: "InvalidToken" });
    }
  });
});

describe("learning-platform hand-off limits", () => {
  let closed: TestApp;
  let unconfigured: TestApp;

  beforeAll(async () => {
    closed = await createAppWithEnv({ COACH_JWT_SECRET: secret, DISABLE_SIGNUP: "true" });
    unconfigured = await createAppWithEnv({});
  });

  afterAll(async () => {
    await closed?.close();
    await unconfigured?.close();
  });

  it("creates no account when sign-ups are disabled, but signs existing ones in", async () => {
    const refused = await handOff(
      closed.app,
      await signCoachToken(hmacKey(secret), student("late@school.example")),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "SignupDisabled" });

    await insertUser(
      closed.database.db,
      {
        name: "Late Student",
        username: "late",
        email: "late@school.example",
        provider: "email",
        emailVerified: true,
      },
      { passwordHash: null },
    );
    const allowed = await handOff(
      closed.app,
      await signCoachToken(hmacKey(secret), student("late@school.example")),
    );
    expect(allowed.statusCode).toBe(200);
  });

  it("limits hand-offs per address", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await handOff(closed.app, "not-a-token", "192.0.2.77")).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it("scales the hand-off limit with RATE_LIMIT_FACTOR, like the other per-address limits", async () => {
    const relaxed = await createAppWithEnv({ COACH_JWT_SECRET: secret, RATE_LIMIT_FACTOR: "2" });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt += 1) {
        statuses.push((await handOff(relaxed.app, "not-a-token", "192.0.2.78")).statusCode);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses[20]).toBe(429);
    } finally {
      await relaxed.close();
    }
  });

  it("answers 404 NotFound when the hand-off is not configured", async () => {
    const response = await handOff(
      unconfigured.app,
      await signCoachToken(hmacKey(secret), student("x@school.example")),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NotFound" });
  });
});
