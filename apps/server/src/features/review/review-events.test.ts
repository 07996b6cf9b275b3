import { type Resume, ResumeSchema } from "@vitae/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeReviews } from "../../db/schema.ts";
import { createTestApp, startSecondNode, type TestApp } from "../../test/create-test-app.ts";
import { accessCookieName } from "../auth/index.ts";
import { patchBody } from "../resume/resume.test-helpers.ts";

// Live review updates over real HTTP connections (loopback), each announced through the database's NOTIFY.

let test: TestApp;
let base: string;

type Owner = { cookie: string; request(method: string, path: string, body?: unknown): Promise<Response> };

let counter = 0;
const signUp = async (name: string): Promise<Owner> => {
  counter += 1;
  const username = `${name}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, username, email: `${username}@example.com`, password: "correct horse" }),
  });
  expect(response.status).toBe(201);
  const token = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((cookie) => cookie.startsWith(`${accessCookieName}=`));
  const cookie = token ?? "";
  return {
    cookie,
    request: (method, path, body) =>
      fetch(`${base}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
  };
};

const quote = "idempotency layer that removed duplicate charges";
const anchor = { itemId: "sample-experience-1", field: "summary", quote };
const author = { name: "Coach Carla" };

const sampleResume = async (owner: Owner, slug: string): Promise<Resume> => {
  const response = await owner.request("POST", "/api/resume", { title: "Mine", slug, sample: true });
  expect(response.status).toBe(201);
  return ResumeSchema.parse(await response.json());
};

const createLink = async (owner: Owner, resume: Resume, body: object = { name: "Career centre" }) => {
  const response = await owner.request("POST", `/api/resume/${resume.id}/reviews`, body);
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; token: string };
};

const comment = async (token: string, text = "Say how many") => {
  const response = await fetch(`${base}/api/review/${token}/comments`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ author, anchor, text }),
  });
  expect(response.status).toBe(201);
};

type ServerEvent = { event: string; data: unknown };

/** An open event stream: its answer, and its events one by one as they arrive. */
const openEvents = async (url: string, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ended = false;
  const events: ServerEvent[] = [];
  const waiters: (() => void)[] = [];
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  void (async () => {
    try {
      while (reader !== undefined) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event !== undefined) events.push({ event, data: data === undefined ? null : JSON.parse(data) });
          end = buffer.indexOf("\n\n");
        }
        wake();
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
    wake();
  })();
  const until = async (ready: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!ready() && !ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    response,
    events,
    /** The events received once `count` arrived or `timeoutMs` passed. */
    async received(count: number, timeoutMs = 5000) {
      await until(() => events.length >= count, timeoutMs);
      return [...events];
    },
    /** Whether the server ended the stream within `timeoutMs`. */
    async ended(timeoutMs = 5000) {
      await until(() => ended, timeoutMs);
      return ended;
    },
    close: () => controller.abort(),
  };
};

beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(test.app.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await test?.close();
});

