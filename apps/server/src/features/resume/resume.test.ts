import {
  createDefaultResumeData,
  createEmptyResumeData,
  createSampleResumeData,
  ErrorResponseSchema,
  type Resume,
  StatisticsSchema,
  slugify,
} from "@vitae/schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit } from "../../app.ts";
import { statistics } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, patchBody, resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { code } });
  expect(ErrorResponseSchema.safeParse(response.json()).success).toBe(true);
};

const statisticsOf = async (as: SignedInUser, id: string) => {
  const response = await as.request({ method: "GET", url: `/api/resume/${id}/statistics` });
  expect(response.statusCode).toBe(200);
  return StatisticsSchema.parse(response.json());
};

const makePublic = async (as: SignedInUser, resume: Resume): Promise<Resume> => {
  const response = await as.request({
    method: "PATCH",
    url: `/api/resume/${resume.id}`,
    payload: patchBody(resume, { visibility: "public" }),
  });
  expect(response.statusCode).toBe(200);
  return resumeOf(response);
};

describe("without a session", () => {
  const someId = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
  it.each([
    ["POST", "/api/resume"],
    ["GET", "/api/resume"],
    ["POST", "/api/resume/import"],
    ["GET", `/api/resume/${someId}`],
    ["PATCH", `/api/resume/${someId}`],
    ["DELETE", `/api/resume/${someId}`],
    ["PATCH", `/api/resume/${someId}/lock`],
    ["POST", `/api/resume/${someId}/duplicate`],
    ["GET", `/api/resume/${someId}/statistics`],
  ] as const)("%s %s answers 401 Unauthorized", async (method, url) => {
    const response = await test.app.inject({ method, url, payload: method === "GET" ? undefined : {} });
    expectError(response, 401, "Unauthorized");
  });
});

describe("POST /api/resume", () => {
  it("creates a private, unlocked resume from the empty-resume starting values", async () => {
    const alice = await signUp(test, "alice");
    const response = await alice.request({
      method: "POST",
      url: "/api/resume",
      payload: { title: "  Software Engineer  ", slug: "Software Engineer!" },
    });
    expect(response.statusCode).toBe(201);
    const resume = resumeOf(response);
    expect(resume).toMatchObject({
      title: "Software Engineer",
      slug: "software-engineer",
      visibility: "private",
      locked: false,
      userId: alice.user.id,
    });
    expect(resume.data).toEqual(createEmptyResumeData());
    expect(resume.updatedAt).toBe(resume.createdAt);
    expect(await statisticsOf(alice, resume.id)).toEqual({ views: 0, downloads: 0 });
  });

  it("starts from the sample resume with sample: true and keeps a requested visibility", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice, { sample: true, visibility: "public" });
    expect(resume.visibility).toBe("public");
    expect(resume.data).toEqual(createSampleResumeData());
  });

  it("refuses a slug the user already has, but not one another user has", async () => {
    const alice = await signUp(test);
    const bob = await signUp(test);
    await createResume(alice, { slug: "cv" });
    const again = await alice.request({
      method: "POST",
      url: "/api/resume",
      payload: { title: "Other", slug: "CV" },
    });
    expectError(again, 409, "ResumeSlugAlreadyExists");
    await expect(createResume(bob, { slug: "cv" })).resolves.toMatchObject({ slug: "cv" });
  });

  it("validates title and slug", async () => {
    const alice = await signUp(test);
    const response = await alice.request({
      method: "POST",
      url: "/api/resume",
      payload: { title: " ", slug: "!!!" },
    });
    expectError(response, 400, "ValidationError");
    expect(
      response
        .json()
        .issues.map((issue: { path: string }) => issue.path)
        .sort(),
    ).toEqual(["slug", "title"]);
  });
});

