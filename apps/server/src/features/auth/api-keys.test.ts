import { createHash, randomUUID } from "node:crypto";
import { type ApiKey, type ApiKeyScope, apiKeyScopes } from "@vitae/schema";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeys } from "../../db/schema.ts";
import { acceptsApiKeys, requiresCredentials } from "../../lib/openapi-operations.ts";
import {
  createTestApp,
  relaxedAuthLimits,
  startSecondNode,
  type TestApp,
} from "../../test/create-test-app.ts";
import { createResume, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

const createKey = async (
  as: SignedInUser,
  body: { name?: string; scopes: ApiKeyScope[]; expiresAt?: string },
): Promise<{ id: string; key: string }> => {
  const response = await as.request({
    method: "POST",
    url: "/api/user/me/api-keys",
    payload: { name: "script", ...body },
  });
  if (response.statusCode !== 201)
    throw new Error(`key not created: ${response.statusCode} ${response.body}`);
  return response.json();
};

/** A request with the key alone: no cookies, as a script sends it. */
const withKey = (key: string, options: InjectOptions & { app?: TestApp["app"] }) =>
  (options.app ?? test.app).inject({
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${key}` },
  });

describe("creating, listing and revoking keys", () => {
  it("shows the secret once, stores only its SHA-256, and lists keys without secrets", async () => {
    const owner = await signUp(test);
    const created = await createKey(owner, { name: "Deploy script", scopes: ["resumes:read"] });
    // `vitae_` and 32 random bytes in base64url: 256 bits.
    expect(created.key).toMatch(/^vitae_[\w-]{43}$/);

    const [row] = await test.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toBe(createHash("sha256").update(created.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.key.slice("vitae_".length));

    await withKey(created.key, { method: "GET", url: "/api/resume", remoteAddress: "198.51.100.7" });
    const list = await owner.request({ method: "GET", url: "/api/user/me/api-keys" });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key.slice("vitae_".length));
    const [listed] = list.json<ApiKey[]>();
    expect(listed).toMatchObject({
      id: created.id,
      name: "Deploy script",
      scopes: ["resumes:read"],
      expiresAt: null,
    });
    expect(listed?.lastUsedIp).toBe("198.51.100.7");
    expect(Date.now() - Date.parse(listed?.lastUsedAt ?? "")).toBeLessThan(60_000);
  });

  it("refuses unknown scopes, repeated scopes, no scopes and a past expiry with 400", async () => {
    const owner = await signUp(test);
    for (const payload of [
      { name: "x", scopes: ["resumes:delete"] },
      { name: "x", scopes: ["print", "print"] },
      { name: "x", scopes: [] },
      { name: "x", scopes: ["print"], expiresAt: "2001-01-01T00:00:00.000Z" },
      { name: "  ", scopes: ["print"] },
    ]) {
      const response = await owner.request({ method: "POST", url: "/api/user/me/api-keys", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe("ValidationError");
    }
  });

  it("a revoked key is refused at once; another user's key cannot be revoked", async () => {
    const owner = await signUp(test);
    const stranger = await signUp(test);
    const { id, key } = await createKey(owner, { scopes: ["resumes:read"] });
    expect((await withKey(key, { method: "GET", url: "/api/resume" })).statusCode).toBe(200);

    const foreign = await stranger.request({ method: "DELETE", url: `/api/user/me/api-keys/${id}` });
    expect(foreign.statusCode).toBe(404);
    expect((await withKey(key, { method: "GET", url: "/api/resume" })).statusCode).toBe(200);

    const revoked = await owner.request({ method: "DELETE", url: `/api/user/me/api-keys/${id}` });
    expect(revoked.statusCode).toBe(204);
    const refused = await withKey(key, { method: "GET", url: "/api/resume" });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe("Unauthorized");
    expect((await owner.request({ method: "GET", url: "/api/user/me/api-keys" })).json()).toEqual([]);
  });

  it("an expired key is refused", async () => {
    const owner = await signUp(test);
    const { id, key } = await createKey(owner, {
      scopes: ["resumes:read"],
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await withKey(key, { method: "GET", url: "/api/resume" })).statusCode).toBe(200);
    await test.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, id));
    expect((await withKey(key, { method: "GET", url: "/api/resume" })).statusCode).toBe(401);
  });

  it("keys go with the account", async () => {
    const owner = await signUp(test);
    const { id, key } = await createKey(owner, { scopes: ["resumes:read"] });
    const deleted = await owner.request({
      method: "DELETE",
      url: "/api/user/me",
      payload: { password: "correct horse" },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await test.database.db.select().from(apiKeys).where(eq(apiKeys.id, id))).toEqual([]);
    expect((await withKey(key, { method: "GET", url: "/api/resume" })).statusCode).toBe(401);
  });
});

describe("what a key may reach", () => {
  it("scopes are enforced: read, write and print each need their own", async () => {
    const owner = await signUp(test);
    const resume = await createResume(owner);
    const reader = (await createKey(owner, { scopes: ["resumes:read"] })).key;
    const writer = (await createKey(owner, { scopes: ["resumes:write"] })).key;

    const read = await withKey(reader, { method: "GET", url: `/api/resume/${resume.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().id).toBe(resume.id);
    expect((await withKey(writer, { method: "GET", url: `/api/resume/${resume.id}` })).statusCode).toBe(403);

    const lock = { method: "PATCH" as const, url: `/api/resume/${resume.id}/lock`, payload: { set: true } };
    const refused = await withKey(reader, lock);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: "Forbidden",
      message: expect.stringContaining("resumes:write"),
    });
    expect((await withKey(writer, lock)).statusCode).toBe(200);

    const created = await withKey(writer, {
      method: "POST",
      url: "/api/resume",
      payload: { title: "By key", slug: "by-key" },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().userId).toBe(owner.user.id);

    const print = await withKey(reader, { method: "GET", url: `/api/resume/print/${resume.id}` });
    expect(print.statusCode).toBe(403);
  });

  it("letters and applications have scopes of their own", async () => {
    const owner = await signUp(test);
    const letters = (await createKey(owner, { scopes: ["letters:read"] })).key;
    const applications = (await createKey(owner, { scopes: ["applications:read", "applications:write"] }))
      .key;
    expect((await withKey(letters, { method: "GET", url: "/api/letter" })).statusCode).toBe(200);
    expect((await withKey(letters, { method: "GET", url: "/api/application" })).statusCode).toBe(403);
    expect((await withKey(letters, { method: "GET", url: "/api/resume" })).statusCode).toBe(403);
    expect((await withKey(applications, { method: "GET", url: "/api/application" })).statusCode).toBe(200);
    expect((await withKey(applications, { method: "GET", url: "/api/letter" })).statusCode).toBe(403);
  });

  it("another user's resumes stay unreachable", async () => {
    const owner = await signUp(test);
    const stranger = await signUp(test);
    const theirs = await createResume(stranger);
    const { key } = await createKey(owner, { scopes: [...apiKeyScopes] });
    for (const options of [
      { method: "GET" as const, url: `/api/resume/${theirs.id}` },
      { method: "PATCH" as const, url: `/api/resume/${theirs.id}/lock`, payload: { set: true } },
      { method: "DELETE" as const, url: `/api/resume/${theirs.id}` },
      { method: "GET" as const, url: `/api/resume/${theirs.id}/versions` },
    ]) {
      const response = await withKey(key, options);
      expect(response.statusCode, options.url).toBe(404);
    }
    const list = await withKey(key, { method: "GET", url: "/api/resume" });
    expect(list.json()).toEqual([]);
  });

  it("every operation that does not declare an API-key scope refuses a key holding all scopes", async () => {
    const owner = await signUp(test);
    const { key } = await createKey(owner, { scopes: [...apiKeyScopes] });
    type Operation = { operationId: string; security?: Record<string, string[]>[] };
    const document = (await test.app.inject({ method: "GET", url: "/api/docs/json" })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const closed: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        if (acceptsApiKeys(operation.security) || !requiresCredentials(operation.security)) continue;
        const response = await withKey(key, {
          method: method.toUpperCase() as "GET",
          url: path.replace(/\{\w+\}/g, randomUUID()),
          payload: {},
        });
        // Routes that read a bearer token refuse the key as such; the rest (refresh, pending 2FA) read only
        // their cookies, which a key request has none of.
        const readsBearer = operation.security?.some((requirement) => "BearerAuth" in requirement);
        expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(readsBearer ? 403 : 401);
        closed.push(operation.operationId);
      }
    }
    // The account routes are among them: password, 2FA, e-mail and profile, sessions, the keys, deletion.
    expect(closed).toEqual(
      expect.arrayContaining([
        "changePassword",
        "setupTwoFactor",
        "disableTwoFactor",
        "getCurrentUser",
        "updateCurrentUser",
        "deleteCurrentUser",
        "listApiKeys",
        "createApiKey",
        "revokeApiKey",
      ]),
    );
    // The account is unchanged and the session still works.
    expect((await owner.request({ method: "GET", url: "/api/user/me" })).statusCode).toBe(200);
  });

  it("the cross-origin exemption holds for a key alone, never for a request with cookies", async () => {
    const owner = await signUp(test);
    const resume = await createResume(owner);
    const { key } = await createKey(owner, { scopes: ["resumes:write"] });
    const lock = { method: "PATCH" as const, url: `/api/resume/${resume.id}/lock`, payload: { set: true } };
    const origin = { origin: "https://elsewhere.example" };
    expect((await withKey(key, { ...lock, headers: origin })).statusCode).toBe(200);
    const withCookies = await owner.request({
      ...lock,
      headers: { ...origin, authorization: `Bearer ${key}` },
    });
    expect(withCookies.statusCode).toBe(403);
    expect(withCookies.json().message).toContain("https://elsewhere.example");
    // A key never falls back to the cookies beside it: a bad key with a good session is still refused.
    const badKey = await owner.request({
      method: "GET",
      url: "/api/resume",
      headers: { authorization: "Bearer vitae_nope" },
    });
    expect(badKey.statusCode).toBe(401);
  });
});