describe("the reviewer's event stream", () => {
  it("tells of new comments and of the owner's edits, and ends at once when the link is revoked", async () => {
    const alice = await signUp("alice");
    const resume = await sampleResume(alice, "events-reviewer");
    const link = await createLink(alice, resume);
    const stream = await openEvents(`${base}/api/review/${link.token}/events`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);

    await comment(link.token);
    expect(await stream.received(1)).toEqual([{ event: "comments", data: { resumeId: resume.id } }]);

    const current = ResumeSchema.parse(await (await alice.request("GET", `/api/resume/${resume.id}`)).json());
    const saved = await alice.request(
      "PATCH",
      `/api/resume/${resume.id}`,
      patchBody(current, { title: "Edited" }),
    );
    expect(saved.status).toBe(200);
    expect((await stream.received(2))[1]).toEqual({ event: "resume", data: { resumeId: resume.id } });

    const revoked = await alice.request("DELETE", `/api/resume/${resume.id}/reviews/${link.id}`);
    expect(revoked.status).toBe(204);
    expect(await stream.ended()).toBe(true);
    expect(stream.events.at(-1)).toEqual({ event: "revoked", data: {} });
    expect(stream.events.filter((event) => event.event !== "revoked")).toHaveLength(2);
    // Reconnecting is refused as the link's other routes are.
    const again = await fetch(`${base}/api/review/${link.token}/events`);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: "InvalidToken" });
  });

  it("ends at the next change once the link has expired", async () => {
    const alice = await signUp("alice");
    const resume = await sampleResume(alice, "events-expiry");
    const link = await createLink(alice, resume);
    const stream = await openEvents(`${base}/api/review/${link.token}/events`);
    await test.database.db
      .update(resumeReviews)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(resumeReviews.id, link.id));
    await test.database.db.execute(sql`select pg_notify('vitae_changes', ${`review:${resume.id}`})`);
    expect(await stream.ended()).toBe(true);
    expect(stream.events).toEqual([{ event: "revoked", data: {} }]);
  });

  it("hears nothing of another resume's threads (token isolation)", async () => {
    const alice = await signUp("alice");
    const mallory = await signUp("mallory");
    const own = await sampleResume(alice, "events-own");
    const other = await sampleResume(mallory, "events-other");
    const ownLink = await createLink(alice, own);
    const otherLink = await createLink(mallory, other);
    const stream = await openEvents(`${base}/api/review/${ownLink.token}/events`);
    // The other resume's comment comes first: had it reached this stream, it would be the first event.
    await comment(otherLink.token);
    await comment(ownLink.token);
    expect(await stream.received(1)).toEqual([{ event: "comments", data: { resumeId: own.id } }]);
    expect(await stream.received(2, 300)).toHaveLength(1);
    stream.close();
  });

  it("needs the link's password first, and refuses a token no link has", async () => {
    const alice = await signUp("alice");
    const resume = await sampleResume(alice, "events-password");
    const link = await createLink(alice, resume, { name: "Peers", password: "open sesame" });
    const locked = await fetch(`${base}/api/review/${link.token}/events`);
    expect(locked.status).toBe(401);
    expect(await locked.json()).toMatchObject({ code: "ResumePasswordRequired" });

    const unlocked = await fetch(`${base}/api/review/${link.token}/unlock`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: "open sesame" }),
    });
    expect(unlocked.status).toBe(204);
    const cookie = unlocked.headers.getSetCookie().map((value) => value.split(";")[0] ?? "")[0] ?? "";
    const stream = await openEvents(`${base}/api/review/${link.token}/events`, { cookie });
    expect(stream.response.status).toBe(200);
    stream.close();

    const unknown = await fetch(`${base}/api/review/${"x".repeat(43)}/events`);
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toMatchObject({ code: "InvalidToken" });
  });
});

describe("the owner's event stream", () => {
  it("tells of a reviewer's comment made through another server node, and is the owner's alone", async () => {
    const alice = await signUp("alice");
    const mallory = await signUp("mallory");
    const resume = await sampleResume(alice, "events-owner");
    const link = await createLink(alice, resume);
    const stream = await openEvents(`${base}/api/resume/${resume.id}/comments/events`, {
      cookie: alice.cookie,
    });
    expect(stream.response.status).toBe(200);

    const second = await startSecondNode(test);
    try {
      const written = await second.app.inject({
        method: "POST",
        url: `/api/review/${link.token}/comments`,
        payload: { author, anchor, text: "From the other node" },
      });
      expect(written.statusCode).toBe(201);
      expect(await stream.received(1)).toEqual([{ event: "comments", data: { resumeId: resume.id } }]);
    } finally {
      await second.close();
    }
    stream.close();

    const stranger = await fetch(`${base}/api/resume/${resume.id}/comments/events`, {
      headers: { cookie: mallory.cookie },
    });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toMatchObject({ code: "ResumeNotFound" });
    expect((await fetch(`${base}/api/resume/${resume.id}/comments/events`)).status).toBe(401);
  });

  it("is ended by the server's shutdown instead of holding it", async () => {
    const node = await startSecondNode(test);
    await node.app.listen({ port: 0, host: "127.0.0.1" });
    const nodeBase = `http://127.0.0.1:${(node.app.server.address() as { port: number }).port}`;
    const alice = await signUp("alice");
    const resume = await sampleResume(alice, "events-shutdown");
    const stream = await openEvents(`${nodeBase}/api/resume/${resume.id}/comments/events`, {
      cookie: alice.cookie,
    });
    expect(stream.response.status).toBe(200);
    const started = Date.now();
    await node.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await stream.ended()).toBe(true);
  });
});