describe("GET /api/resume and /api/resume/:id", () => {
  it("lists only the user's own resumes, most recently updated first", async () => {
    const alice = await signUp(test);
    const bob = await signUp(test);
    const first = await createResume(alice, { slug: "first" });
    const second = await createResume(alice, { slug: "second" });
    await createResume(bob, { slug: "bobs" });

    const before = await alice.request({ method: "GET", url: "/api/resume" });
    expect(before.statusCode).toBe(200);
    expect(before.json().map((resume: Resume) => resume.slug)).toEqual(["second", "first"]);

    await alice.request({
      method: "PATCH",
      url: `/api/resume/${first.id}`,
      payload: patchBody(first, { title: "First, edited" }),
    });
    const after = await alice.request({ method: "GET", url: "/api/resume" });
    expect(after.json().map((resume: Resume) => resume.id)).toEqual([first.id, second.id]);
  });

  it("returns one resume; unknown and malformed ids are ResumeNotFound", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    const found = await alice.request({ method: "GET", url: `/api/resume/${resume.id}` });
    expect(resumeOf(found)).toEqual(resume);

    const unknown = await alice.request({
      method: "GET",
      url: "/api/resume/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
    });
    expectError(unknown, 404, "ResumeNotFound");
    // Refused by the params schema (the documented UUID pattern) before any lookup.
    const malformed = await alice.request({ method: "GET", url: "/api/resume/not-a-uuid" });
    expectError(malformed, 400, "ValidationError");
    expect(malformed.json().issues).toEqual([{ path: "params.id", message: "Not a resume id (a UUID)" }]);
  });
});

describe("PATCH /api/resume/:id", () => {
  it("replaces title, slug, visibility and data, and moves updatedAt forward", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    const data = createSampleResumeData();
    const response = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, { title: "Renamed", slug: "Renamed Resume", visibility: "public", data }),
    });
    expect(response.statusCode).toBe(200);
    const updated = resumeOf(response);
    expect(updated).toMatchObject({
      id: resume.id,
      title: "Renamed",
      slug: "renamed-resume",
      visibility: "public",
    });
    expect(updated.data).toEqual(data);
    expect(updated.createdAt).toBe(resume.createdAt);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(resume.updatedAt));

    // Saving again straight away with the new version works: every write gets a distinct version.
    const again = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(updated, { title: "Renamed twice" }),
    });
    expect(again.statusCode).toBe(200);
    expect(resumeOf(again).updatedAt).not.toBe(updated.updatedAt);
  });

  it("refuses a stale write with 409 ResumeConflict carrying the stored resume", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    const first = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, { title: "From tab one" }),
    });
    expect(first.statusCode).toBe(200);

    const stale = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, { title: "From tab two" }),
    });
    expectError(stale, 409, "ResumeConflict");
    expect(stale.json().resume).toEqual(resumeOf(first));

    const stored = await alice.request({ method: "GET", url: `/api/resume/${resume.id}` });
    expect(resumeOf(stored).title).toBe("From tab one");
  });

  it("lets exactly one of two concurrent writes from the same version through", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    const responses = await Promise.all(
      ["A", "B", "C", "D"].map((title) =>
        alice.request({
          method: "PATCH",
          url: `/api/resume/${resume.id}`,
          payload: patchBody(resume, { title }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
  });

  it("compares versions to the millisecond, so stored microseconds do not make every write stale", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    await test.database.db.execute(
      sql`update resumes set updated_at = '2024-05-06T07:08:09.123456Z' where id = ${resume.id}`,
    );
    const loaded = resumeOf(await alice.request({ method: "GET", url: `/api/resume/${resume.id}` }));
    expect(loaded.updatedAt).toBe("2024-05-06T07:08:09.123Z");
    const response = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(loaded, { title: "Saved" }),
    });
    expect(response.statusCode).toBe(200);
    // An offset other than Z names the same instant.
    const updated = resumeOf(response);
    const shifted = new Date(updated.updatedAt);
    const withOffset = `${new Date(shifted.getTime() + 2 * 3600_000).toISOString().slice(0, -1)}+02:00`;
    const again = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: { ...patchBody(updated, { title: "Saved again" }), updatedAt: withOffset },
    });
    expect(again.statusCode).toBe(200);
  });

  it("ignores id, userId, createdAt, locked and statistics in the body (no mass assignment)", async () => {
    const alice = await signUp(test);
    const bob = await signUp(test);
    const resume = await createResume(alice);
    const response = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: {
        ...patchBody(resume, { title: "Edited" }),
        id: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
        userId: bob.user.id,
        createdAt: "2000-01-01T00:00:00.000Z",
        locked: true,
        statistics: { views: 1000, downloads: 1000 },
        views: 1000,
      },
    });
    expect(response.statusCode).toBe(200);
    const updated = resumeOf(response);
    expect(updated).toMatchObject({
      id: resume.id,
      userId: alice.user.id,
      createdAt: resume.createdAt,
      locked: false,
      title: "Edited",
    });
    expect(await statisticsOf(alice, resume.id)).toEqual({ views: 0, downloads: 0 });
    const bobs = await bob.request({ method: "GET", url: "/api/resume" });
    expect(bobs.json()).toEqual([]);
  });

  it("refuses a slug the user already has", async () => {
    const alice = await signUp(test);
    await createResume(alice, { slug: "taken" });
    const other = await createResume(alice, { slug: "other" });
    const response = await alice.request({
      method: "PATCH",
      url: `/api/resume/${other.id}`,
      payload: patchBody(other, { slug: "taken" }),
    });
    expectError(response, 409, "ResumeSlugAlreadyExists");
  });

  it("validates the whole resume with the schema", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    const data = createEmptyResumeData();
    const response = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, {
        data: {
          ...data,
          sections: {
            ...data.sections,
            skills: { ...data.sections.skills, items: [{ id: "s1", name: "Go", level: 9 }] },
          },
        } as typeof data,
      }),
    });
    expectError(response, 400, "ValidationError");
    expect(response.json().issues[0].path).toBe("data.sections.skills.items.0.level");
    const withoutVersion = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: { ...patchBody(resume), updatedAt: undefined },
    });
    expectError(withoutVersion, 400, "ValidationError");
  });

  it("refuses a version date PostgreSQL cannot hold with 400, naming updatedAt", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    for (const updatedAt of [
      "0000-01-01T00:00:00Z",
      "0001-01-01T00:00:00+01:00",
      "9999-12-31T23:59:59-01:00",
    ]) {
      const response = await alice.request({
        method: "PATCH",
        url: `/api/resume/${resume.id}`,
        payload: { ...patchBody(resume), updatedAt },
      });
      expectError(response, 400, "ValidationError");
      expect(response.json().issues, updatedAt).toEqual([{ path: "updatedAt", message: expect.any(String) }]);
    }
    // The first and last instants of the range are only stale, not invalid.
    for (const updatedAt of ["0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z"]) {
      const response = await alice.request({
        method: "PATCH",
        url: `/api/resume/${resume.id}`,
        payload: { ...patchBody(resume), updatedAt },
      });
      expectError(response, 409, "ResumeConflict");
    }
  });

  it("answers 413 PayloadTooLarge above the body limit", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    const data = createEmptyResumeData();
    data.sections.summary.content = `<p>${"x".repeat(bodyLimit)}</p>`;
    const response = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, { data }),
    });
    expectError(response, 413, "PayloadTooLarge");
    const stored = resumeOf(await alice.request({ method: "GET", url: `/api/resume/${resume.id}` }));
    expect(stored).toEqual(resume);
  });
});

