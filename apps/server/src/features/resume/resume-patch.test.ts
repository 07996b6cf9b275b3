import { entityTag, type JsonPatch, type Resume } from "@vitae/schema";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, startSecondNode, type TestApp } from "../../test/create-test-app.ts";
import { accessCookieName } from "../auth/index.ts";
import { createResume, resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "alice");
});

afterAll(async () => {
  await test.close();
});

const read = (resume: Pick<Resume, "id">, as = alice) =>
  as.request({ method: "GET", url: `/api/resume/${resume.id}` });

const patch = (resume: Pick<Resume, "id">, operations: unknown, ifMatch?: string, as = alice) =>
  as.request({
    method: "PATCH",
    url: `/api/resume/${resume.id}`,
    headers: {
      "content-type": "application/json-patch+json",
      ...(ifMatch === undefined ? {} : { "if-match": ifMatch }),
    },
    payload: JSON.stringify(operations),
  });

let resumes = 0;
/** A new resume of Alice's, under a slug of its own. */
const fresh = () => {
  resumes += 1;
  return createResume(alice, { slug: `patched-${resumes}` });
};

const rename = (name: string): JsonPatch => [{ op: "replace", path: "/data/basics/name", value: name }];

describe("ETag", () => {
  it("GET and every save answer the resume's version as its ETag", async () => {
    const resume = await fresh();
    const got = await read(resume);
    expect(got.headers.etag).toBe(entityTag(resume.updatedAt));
    const saved = await patch(resume, rename("Ada"), got.headers.etag as string);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe(entityTag(resumeOf(saved).updatedAt));
    expect(saved.headers.etag).not.toBe(got.headers.etag);
  });
});

