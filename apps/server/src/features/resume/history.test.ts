import {
  ErrorResponseSchema,
  type Resume,
  type ResumeVersion,
  ResumeVersionListSchema,
  ResumeVersionSchema,
  TrashedResumeSchema,
} from "@vitae/schema";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { pictureUrl } from "../storage/index.ts";
import { createResume, patchBody, resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";
import { purgeExpiredTrash, type TrashDeps } from "./trash.service.ts";

let test: TestApp;
let alice: SignedInUser;
let mallory: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "alice");
  mallory = await signUp(test, "mallory");
});

afterAll(async () => {
  await test?.close();
});

const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await test.database.query(text, values)).rows as T[];

const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { code } });
  expect(ErrorResponseSchema.safeParse(response.json()).success).toBe(true);
};

const withHeadline = (resume: Resume, headline: string) => ({
  ...resume.data,
  basics: { ...resume.data.basics, headline },
});

/** Saves `resume` with a new headline (and any PATCH extras); answers the saved resume. */
const save = async (resume: Resume, headline: string, extra: Record<string, unknown> = {}) => {
  const response = await alice.request({
    method: "PATCH",
    url: `/api/resume/${resume.id}`,
    payload: { ...patchBody(resume, { data: withHeadline(resume, headline) }), ...extra },
  });
  expect(response.statusCode, response.body).toBe(200);
  return resumeOf(response);
};

/** The controllable clock: the last save moves `minutes` into the past, as if the person had paused. */
const pause = async (resume: Resume, minutes: number): Promise<Resume> => {
  await sql(`update resumes set updated_at = updated_at - make_interval(mins => $2) where id = $1`, [
    resume.id,
    minutes,
  ]);
  return { ...resume, updatedAt: new Date(Date.parse(resume.updatedAt) - minutes * 60_000).toISOString() };
};

const versionsOf = async (resume: Resume, as = alice) => {
  const response = await as.request({ method: "GET", url: `/api/resume/${resume.id}/versions` });
  expect(response.statusCode, response.body).toBe(200);
  return ResumeVersionListSchema.parse(response.json());
};

const versionCount = async (resumeId: string) =>
  (
    await sql<{ count: number }>("select count(*)::int as count from resume_versions where resume_id = $1", [
      resumeId,
    ])
  )[0]?.count;

describe("automatic versions", () => {
  it("keeps the first state, then the state each pause in editing ended on, not every save", async () => {
    let resume = await createResume(alice, { slug: "paused" });
    resume = await save(resume, "First");
    resume = await save(resume, "Second");
    resume = await save(resume, "Third");
    // The first change kept the state the resume was created with; the quick saves after it kept nothing.
    let list = await versionsOf(resume);
    expect(list.versions).toHaveLength(1);
    expect(list.versions[0]).toMatchObject({ kind: "auto", name: null });

    resume = await pause(resume, 3);
    resume = await save(resume, "After the pause");
    list = await versionsOf(resume);
    expect(list.versions.map((version) => version.kind)).toEqual(["auto", "auto"]);
    const newest = ResumeVersionSchema.parse(
      (
        await alice.request({
          method: "GET",
          url: `/api/resume/${resume.id}/versions/${list.versions[0]?.id}`,
        })
      ).json(),
    );
    expect(newest.data.basics.headline).toBe("Third");
    expect(newest.changes).toEqual([expect.objectContaining({ area: "basics", edited: 1 })]);
    expect(list.currentChanges).toEqual([expect.objectContaining({ area: "basics", edited: 1 })]);
  });

  it("keeps one every ten minutes of a long session without pauses", async () => {
    let resume = await createResume(alice, { slug: "long-session" });
    resume = await save(resume, "Start");
    expect(await versionCount(resume.id)).toBe(1);
    await sql(
      "update resume_versions set created_at = created_at - interval '11 minutes' where resume_id = $1",
      [resume.id],
    );
    resume = await save(resume, "Still going");
    expect(await versionCount(resume.id)).toBe(2);
  });

  it("keeps what an import or an overwrite replaces, at once", async () => {
    let resume = await createResume(alice, { slug: "replaced" });
    resume = await save(resume, "Before import");
    resume = await save(resume, "Imported", { versionReason: "import" });
    resume = await save(resume, "Mine", { versionReason: "overwrite" });
    const list = await versionsOf(resume);
    expect(list.versions.map((version) => version.kind)).toEqual(["overwrite", "import", "auto"]);
    const imported = await alice.request({
      method: "GET",
      url: `/api/resume/${resume.id}/versions/${list.versions[1]?.id}`,
    });
    expect(ResumeVersionSchema.parse(imported.json()).data.basics.headline).toBe("Before import");
  });
});