describe("locking", () => {
  it("refuses update and delete of a locked resume; lock, unlock, duplicate and statistics still work", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    const lockedResponse = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}/lock`,
      payload: { set: true },
    });
    expect(lockedResponse.statusCode).toBe(200);
    const locked = resumeOf(lockedResponse);
    expect(locked.locked).toBe(true);

    const update = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(locked, { title: "Nope" }),
    });
    expectError(update, 423, "ResumeLocked");
    // Locked wins over stale: the client learns the real reason.
    const staleUpdate = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, { title: "Nope" }),
    });
    expectError(staleUpdate, 423, "ResumeLocked");
    const remove = await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` });
    expectError(remove, 423, "ResumeLocked");

    const copy = await alice.request({ method: "POST", url: `/api/resume/${resume.id}/duplicate` });
    expect(copy.statusCode).toBe(201);
    expect(resumeOf(copy).locked).toBe(false);
    expect(await statisticsOf(alice, resume.id)).toEqual({ views: 0, downloads: 0 });
    const stillLocked = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}/lock`,
      payload: { set: true },
    });
    expect(resumeOf(stillLocked).locked).toBe(true);

    const unlocked = resumeOf(
      await alice.request({ method: "PATCH", url: `/api/resume/${resume.id}/lock`, payload: { set: false } }),
    );
    expect(unlocked.locked).toBe(false);
    const saved = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(unlocked, { title: "Now editable" }),
    });
    expect(saved.statusCode).toBe(200);
    const deleted = await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` });
    expect(deleted.statusCode).toBe(200);
  });

  it("validates the lock body", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    const response = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}/lock`,
      payload: { set: "yes" },
    });
    expectError(response, 400, "ValidationError");
  });
});

describe("DELETE /api/resume/:id", () => {
  it("answers the deleted resume; afterwards it is in the trash, out of every other route's reach", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice);
    const response = await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` });
    expect(response.statusCode).toBe(200);
    expect(resumeOf(response)).toEqual(resume);
    expectError(
      await alice.request({ method: "GET", url: `/api/resume/${resume.id}` }),
      404,
      "ResumeNotFound",
    );
    expectError(
      await alice.request({ method: "GET", url: `/api/resume/${resume.id}/statistics` }),
      404,
      "ResumeNotFound",
    );
    expectError(
      await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` }),
      404,
      "ResumeNotFound",
    );
    // Kept (with its statistics) until it is restored or purged from the trash.
    const rows = await test.database.db.select().from(statistics).where(eq(statistics.resumeId, resume.id));
    expect(rows).toHaveLength(1);
    const trash = await alice.request({ method: "GET", url: "/api/resume/trash" });
    expect(trash.json<{ id: string }[]>().map((item) => item.id)).toEqual([resume.id]);
  });
});

describe("POST /api/resume/:id/duplicate", () => {
  it('copies the data into a private, unlocked "(Copy)" with a free "-copy" slug', async () => {
    const alice = await signUp(test);
    const source = await makePublic(
      alice,
      await createResume(alice, { title: "Backend", slug: "backend", sample: true }),
    );
    await alice.request({ method: "PATCH", url: `/api/resume/${source.id}/lock`, payload: { set: true } });

    const first = resumeOf(
      await alice.request({ method: "POST", url: `/api/resume/${source.id}/duplicate` }),
    );
    expect(first).toMatchObject({
      title: "Backend (Copy)",
      slug: "backend-copy",
      visibility: "private",
      locked: false,
    });
    expect(first.id).not.toBe(source.id);
    expect(first.data).toEqual(source.data);

    const second = resumeOf(
      await alice.request({ method: "POST", url: `/api/resume/${source.id}/duplicate` }),
    );
    expect(second.slug).toBe("backend-copy-2");
    const third = resumeOf(
      await alice.request({ method: "POST", url: `/api/resume/${source.id}/duplicate`, payload: {} }),
    );
    expect(third.slug).toBe("backend-copy-3");
    expect(await statisticsOf(alice, third.id)).toEqual({ views: 0, downloads: 0 });
  });

  it("takes the title and slug from the dialog, still making the slug free", async () => {
    const alice = await signUp(test);
    const source = await createResume(alice, { slug: "source" });
    const named = await alice.request({
      method: "POST",
      url: `/api/resume/${source.id}/duplicate`,
      payload: { title: "Swift Amber Otter", slug: "Swift Amber Otter" },
    });
    expect(resumeOf(named)).toMatchObject({ title: "Swift Amber Otter", slug: "swift-amber-otter" });
    const clash = await alice.request({
      method: "POST",
      url: `/api/resume/${source.id}/duplicate`,
      payload: { slug: "source" },
    });
    expect(resumeOf(clash)).toMatchObject({ title: "My Resume (Copy)", slug: "source-2" });
  });

  it("makes every one of concurrent duplicates' slugs distinct", async () => {
    const alice = await signUp(test);
    const source = await createResume(alice, { slug: "busy" });
    const copies = await Promise.all(
      [1, 2, 3, 4].map(() => alice.request({ method: "POST", url: `/api/resume/${source.id}/duplicate` })),
    );
    expect(copies.map((copy) => copy.statusCode)).toEqual([201, 201, 201, 201]);
    expect(copies.map((copy) => resumeOf(copy).slug).sort()).toEqual([
      "busy-copy",
      "busy-copy-2",
      "busy-copy-3",
      "busy-copy-4",
    ]);
  });
});

describe("POST /api/resume/import", () => {
  it("names the resume after the person and makes the slug free", async () => {
    const alice = await signUp(test);
    const data = createSampleResumeData();
    const first = await alice.request({ method: "POST", url: "/api/resume/import", payload: { data } });
    expect(first.statusCode).toBe(201);
    expect(resumeOf(first)).toMatchObject({
      title: data.basics.name,
      slug: slugify(data.basics.name),
      visibility: "private",
      locked: false,
      data,
    });
    const second = resumeOf(
      await alice.request({ method: "POST", url: "/api/resume/import", payload: { data } }),
    );
    expect(second.slug).toBe(`${slugify(data.basics.name)}-2`);
  });

  it("uses a random three-word title when the data has no name, and fills defaults", async () => {
    const alice = await signUp(test);
    const response = await alice.request({
      method: "POST",
      url: "/api/resume/import",
      payload: { data: {} },
    });
    expect(response.statusCode).toBe(201);
    const resume = resumeOf(response);
    expect(resume.title).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(resume.slug).toBe(slugify(resume.title));
    expect(resume.data).toEqual(createDefaultResumeData());
  });

  it("uses a given title and slug; a taken slug is ResumeSlugAlreadyExists", async () => {
    const alice = await signUp(test);
    const payload = { data: createSampleResumeData(), title: "Imported CV", slug: "Imported From LinkedIn" };
    const response = await alice.request({ method: "POST", url: "/api/resume/import", payload });
    expect(resumeOf(response)).toMatchObject({ title: "Imported CV", slug: "imported-from-linkedin" });
    const again = await alice.request({ method: "POST", url: "/api/resume/import", payload });
    expectError(again, 409, "ResumeSlugAlreadyExists");
    const titleOnly = await alice.request({
      method: "POST",
      url: "/api/resume/import",
      payload: { data: {}, title: "Imported CV" },
    });
    expect(resumeOf(titleOnly).slug).toBe("imported-cv");
  });

  it("refuses data the schema refuses", async () => {
    const alice = await signUp(test);
    const response = await alice.request({
      method: "POST",
      url: "/api/resume/import",
      payload: { data: { basics: { email: "not-an-email" } } },
    });
    expectError(response, 400, "ValidationError");
    expect((await alice.request({ method: "GET", url: "/api/resume" })).json()).toEqual([]);
  });
});

describe("GET /api/resume/public/:username/:slug", () => {
  it("hides private resumes and unknown names as ResumeNotFound", async () => {
    const alice = await signUp(test);
    const resume = await createResume(alice, { slug: "hidden" });
    for (const url of [
      `/api/resume/public/${alice.user.username}/hidden`,
      `/api/resume/public/${alice.user.username}/nothing`,
      "/api/resume/public/nobody-here/hidden",
    ]) {
      expectError(await test.app.inject({ method: "GET", url }), 404, "ResumeNotFound");
      expectError(await alice.request({ method: "GET", url }), 404, "ResumeNotFound");
    }
    expect(await statisticsOf(alice, resume.id)).toEqual({ views: 0, downloads: 0 });
  });

  it("shows a public resume and counts views of everyone but its owner", async () => {
    const alice = await signUp(test);
    const bob = await signUp(test);
    const resume = await makePublic(alice, await createResume(alice, { slug: "shared", sample: true }));
    const url = `/api/resume/public/${alice.user.username}/shared`;

    const guest = await test.app.inject({ method: "GET", url });
    expect(guest.statusCode).toBe(200);
    expect(resumeOf(guest)).toEqual(resume);
    expect(guest.json()).not.toHaveProperty("user");

    expect((await bob.request({ method: "GET", url })).statusCode).toBe(200);
    expect((await alice.request({ method: "GET", url })).statusCode).toBe(200);
    // Username and slug are matched as their normalised forms.
    const shouting = await test.app.inject({
      method: "GET",
      url: `/api/resume/public/${alice.user.username.toUpperCase()}/Shared`,
    });
    expect(shouting.statusCode).toBe(200);
    expect(await statisticsOf(alice, resume.id)).toEqual({ views: 3, downloads: 0 });
  });

  it("never fails on a bad access token: the viewer is a guest", async () => {
    const alice = await signUp(test);
    await makePublic(alice, await createResume(alice, { slug: "open" }));
    const url = `/api/resume/public/${alice.user.username}/open`;
    for (const headers of [{ cookie: "Authentication=garbage" }, { authorization: "Bearer a.b.c" }]) {
      expect((await test.app.inject({ method: "GET", url, headers })).statusCode).toBe(200);
    }
  });

  it("counts concurrent views without losing any", async () => {
    const alice = await signUp(test);
    const resume = await makePublic(alice, await createResume(alice, { slug: "popular" }));
    const url = `/api/resume/public/${alice.user.username}/popular`;
    await Promise.all(Array.from({ length: 25 }, () => test.app.inject({ method: "GET", url })));
    expect(await statisticsOf(alice, resume.id)).toEqual({ views: 25, downloads: 0 });
  });

  it("creates the statistics row on the first view when a resume has none", async () => {
    const alice = await signUp(test);
    const resume = await makePublic(alice, await createResume(alice, { slug: "legacy" }));
    await test.database.db.execute(sql`delete from statistics where resume_id = ${resume.id}`);
    expect(await statisticsOf(alice, resume.id)).toEqual({ views: 0, downloads: 0 });
    await test.app.inject({ method: "GET", url: `/api/resume/public/${alice.user.username}/legacy` });
    expect(await statisticsOf(alice, resume.id)).toEqual({ views: 1, downloads: 0 });
  });
});

describe("ownership", () => {
  it("gives another user ResumeNotFound on every route and leaves the resume untouched", async () => {
    const alice = await signUp(test, "owner");
    const bob = await signUp(test, "intruder");
    const resume = await createResume(alice, { sample: true });
    const before = resumeOf(await alice.request({ method: "GET", url: `/api/resume/${resume.id}` }));

    const attempts = [
      { method: "GET", url: `/api/resume/${resume.id}` },
      {
        method: "PATCH",
        url: `/api/resume/${resume.id}`,
        payload: patchBody(before, { title: "Pwned", visibility: "public" }),
      },
      { method: "DELETE", url: `/api/resume/${resume.id}` },
      { method: "PATCH", url: `/api/resume/${resume.id}/lock`, payload: { set: true } },
      { method: "POST", url: `/api/resume/${resume.id}/duplicate` },
      { method: "GET", url: `/api/resume/${resume.id}/statistics` },
    ] as const;
    for (const attempt of attempts) {
      const response = await bob.request(attempt);
      expect({
        route: `${attempt.method} ${attempt.url}`,
        status: response.statusCode,
        code: response.json().code,
      }).toEqual({
        route: `${attempt.method} ${attempt.url}`,
        status: 404,
        code: "ResumeNotFound",
      });
    }
    // The same answer as for a resume that does not exist: existence is never revealed.
    const missing = await bob.request({
      method: "GET",
      url: "/api/resume/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b",
    });
    expect(missing.json()).toEqual((await bob.request(attempts[0])).json());

    const after = resumeOf(await alice.request({ method: "GET", url: `/api/resume/${resume.id}` }));
    expect(after).toEqual(before);
    expect((await bob.request({ method: "GET", url: "/api/resume" })).json()).toEqual([]);
    expect(await statisticsOf(alice, resume.id)).toEqual({ views: 0, downloads: 0 });
  });
});

describe("OpenAPI", () => {
  it("documents every resume route with a tag, a summary and responses", async () => {
    const response = await test.app.inject({ method: "GET", url: "/api/docs/json" });
    const document = response.json() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: object }>>;
    };
    const routes = [
      ["delete", "/api/resume/{id}"],
      ["get", "/api/resume"],
      ["get", "/api/resume/public/{username}/{slug}"],
      ["get", "/api/resume/{id}"],
      ["get", "/api/resume/{id}/statistics"],
      ["patch", "/api/resume/{id}"],
      ["patch", "/api/resume/{id}/lock"],
      ["post", "/api/resume"],
      ["post", "/api/resume/import"],
      ["post", "/api/resume/{id}/duplicate"],
    ] as const;
    for (const [method, path] of routes) {
      const route = `${method} ${path}`;
      const operation = document.paths[path]?.[method];
      const statuses = Object.keys(operation?.responses ?? {});
      expect({ route, tags: operation?.tags, summary: Boolean(operation?.summary) }).toEqual({
        route,
        tags: ["resume"],
        summary: true,
      });
      expect(
        statuses.some((status) => status.startsWith("2")),
        route,
      ).toBe(true);
      // The public route too: it takes an optional session or API key, and a bad key is refused.
      expect(statuses.includes("401"), route).toBe(true);
    }
  });
});