describe("per-key rate limits", () => {
  it("count a key's requests on every node together, and each key on its own", async () => {
    const authLimits = { ...relaxedAuthLimits, perApiKey: { max: 3, timeWindowMs: 60_000 } };
    const nodeA = await createTestApp({ authLimits });
    const second = await startSecondNode(nodeA, { authLimits });
    try {
      const owner = await signUp(nodeA);
      const created = await owner.request({
        method: "POST",
        url: "/api/user/me/api-keys",
        payload: { name: "busy", scopes: ["resumes:read"] },
      });
      const other = await owner.request({
        method: "POST",
        url: "/api/user/me/api-keys",
        payload: { name: "calm", scopes: ["resumes:read"] },
      });
      const list = (app: TestApp["app"], key: string) =>
        withKey(key, { app, method: "GET", url: "/api/resume" });
      const busy = created.json<{ key: string }>().key;
      const statuses = [];
      for (let n = 0; n < 4; n++)
        statuses.push((await list(n % 2 === 0 ? nodeA.app : second.app, busy)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await list(second.app, busy);
      expect(refused.json().code).toBe("TooManyRequests");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await list(nodeA.app, other.json<{ key: string }>().key)).statusCode).toBe(200);
    } finally {
      await second.close();
      await nodeA.close();
    }
  });
});