describe("thinning", () => {
  it("keeps named versions, all of the last day, one an hour for a week, one a day before", async () => {
    let resume = await createResume(alice, { slug: "thinned" });
    resume = await save(resume, "Now");
    // `at`: an SQL time; the ones in one hour or one day are placed from its start, clear of any boundary.
    const insert = (at: string, name: string | null = null) =>
      sql(
        `insert into resume_versions (resume_id, kind, name, title, data, saved_at, created_at)
         select id, 'auto', $2, title, data, ${at}, ${at} from resumes where id = $1`,
        [resume.id, name],
      );
    const hour3DaysAgo = "date_trunc('hour', now()) - interval '3 days'";
    const day10DaysAgo = "date_trunc('day', now()) - interval '10 days'";
    for (const minutes of [10, 20, 30]) await insert(`${hour3DaysAgo} + interval '${minutes} minutes'`);
    for (const hours of [1, 2, 3]) await insert(`${day10DaysAgo} + interval '${hours} hours'`);
    for (const hours of [4, 5]) await insert(`${day10DaysAgo} + interval '${hours} hours'`, `Kept ${hours}`);
    for (const hours of [2, 3]) await insert(`now() - interval '${hours} hours'`);
    // Thinning runs whenever a version is kept.
    resume = await save(resume, "Imported", { versionReason: "import" });
    const list = await versionsOf(resume);
    expect(list.versions.filter((version) => version.name !== null)).toHaveLength(2);
    const ages = list.versions
      .filter((version) => version.name === null)
      .map((version) => Math.round((Date.now() - Date.parse(version.createdAt)) / 3_600_000));
    // The new one and the first state (now), two of today, one of the three in one hour 3 days ago, one of
    // the three of one day 10 days ago.
    expect(ages.filter((hours) => hours < 24)).toHaveLength(4);
    expect(ages.filter((hours) => hours >= 71 && hours <= 73)).toHaveLength(1);
    expect(ages.filter((hours) => hours >= 200)).toHaveLength(1);
  });

  it("keeps at most the newest 50 that are not named", async () => {
    let resume = await createResume(alice, { slug: "capped" });
    resume = await save(resume, "Start");
    await sql(
      `insert into resume_versions (resume_id, kind, title, data, saved_at, created_at)
       select r.id, 'auto', r.title, r.data, now() - n * interval '1 minute', now() - n * interval '1 minute'
       from resumes r, generate_series(1, 60) n where r.id = $1`,
      [resume.id],
    );
    await save(resume, "Imported", { versionReason: "import" });
    expect(await versionCount(resume.id)).toBe(50);
  });
});

describe("named versions and restoring", () => {
  it("saves, renames and deletes a named version, listed first; others cannot be deleted", async () => {
    let resume = await createResume(alice, { slug: "named" });
    resume = await save(resume, "Draft");
    const created = await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/versions`,
      payload: { name: "Sent to Acme" },
    });
    expect(created.statusCode).toBe(201);
    const named = created.json<{ id: string; name: string; kind: string }>();
    expect(named).toMatchObject({ name: "Sent to Acme", kind: "named" });
    expect((await versionsOf(resume)).versions[0]?.id).toBe(named.id);

    const renamed = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}/versions/${named.id}`,
      payload: { name: "Sent to Acme (final)" },
    });
    expect(renamed.json()).toMatchObject({ name: "Sent to Acme (final)" });
    expectError(
      await alice.request({
        method: "POST",
        url: `/api/resume/${resume.id}/versions`,
        payload: { name: "   " },
      }),
      400,
      "ValidationError",
    );

    const automatic = (await versionsOf(resume)).versions.find((version) => version.name === null);
    expectError(
      await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}/versions/${automatic?.id}` }),
      400,
      "ValidationError",
    );
    const deleted = await alice.request({
      method: "DELETE",
      url: `/api/resume/${resume.id}/versions/${named.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await versionsOf(resume)).versions.some((version) => version.id === named.id)).toBe(false);
  });

  it("restores a version, keeping what it replaced, so the restore itself can be undone", async () => {
    let resume = await createResume(alice, { slug: "restored" });
    resume = await save(resume, "Old headline");
    resume = await pause(resume, 3);
    resume = await save(resume, "New headline");
    const old = (await versionsOf(resume)).versions[0] as ResumeVersion;

    const restored = await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/versions/${old.id}/restore`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const afterRestore = resumeOf(restored);
    expect(afterRestore.data.basics.headline).toBe("Old headline");
    expect(Date.parse(afterRestore.updatedAt)).toBeGreaterThan(Date.parse(resume.updatedAt));
    const read = await alice.request({ method: "GET", url: `/api/resume/${resume.id}` });
    expect(resumeOf(read).data.basics.headline).toBe("Old headline");

    const list = await versionsOf(afterRestore);
    const before = list.versions[0];
    expect(before?.kind).toBe("restore");
    const undo = await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/versions/${before?.id}/restore`,
    });
    expect(resumeOf(undo).data.basics.headline).toBe("New headline");
  });

  it("does not restore over a locked resume", async () => {
    let resume = await createResume(alice, { slug: "locked-restore" });
    resume = await save(resume, "Changed");
    const version = (await versionsOf(resume)).versions[0];
    await alice.request({ method: "PATCH", url: `/api/resume/${resume.id}/lock`, payload: { set: true } });
    expectError(
      await alice.request({
        method: "POST",
        url: `/api/resume/${resume.id}/versions/${version?.id}/restore`,
      }),
      423,
      "ResumeLocked",
    );
    const read = await alice.request({ method: "GET", url: `/api/resume/${resume.id}` });
    expect(resumeOf(read).data.basics.headline).toBe("Changed");
  });
});

