import {
  LetterLinkSchema,
  LetterVersionSummarySchema,
  SharedLetterSchema,
  TrashedLetterSchema,
} from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import {
  createResume,
  patchBody,
  resumeOf,
  type SignedInUser,
  signUp,
} from "../resume/resume.test-helpers.ts";
import { purgeExpiredTrash } from "./letter.service.ts";
import { createLetter, letterOf, letterPatch } from "./letter.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;

const sql = async <T>(text: string, values: unknown[] = []) =>
  (await test.database.query(text, values)).rows as T[];

/** The template of the look stored in a letter's row (its own copy, taken in after its resume's saves). */
const storedTemplate = async (letterId: string) =>
  (
    await sql<{ t: string }>("select look->'metadata'->>'template' as t from letters where id = $1", [
      letterId,
    ])
  )[0]?.t;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "writer");
});

afterAll(async () => {
  await test?.close();
});

const sampleResume = async (slug: string) => {
  const resume = await createResume(alice, { sample: true, slug });
  const data = structuredClone(resume.data);
  data.basics.name = "Ada Lovelace";
  data.metadata.template = "onyx";
  data.metadata.locale = "de-DE";
  return resumeOf(
    await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, { data }),
    }),
  );
};

describe("letters", () => {
  it("creates one linked to a resume: its language, its name signed, its look; lists it without content", async () => {
    const resume = await sampleResume("linked");
    const letter = await createLetter(alice, { title: "Acme", resumeId: resume.id });
    expect(letter).toMatchObject({ title: "Acme", resumeId: resume.id, locked: false });
    expect(letter.data.locale).toBe("de-DE");
    expect(letter.data.signature.name).toBe("Ada Lovelace");
    expect(letter.look?.metadata.template).toBe("onyx");
    const list = (await alice.request({ method: "GET", url: "/api/letter" })).json();
    expect(list[0]).toEqual({
      id: letter.id,
      title: "Acme",
      resumeId: resume.id,
      locked: false,
      createdAt: letter.createdAt,
      updatedAt: letter.updatedAt,
    });
  });

  it("creates one without a resume in the user's language, with no look of its own", async () => {
    const letter = await createLetter(alice);
    expect(letter.resumeId).toBeNull();
    expect(letter.look).toBeNull();
    expect(letter.data.locale).toBe("en-US");
  });

  it("refuses to link another user's resume, as one that does not exist", async () => {
    const bob = await signUp(test, "other");
    const theirs = await createResume(bob, { slug: "theirs" });
    const response = await alice.request({
      method: "POST",
      url: "/api/letter",
      payload: { title: "Nope", resumeId: theirs.id },
    });
    expect({ status: response.statusCode, code: response.json().code }).toEqual({
      status: 404,
      code: "ResumeNotFound",
    });
  });

  it("saves with the updatedAt it saw, sanitises the body, and refuses a stale write with the stored letter", async () => {
    const letter = await createLetter(alice);
    const data = {
      ...letter.data,
      subject: "Application",
      body: '<p onclick="steal()">Dear team,<script>alert(1)</script></p>',
      recipient: { ...letter.data.recipient, organisation: "Acme" },
    };
    const saved = await alice.request({
      method: "PATCH",
      url: `/api/letter/${letter.id}`,
      payload: letterPatch(letter, { data }),
    });
    expect(saved.statusCode).toBe(200);
    const stored = letterOf(saved);
    expect(stored.data.body).toBe("<p>Dear team,</p>");
    expect(stored.data.recipient.organisation).toBe("Acme");
    expect(stored.updatedAt > letter.updatedAt).toBe(true);

    const stale = await alice.request({
      method: "PATCH",
      url: `/api/letter/${letter.id}`,
      payload: letterPatch(letter, { title: "Overwritten" }),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "LetterConflict", letter: { title: stored.title } });
    const now = letterOf(await alice.request({ method: "GET", url: `/api/letter/${letter.id}` }));
    expect(now.data.subject).toBe("Application");
  });

  it("answers a clear 400 for bad input and changes nothing", async () => {
    const letter = await createLetter(alice);
    const response = await alice.request({
      method: "PATCH",
      url: `/api/letter/${letter.id}`,
      payload: letterPatch(letter, { data: { ...letter.data, date: "tomorrow" } }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("ValidationError");
    expect(letterOf(await alice.request({ method: "GET", url: `/api/letter/${letter.id}` }))).toEqual(letter);
  });

  it("follows its resume's template, and keeps its own copy when the resume is deleted", async () => {
    const resume = await sampleResume("followed");
    const letter = await createLetter(alice, { resumeId: resume.id });
    const data = structuredClone(resume.data);
    data.metadata.template = "pikachu";
    await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, { data }),
    });
    const followed = letterOf(await alice.request({ method: "GET", url: `/api/letter/${letter.id}` }));
    expect(followed.look?.metadata.template).toBe("pikachu");

    // The copy is the letter's own: it prints the same once the resume is in the trash, and once it is gone.
    await expect.poll(() => storedTemplate(letter.id)).toBe("pikachu");
    await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` });
    const trashed = letterOf(await alice.request({ method: "GET", url: `/api/letter/${letter.id}` }));
    expect(trashed.look?.metadata.template).toBe("pikachu");
    expect(trashed.look?.basics.name).toBe("Ada Lovelace");
    await alice.request({ method: "DELETE", url: `/api/resume/trash/${resume.id}` });
    const orphan = letterOf(await alice.request({ method: "GET", url: `/api/letter/${letter.id}` }));
    expect(orphan.resumeId).toBeNull();
    expect(orphan.look?.metadata.template).toBe("pikachu");
    expect(orphan.data).toEqual(letter.data);
  });

  it("takes its resume's look in without a new updatedAt, so the writer's next save is no conflict", async () => {
    const resume = await sampleResume("look-copied");
    const letter = await createLetter(alice, { resumeId: resume.id });
    const data = structuredClone(resume.data);
    data.metadata.template = "pikachu";
    await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, { data }),
    });
    await expect.poll(() => storedTemplate(letter.id)).toBe("pikachu");

    const saved = await alice.request({
      method: "PATCH",
      url: `/api/letter/${letter.id}`,
      payload: letterPatch(letter, { title: "Still mine" }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("lets its own design choices stand over the resume's", async () => {
    const resume = await sampleResume("overridden");
    const letter = await createLetter(alice, { resumeId: resume.id });
    const saved = letterOf(
      await alice.request({
        method: "PATCH",
        url: `/api/letter/${letter.id}`,
        payload: letterPatch(letter, { data: { ...letter.data, design: { template: "azurill" } } }),
      }),
    );
    expect(saved.data.design.template).toBe("azurill");
    expect(saved.look?.metadata.template).toBe("onyx");
  });

  it("locks: no save, no delete until unlocked", async () => {
    const letter = await createLetter(alice);
    const locked = letterOf(
      await alice.request({ method: "PATCH", url: `/api/letter/${letter.id}/lock`, payload: { set: true } }),
    );
    expect(locked.locked).toBe(true);
    const save = await alice.request({
      method: "PATCH",
      url: `/api/letter/${letter.id}`,
      payload: letterPatch(locked, { title: "Changed" }),
    });
    expect({ status: save.statusCode, code: save.json().code }).toEqual({
      status: 423,
      code: "LetterLocked",
    });
    const remove = await alice.request({ method: "DELETE", url: `/api/letter/${letter.id}` });
    expect({ status: remove.statusCode, code: remove.json().code }).toEqual({
      status: 423,
      code: "LetterLocked",
    });
  });

  it("duplicates as an unlocked copy with the same content", async () => {
    const letter = await createLetter(alice, { title: "Original" });
    const copy = await alice.request({ method: "POST", url: `/api/letter/${letter.id}/duplicate` });
    expect(copy.statusCode).toBe(201);
    expect(letterOf(copy)).toMatchObject({ title: "Original (Copy)", data: letter.data, locked: false });
    const named = await alice.request({
      method: "POST",
      url: `/api/letter/${letter.id}/duplicate`,
      payload: { title: "For Globex" },
    });
    expect(letterOf(named).title).toBe("For Globex");
  });

  it("goes to the trash, comes back, and is purged TRASH_DAYS later", async () => {
    const letter = await createLetter(alice, { title: "Trashed" });
    expect((await alice.request({ method: "DELETE", url: `/api/letter/${letter.id}` })).statusCode).toBe(200);
    expect((await alice.request({ method: "GET", url: `/api/letter/${letter.id}` })).json().code).toBe(
      "LetterNotFound",
    );
    const trash = z
      .array(TrashedLetterSchema)
      .parse((await alice.request({ method: "GET", url: "/api/letter/trash" })).json());
    expect(trash.map((item) => item.id)).toContain(letter.id);
    const restored = await alice.request({ method: "POST", url: `/api/letter/trash/${letter.id}/restore` });
    expect(letterOf(restored).title).toBe("Trashed");

    await alice.request({ method: "DELETE", url: `/api/letter/${letter.id}` });
    const deps = { db: test.database.db, publicUrl: "http://localhost", trashDays: 30 };
    expect(await purgeExpiredTrash(deps, new Date(Date.now() + 29 * 24 * 3_600_000))).toBe(0);
    expect(await purgeExpiredTrash(deps, new Date(Date.now() + 31 * 24 * 3_600_000))).toBeGreaterThanOrEqual(
      1,
    );
    const gone = await alice.request({ method: "POST", url: `/api/letter/trash/${letter.id}/restore` });
    expect(gone.json().code).toBe("LetterNotFound");
  });

  it("keeps what a save after a pause replaces as a version, and restores it (the restore undoable)", async () => {
    const letter = await createLetter(alice, { title: "Versioned" });
    const first = letterOf(
      await alice.request({
        method: "PATCH",
        url: `/api/letter/${letter.id}`,
        payload: letterPatch(letter, { data: { ...letter.data, body: "<p>First</p>" } }),
      }),
    );
    // Right after, a second save is the same editing session: no new version.
    const second = letterOf(
      await alice.request({
        method: "PATCH",
        url: `/api/letter/${letter.id}`,
        payload: letterPatch(first, { data: { ...first.data, body: "<p>Second</p>" } }),
      }),
    );
    const versionsUrl = `/api/letter/${letter.id}/versions`;
    const listed = z
      .array(LetterVersionSummarySchema)
      .parse((await alice.request({ method: "GET", url: versionsUrl })).json());
    expect(listed).toHaveLength(1);
    const [empty] = listed;
    if (empty === undefined) throw new Error("no version");
    const version = (await alice.request({ method: "GET", url: `${versionsUrl}/${empty.id}` })).json();
    expect(version.data.body).toBe("");

    await sql(
      "update letter_versions set created_at = created_at - interval '11 minutes' where letter_id = $1",
      [letter.id],
    );
    await alice.request({
      method: "PATCH",
      url: `/api/letter/${letter.id}`,
      payload: letterPatch(second, { data: { ...second.data, body: "<p>Third</p>" } }),
    });
    const after = (await alice.request({ method: "GET", url: versionsUrl })).json();
    expect(after).toHaveLength(2);

    const restored = letterOf(
      await alice.request({ method: "POST", url: `${versionsUrl}/${empty.id}/restore` }),
    );
    expect(restored.data.body).toBe("");
    const bodies = await sql<{ body: string }>(
      "select data->>'body' as body from letter_versions where letter_id = $1 order by created_at desc",
      [letter.id],
    );
    expect(bodies[0]?.body).toBe("<p>Third</p>");
    const missing = await alice.request({ method: "GET", url: `${versionsUrl}/${crypto.randomUUID()}` });
    expect({ status: missing.statusCode, code: missing.json().code }).toEqual({
      status: 404,
      code: "NotFound",
    });
  });
});

describe("a letter's private link", () => {
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 3_600_000).toISOString();

  it("does not exist until made; opens the letter to anyone holding it until revoked", async () => {
    const letter = await createLetter(alice, { title: "Shared" });
    const status = await alice.request({ method: "GET", url: `/api/letter/${letter.id}/link` });
    expect(status.json()).toEqual({ expiresAt: null });

    const made = await alice.request({
      method: "POST",
      url: `/api/letter/${letter.id}/link`,
      payload: { expiresAt: inDays(7) },
    });
    expect(made.statusCode).toBe(201);
    const link = LetterLinkSchema.parse(made.json());
    expect(link.url).toContain(link.token);
    const opened = await test.app.inject({ method: "GET", url: `/api/shared-letter/${link.token}` });
    expect(opened.statusCode).toBe(200);
    expect(SharedLetterSchema.strict().parse(opened.json()).title).toBe("Shared");

    // Only the hash is stored.
    const [stored] = await sql<{ hash: string }>(
      "select link_token_hash as hash from letters where id = $1",
      [letter.id],
    );
    expect(stored?.hash).not.toContain(link.token);

    // A new link replaces the old one.
    const next = LetterLinkSchema.parse(
      (
        await alice.request({
          method: "POST",
          url: `/api/letter/${letter.id}/link`,
          payload: { expiresAt: inDays(3) },
        })
      ).json(),
    );
    expect(
      (await test.app.inject({ method: "GET", url: `/api/shared-letter/${link.token}` })).statusCode,
    ).toBe(404);

    expect((await alice.request({ method: "DELETE", url: `/api/letter/${letter.id}/link` })).statusCode).toBe(
      204,
    );
    const revoked = await test.app.inject({ method: "GET", url: `/api/shared-letter/${next.token}` });
    expect({ status: revoked.statusCode, code: revoked.json().code }).toEqual({
      status: 404,
      code: "LetterNotFound",
    });
  });

  it("stops at its expiry, and with the letter in the trash", async () => {
    const letter = await createLetter(alice, { title: "Expiring" });
    const link = LetterLinkSchema.parse(
      (
        await alice.request({
          method: "POST",
          url: `/api/letter/${letter.id}/link`,
          payload: { expiresAt: inDays(1) },
        })
      ).json(),
    );
    const url = `/api/shared-letter/${link.token}`;
    expect((await test.app.inject({ method: "GET", url })).statusCode).toBe(200);
    await sql("update letters set link_expires_at = now() - interval '1 second' where id = $1", [letter.id]);
    expect((await test.app.inject({ method: "GET", url })).json().code).toBe("LetterNotFound");
    expect((await alice.request({ method: "GET", url: `/api/letter/${letter.id}/link` })).json()).toEqual({
      expiresAt: null,
    });

    const other = await createLetter(alice, { title: "Trashed link" });
    const live = LetterLinkSchema.parse(
      (
        await alice.request({
          method: "POST",
          url: `/api/letter/${other.id}/link`,
          payload: { expiresAt: inDays(1) },
        })
      ).json(),
    );
    await alice.request({ method: "DELETE", url: `/api/letter/${other.id}` });
    expect(
      (await test.app.inject({ method: "GET", url: `/api/shared-letter/${live.token}` })).statusCode,
    ).toBe(404);
  });

  it("refuses an expiry in the past or beyond 90 days", async () => {
    const letter = await createLetter(alice);
    for (const expiresAt of [inDays(-1), inDays(91)]) {
      const response = await alice.request({
        method: "POST",
        url: `/api/letter/${letter.id}/link`,
        payload: { expiresAt },
      });
      expect({ status: response.statusCode, code: response.json().code }).toEqual({
        status: 400,
        code: "ValidationError",
      });
    }
    expect((await alice.request({ method: "GET", url: `/api/letter/${letter.id}/link` })).json()).toEqual({
      expiresAt: null,
    });
  });
});