describe("PATCH with application/json-patch+json", () => {
  it("applies a one-field patch, stores it and answers the saved resume; a read afterwards sees it", async () => {
    const resume = await fresh();
    // Read once so the answer is cached: the write must drop it.
    const before = await read(resume);
    const saved = await patch(resume, rename("Grace Hopper"), before.headers.etag as string);
    expect(saved.statusCode).toBe(200);
    expect(resumeOf(saved).data.basics.name).toBe("Grace Hopper");
    const after = await read(resume);
    expect(resumeOf(after).data.basics.name).toBe("Grace Hopper");
    expect(after.headers.etag).toBe(saved.headers.etag);
    // Everything else is as it was.
    expect({ ...resumeOf(after).data, basics: undefined }).toEqual({ ...resume.data, basics: undefined });
  });

  it("edits title, slug and lists (add, move, remove) in one all-or-nothing patch", async () => {
    const resume = await createResume(alice, { title: "Old", slug: "old-title" });
    const etag = (await read(resume)).headers.etag as string;
    const item = (id: string, name: string) => ({
      id,
      visible: true,
      name,
      description: "",
      date: "",
      location: "",
      url: { label: "", href: "" },
      summary: "",
      keywords: [],
    });
    const saved = await patch(
      resume,
      [
        { op: "replace", path: "/title", value: "New" },
        { op: "replace", path: "/slug", value: "new-title" },
        { op: "add", path: "/data/sections/projects/items/-", value: item("a", "First") },
        { op: "add", path: "/data/sections/projects/items/-", value: item("b", "Second") },
        { op: "move", from: "/data/sections/projects/items/1", path: "/data/sections/projects/items/0" },
        { op: "remove", path: "/data/sections/projects/items/1" },
      ],
      etag,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = resumeOf(await read(resume));
    expect([stored.title, stored.slug]).toEqual(["New", "new-title"]);
    expect(stored.data.sections.projects.items.map((entry) => entry.name)).toEqual(["Second"]);
  });

  it("a stale ETag is 412 with the current ETag, and changes nothing", async () => {
    const resume = await fresh();
    const first = (await read(resume)).headers.etag as string;
    const saved = await patch(resume, rename("One"), first);
    const refused = await patch(resume, rename("Two"), first);
    expect(refused.statusCode).toBe(412);
    expect(refused.json().code).toBe("PreconditionFailed");
    expect(refused.headers.etag).toBe(saved.headers.etag);
    expect(resumeOf(await read(resume)).data.basics.name).toBe("One");
    // `*` applies to whatever is stored.
    expect((await patch(resume, rename("Three"), "*")).statusCode).toBe(200);
  });

  it("of two patches from the same version, exactly one is stored", async () => {
    const resume = await fresh();
    const etag = (await read(resume)).headers.etag as string;
    const answers = await Promise.all(["A", "B", "C"].map((name) => patch(resume, rename(name), etag)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412, 412]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    expect(resumeOf(await read(resume)).data.basics.name).toBe(resumeOf(winner as never).data.basics.name);
  });

  it("test operations guard the patch: a passing one lets it apply, a failing one is 422", async () => {
    const resume = await fresh();
    let etag = (await read(resume)).headers.etag as string;
    const guarded = await patch(
      resume,
      [{ op: "test", path: "/data/basics/name", value: resume.data.basics.name }, ...rename("Tested")],
      etag,
    );
    expect(guarded.statusCode).toBe(200);
    etag = guarded.headers.etag as string;
    const failed = await patch(
      resume,
      [{ op: "test", path: "/data/basics/name", value: "Somebody else" }, ...rename("No")],
      etag,
    );
    expect(failed.statusCode).toBe(422);
    expect(failed.json()).toMatchObject({
      code: "UnprocessablePatch",
      message: expect.stringContaining("test"),
    });
    expect(resumeOf(await read(resume)).data.basics.name).toBe("Tested");
  });

  it("paths outside the editable fields, and paths that do not resolve, are 422", async () => {
    const resume = await fresh();
    const etag = (await read(resume)).headers.etag as string;
    for (const operations of [
      [{ op: "replace", path: "/locked", value: true }],
      [{ op: "replace", path: "/userId", value: "someone" }],
      [{ op: "replace", path: "/id", value: "x" }],
      [{ op: "replace", path: "", value: {} }],
      [{ op: "copy", from: "/userId", path: "/title" }],
      [{ op: "replace", path: "/data/nothing/here", value: 1 }],
      [{ op: "remove", path: "/data/sections/projects/items/7" }],
    ]) {
      const refused = await patch(resume, operations, etag);
      expect(refused.statusCode, JSON.stringify(operations)).toBe(422);
      expect(refused.json().code).toBe("UnprocessablePatch");
    }
    expect(resumeOf(await read(resume))).toEqual(resume);
  });

  it("a result the resume schema refuses is 400 with issues; a malformed patch is 400 too", async () => {
    const resume = await fresh();
    const etag = (await read(resume)).headers.etag as string;
    const invalid = await patch(resume, [{ op: "replace", path: "/data/basics/name", value: 42 }], etag);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().issues).toContainEqual(expect.objectContaining({ path: "data.basics.name" }));
    const malformed = await patch(resume, [{ op: "jump", path: "/title" }], etag);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe("ValidationError");
    const missingIfMatch = await patch(resume, rename("X"));
    expect(missingIfMatch.statusCode).toBe(400);
    expect(missingIfMatch.json().issues).toEqual([expect.objectContaining({ path: "headers.if-match" })]);
    expect(resumeOf(await read(resume))).toEqual(resume);
  });

  it("a locked resume is 423 and another user's resume 404", async () => {
    const resume = await fresh();
    const etag = (await read(resume)).headers.etag as string;
    const bob = await signUp(test, "bob");
    expect((await patch(resume, rename("Bob"), etag, bob)).statusCode).toBe(404);
    await alice.request({ method: "PATCH", url: `/api/resume/${resume.id}/lock`, payload: { set: true } });
    const locked = await patch(resume, rename("X"), "*");
    expect(locked.statusCode).toBe(423);
  });

  it("another node that cached the resume serves the patched one (NOTIFY), and refuses the old ETag", async () => {
    const second = await startSecondNode(test);
    try {
      const resume = await fresh();
      const login = await second.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { identifier: alice.user.username, password: "correct horse" },
      });
      const cookies = {
        [accessCookieName]: login.cookies.find((c) => c.name === accessCookieName)?.value ?? "",
      };
      const onB = (options: InjectOptions) => second.app.inject({ ...options, cookies });
      const cachedOnB = await onB({ method: "GET", url: `/api/resume/${resume.id}` });
      const saved = await patch(resume, rename("Patched on A"), cachedOnB.headers.etag as string);
      expect(saved.statusCode).toBe(200);
      await vi.waitFor(
        async () => {
          const now = await onB({ method: "GET", url: `/api/resume/${resume.id}` });
          expect(resumeOf(now).data.basics.name).toBe("Patched on A");
          expect(now.headers.etag).toBe(saved.headers.etag);
        },
        { timeout: 2000 },
      );
      const stale = await onB({
        method: "PATCH",
        url: `/api/resume/${resume.id}`,
        headers: {
          "content-type": "application/json-patch+json",
          "if-match": cachedOnB.headers.etag as string,
        },
        payload: JSON.stringify(rename("Stale on B")),
      });
      expect(stale.statusCode).toBe(412);
    } finally {
      await second.close();
    }
  });
});