describe("the trash", () => {
  it("takes a deleted resume off the list, its public link and printing at once, keeping its slug", async () => {
    let resume = await createResume(alice, { slug: "trashed", visibility: "public" });
    resume = await save(resume, "Public");
    const publicUrl = `/api/resume/public/${alice.user.username}/trashed`;
    expect((await test.app.inject({ method: "GET", url: publicUrl })).statusCode).toBe(200);

    const deleted = await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` });
    expect(deleted.statusCode).toBe(200);
    expectError(await test.app.inject({ method: "GET", url: publicUrl }), 404, "ResumeNotFound");
    expectError(
      await alice.request({ method: "GET", url: `/api/resume/${resume.id}` }),
      404,
      "ResumeNotFound",
    );
    expectError(
      await test.app.inject({ method: "GET", url: `/api/resume/print/${resume.id}` }),
      404,
      "ResumeNotFound",
    );
    const list = (await alice.request({ method: "GET", url: "/api/resume" })).json<{ id: string }[]>();
    expect(list.some((item) => item.id === resume.id)).toBe(false);
    expectError(
      await alice.request({
        method: "POST",
        url: "/api/resume",
        payload: { title: "Again", slug: "trashed" },
      }),
      409,
      "ResumeSlugAlreadyExists",
    );

    const trash = (await alice.request({ method: "GET", url: "/api/resume/trash" })).json<unknown[]>();
    const entry = trash.map((item) => TrashedResumeSchema.parse(item)).find((item) => item.id === resume.id);
    expect(entry).toBeDefined();
    expect(Date.parse(entry?.purgeAt ?? "") - Date.parse(entry?.deletedAt ?? "")).toBe(30 * 24 * 3_600_000);

    const back = await alice.request({ method: "POST", url: `/api/resume/trash/${resume.id}/restore` });
    expect(back.statusCode).toBe(200);
    expect(resumeOf(back).data.basics.headline).toBe("Public");
    expect((await test.app.inject({ method: "GET", url: publicUrl })).statusCode).toBe(200);
    expect((await versionsOf(resume)).versions.length).toBeGreaterThan(0);
  });

  it("deletes for good only from the trash, with the versions", async () => {
    let resume = await createResume(alice, { slug: "forever" });
    resume = await save(resume, "Gone soon");
    expectError(
      await alice.request({ method: "DELETE", url: `/api/resume/trash/${resume.id}` }),
      404,
      "ResumeNotFound",
    );
    await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` });
    expect(
      (await alice.request({ method: "DELETE", url: `/api/resume/trash/${resume.id}` })).statusCode,
    ).toBe(204);
    expect(await versionCount(resume.id)).toBe(0);
    expect(await sql("select id from resumes where id = $1", [resume.id])).toEqual([]);
    const trash = (await alice.request({ method: "GET", url: "/api/resume/trash" })).json<{ id: string }[]>();
    expect(trash.some((item) => item.id === resume.id)).toBe(false);
  });

  it("purges what expired, with its printed files and unused picture, exactly once across concurrent purges", async () => {
    const storage = (test.app as unknown as { printedFileKeys: (data: Resume["data"]) => string[] })
      .printedFileKeys;
    const files = new Map<string, Buffer>();
    const deps: TrashDeps = {
      db: test.database.db,
      trashDays: 30,
      files: {
        storage: {
          put: async (key, body) => void files.set(key, body),
          get: async () => undefined,
          exists: async (key) => files.has(key),
          delete: async (key) => void files.delete(key),
          deletePrefix: async () => undefined,
        },
        publicUrl: test.config.publicUrl,
        printedKeys: storage,
      },
    };
    const kept = pictureUrl(test.config.publicUrl, `pictures/${alice.user.id}/kept.webp`);
    const unused = pictureUrl(test.config.publicUrl, `pictures/${alice.user.id}/unused.webp`);
    const withPicture = async (slug: string, url: string) => {
      const resume = await createResume(alice, { slug });
      const data = {
        ...resume.data,
        basics: { ...resume.data.basics, picture: { ...resume.data.basics.picture, url } },
      };
      const response = await alice.request({
        method: "PATCH",
        url: `/api/resume/${resume.id}`,
        payload: patchBody(resume, { data }),
      });
      return resumeOf(response);
    };
    const expiring = await withPicture("expiring", unused);
    const sharing = await withPicture("sharing", kept);
    await withPicture("still-using", kept);
    // The printer names its files after the content as the database hands it back.
    const stored = await sql<{ data: Resume["data"] }>("select data from resumes where id = any($1)", [
      [expiring.id, sharing.id],
    ]);
    for (const { data } of stored) for (const key of storage(data)) files.set(key, Buffer.from("x"));
    expect(files.size).toBe(4);
    files.set(`pictures/${alice.user.id}/kept.webp`, Buffer.from("x"));
    files.set(`pictures/${alice.user.id}/unused.webp`, Buffer.from("x"));
    for (const resume of [expiring, sharing])
      await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` });

    // Not yet expired: nothing goes.
    expect(await purgeExpiredTrash(deps, new Date(Date.now() + 29 * 24 * 3_600_000))).toBe(0);
    const later = new Date(Date.now() + 31 * 24 * 3_600_000);
    const counts = await Promise.all([purgeExpiredTrash(deps, later), purgeExpiredTrash(deps, later)]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(2);
    expect(await sql("select id from resumes where id = any($1)", [[expiring.id, sharing.id]])).toEqual([]);
    expect([...files.keys()].filter((key) => key.startsWith("printer/"))).toEqual([]);
    expect(files.has(`pictures/${alice.user.id}/unused.webp`)).toBe(false);
    expect(files.has(`pictures/${alice.user.id}/kept.webp`)).toBe(true);
  });
});

describe("who may touch versions and the trash", () => {
  it("answers another user and guests as if nothing existed", async () => {
    let resume = await createResume(alice, { slug: "private-history" });
    resume = await save(resume, "Mine");
    const version = (await versionsOf(resume)).versions[0];
    const base = `/api/resume/${resume.id}/versions`;
    const routes = [
      { method: "GET", url: base },
      { method: "POST", url: base, payload: { name: "Stolen" } },
      { method: "GET", url: `${base}/${version?.id}` },
      { method: "PATCH", url: `${base}/${version?.id}`, payload: { name: "Renamed" } },
      { method: "DELETE", url: `${base}/${version?.id}` },
      { method: "POST", url: `${base}/${version?.id}/restore` },
    ] as const;
    for (const route of routes) {
      expectError(await mallory.request(route), 404, "ResumeNotFound");
      expectError(await test.app.inject(route), 401, "Unauthorized");
    }
    await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` });
    for (const route of [
      { method: "POST", url: `/api/resume/trash/${resume.id}/restore` },
      { method: "DELETE", url: `/api/resume/trash/${resume.id}` },
    ] as const) {
      expectError(await mallory.request(route), 404, "ResumeNotFound");
      expectError(await test.app.inject(route), 401, "Unauthorized");
    }
    const malloryTrash = (await mallory.request({ method: "GET", url: "/api/resume/trash" })).json<
      unknown[]
    >();
    expect(malloryTrash).toEqual([]);
    expect(await versionCount(resume.id)).toBeGreaterThan(0);
  });

  it("deletes everything at once when the account is deleted, the trash and versions included", async () => {
    const bob = await signUp(test, "bob");
    const resume = await createResume(bob, { slug: "bobs" });
    await bob.request({ method: "DELETE", url: `/api/resume/${resume.id}` });
    const response = await bob.request({
      method: "DELETE",
      url: "/api/user/me",
      payload: { password: "correct horse" },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(await sql("select id from resumes where id = $1", [resume.id])).toEqual([]);
  });
});
