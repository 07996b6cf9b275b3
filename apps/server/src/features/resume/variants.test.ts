import {
  type Overlay,
  OverlaySchema,
  type Resume,
  ResumeVersionListSchema,
  VariantSchema,
  VariantSummarySchema,
} from "@vitae/schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, patchBody, resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "seeker");
  bob = await signUp(test, "other");
});

afterAll(async () => {
  await test?.close();
});

let slugs = 0;
const master = () => createResume(alice, { sample: true, slug: `master-${++slugs}` });

const tailor = async (resume: Resume, name = "Quillpay backend", jobDescription = "Go, Kafka") => {
  const response = await alice.request({
    method: "POST",
    url: `/api/resume/${resume.id}/variants`,
    payload: { name, jobDescription },
  });
  expect(response.statusCode, response.body).toBe(201);
  return resumeOf(response);
};

const get = async (id: string, as = alice) =>
  resumeOf(await as.request({ method: "GET", url: `/api/resume/${id}` }));

const save = async (resume: Resume, edit: (data: Resume["data"]) => void) => {
  const data = structuredClone(resume.data);
  edit(data);
  const response = await alice.request({
    method: "PATCH",
    url: `/api/resume/${resume.id}`,
    payload: patchBody(resume, { data }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return resumeOf(response);
};

const variantOf = async (masterId: string, variantId: string) =>
  VariantSchema.parse(
    (await alice.request({ method: "GET", url: `/api/resume/${masterId}/variants/${variantId}` })).json(),
  );

/** What the database keeps in a resume's row. */
const storedData = async (id: string): Promise<unknown> => {
  const result = (await test.database.query("select data from resumes where id = $1", [id])) as {
    rows: { data: unknown }[];
  };
  return result.rows[0]?.data;
};

const firstJob = (resume: Resume) => {
  const job = resume.data.sections.experience.items[0];
  if (!job) throw new Error("the sample has experience");
  return job;
};

describe("per-job variants", () => {
  it("creates a private variant that answers as its master, keeps the job description, and lists under it", async () => {
    const resume = await master();
    const variant = await tailor(resume, "Tarang – Staff", "Kubernetes and Go");
    expect(variant).toMatchObject({ title: "Tarang – Staff", variantOf: resume.id, visibility: "private" });
    expect(variant.data).toEqual(resume.data);
    expect(OverlaySchema.parse(await storedData(variant.id))).toEqual({
      fields: {},
      lists: {},
      snapshots: {},
    });
    const jobs = (
      await alice.request({ method: "GET", url: `/api/resume/${variant.id}/job-descriptions` })
    ).json();
    expect(jobs).toMatchObject([{ name: "Tarang – Staff", text: "Kubernetes and Go" }]);
    const listed = z
      .array(VariantSummarySchema)
      .parse((await alice.request({ method: "GET", url: `/api/resume/${resume.id}/variants` })).json());
    expect(listed.map((entry) => entry.id)).toEqual([variant.id]);
    const all = z
      .array(z.object({ id: z.string(), variantOf: z.string().optional() }))
      .parse((await alice.request({ method: "GET", url: "/api/resume" })).json());
    expect(all.find((entry) => entry.id === variant.id)?.variantOf).toBe(resume.id);
  });

  it("stores a whole-document save as only its differences and follows the master everywhere else", async () => {
    const resume = await master();
    const variant = await tailor(resume);
    const job = firstJob(resume);
    const saved = await save(variant, (data) => {
      const first = data.sections.experience.items[0];
      if (first) first.summary = "<p>Kafka at scale</p>";
    });
    expect(firstJob(saved).summary).toBe("<p>Kafka at scale</p>");
    const overlay = OverlaySchema.parse(await storedData(variant.id));
    expect(Object.keys(overlay.fields)).toEqual([`sections.experience.items.${job.id}.summary`]);

    // The master's latest job changes: the variant follows, except the summary it overrides.
    await save(await get(resume.id), (data) => {
      const first = data.sections.experience.items[0];
      if (first) first.position = "Principal Engineer";
    });
    const merged = await get(variant.id);
    expect(firstJob(merged)).toMatchObject({
      position: "Principal Engineer",
      summary: "<p>Kafka at scale</p>",
    });
    expect(merged.variantOf).toBe(resume.id);
  });

  it("flags an override the master rewrote (stale) and keeps an item the master deleted (detached)", async () => {
    const resume = await master();
    const variant = await tailor(resume);
    const [first, second] = resume.data.sections.experience.items;
    if (!first || !second) throw new Error("the sample has two jobs");
    await save(variant, (data) => {
      const [a, b] = data.sections.experience.items;
      if (a && b) {
        a.summary = "<p>Mine</p>";
        b.position = "Tailored title";
      }
    });
    await save(await get(resume.id), (data) => {
      const a = data.sections.experience.items[0];
      if (a) a.summary = "<p>Master rewrote this</p>";
      data.sections.experience.items = data.sections.experience.items.filter((item) => item.id !== second.id);
    });
    const { resume: merged, flags } = await variantOf(resume.id, variant.id);
    expect(merged.data.sections.experience.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(firstJob(merged).summary).toBe("<p>Mine</p>");
    expect(merged.data.sections.experience.items[1]).toMatchObject({
      company: second.company,
      position: "Tailored title",
    });
    expect(flags).toEqual(
      expect.arrayContaining([
        { path: `sections.experience.items.${first.id}.summary`, kind: "stale" },
        { path: `sections.experience.items.${second.id}`, kind: "detached" },
      ]),
    );
    // Saving the variant again keeps both flags: nothing is settled behind the user's back.
    await save(merged, () => undefined);
    expect((await variantOf(resume.id, variant.id)).flags).toHaveLength(flags.length);
  });

  it("settles each flag only by the user's choice: a detached job kept as the variant's own, a stale text dropped", async () => {
    const resume = await master();
    const variant = await tailor(resume);
    const [first, second] = resume.data.sections.experience.items;
    if (!first || !second) throw new Error("the sample has two jobs");
    await save(variant, (data) => {
      const [a, b] = data.sections.experience.items;
      if (a && b) {
        a.summary = "<p>Mine</p>";
        b.position = "Tailored title";
      }
    });
    await save(await get(resume.id), (data) => {
      const a = data.sections.experience.items[0];
      if (a) a.summary = "<p>Master rewrote this</p>";
      data.sections.experience.items = data.sections.experience.items.filter((item) => item.id !== second.id);
    });
    const detached = { path: `sections.experience.items.${second.id}`, kind: "detached" } as const;
    const stale = { path: `sections.experience.items.${first.id}.summary`, kind: "stale" } as const;
    const resolve = async (flag: { path: string; kind: string }, resolution: string, updatedAt: string) =>
      alice.request({
        method: "POST",
        url: `/api/resume/${resume.id}/variants/${variant.id}/flags`,
        payload: { ...flag, resolution, updatedAt },
      });

    // A choice made on a screen older than the master's change is refused, and nothing changes.
    const late = await resolve(detached, "keep", variant.updatedAt);
    expect({ status: late.statusCode, code: late.json().code }).toEqual({
      status: 409,
      code: "ResumeConflict",
    });
    const before = await variantOf(resume.id, variant.id);
    expect(before.flags).toEqual(expect.arrayContaining([detached, stale]));

    const kept = await resolve(detached, "keep", before.resume.updatedAt);
    expect(kept.statusCode, kept.body).toBe(200);
    const afterKeep = VariantSchema.parse(kept.json());
    expect(afterKeep.flags).toEqual([stale]);
    expect(afterKeep.resume.data).toEqual(before.resume.data);
    expect(afterKeep.overlay.snapshots[detached.path]).toBeUndefined();

    const dropped = await resolve(stale, "drop", afterKeep.resume.updatedAt);
    expect(dropped.statusCode, dropped.body).toBe(200);
    const afterDrop = VariantSchema.parse(dropped.json());
    expect(afterDrop.flags).toEqual([]);
    expect(firstJob(afterDrop.resume).summary).toBe("<p>Master rewrote this</p>");
    // The kept job is the variant's own now: still there, with its tailored title, after the master moves on.
    await save(await get(resume.id), (data) => {
      data.basics.headline = "Master moved on";
    });
    const now = await variantOf(resume.id, variant.id);
    expect(now.flags).toEqual([]);
    expect(now.resume.data.sections.experience.items[1]).toMatchObject({
      id: second.id,
      position: "Tailored title",
    });
    // The master still lacks the job: keeping it was the variant's own choice.
    expect((await get(resume.id)).data.sections.experience.items.map((item) => item.id)).toEqual([first.id]);

    // A flag the variant no longer shows is not there to settle.
    const gone = await resolve(stale, "keep", now.resume.updatedAt);
    expect({ status: gone.statusCode, code: gone.json().code }).toEqual({ status: 404, code: "NotFound" });
    const bad = await resolve({ ...stale, kind: "lost" }, "maybe", now.resume.updatedAt);
    expect({ status: bad.statusCode, code: bad.json().code }).toEqual({
      status: 400,
      code: "ValidationError",
    });
  });

  it("drops a detached job only when asked: it leaves the variant and the overlay keeps nothing of it", async () => {
    const resume = await master();
    const variant = await tailor(resume);
    const second = resume.data.sections.experience.items[1];
    if (!second) throw new Error("the sample has two jobs");
    await save(variant, (data) => {
      const b = data.sections.experience.items[1];
      if (b) b.position = "Tailored title";
    });
    await save(await get(resume.id), (data) => {
      data.sections.experience.items = data.sections.experience.items.filter((item) => item.id !== second.id);
    });
    const before = await variantOf(resume.id, variant.id);
    const response = await alice.request({
      method: "POST",
      url: `/api/resume/${resume.id}/variants/${variant.id}/flags`,
      payload: {
        path: `sections.experience.items.${second.id}`,
        kind: "detached",
        resolution: "drop",
        updatedAt: before.resume.updatedAt,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = VariantSchema.parse(response.json());
    expect(after.flags).toEqual([]);
    expect(after.resume.data).toEqual((await get(resume.id)).data);
    expect(JSON.stringify(await storedData(variant.id))).not.toContain(second.id);
  });

  it("reverts a field to the master by replacing the overrides, and refuses overrides that break the resume", async () => {
    const resume = await master();
    const variant = await tailor(resume);
    const saved = await save(variant, (data) => {
      data.basics.headline = "Tailored headline";
    });
    const { overlay } = await variantOf(resume.id, variant.id);
    const reverted: Overlay = { ...overlay, fields: {} };
    const response = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}/variants/${variant.id}`,
      payload: { overlay: reverted, updatedAt: saved.updatedAt },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(resumeOf(response).data.basics.headline).toBe(resume.data.basics.headline);
    const broken = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}/variants/${variant.id}`,
      payload: {
        overlay: { fields: { "basics.email": { value: 42 } } },
        updatedAt: resumeOf(response).updatedAt,
      },
    });
    expect({ status: broken.statusCode, code: broken.json().code }).toEqual({
      status: 400,
      code: "ValidationError",
    });
  });

  it("refuses a variant save made before its master changed (409 with the variant as it is now)", async () => {
    const resume = await master();
    const variant = await tailor(resume);
    await save(await get(resume.id), (data) => {
      data.basics.headline = "Moved on";
    });
    const response = await alice.request({
      method: "PATCH",
      url: `/api/resume/${variant.id}`,
      payload: patchBody(variant, { title: "Stale" }),
    });
    expect({ status: response.statusCode, code: response.json().code }).toEqual({
      status: 409,
      code: "ResumeConflict",
    });
    expect(response.json().resume.data.basics.headline).toBe("Moved on");
  });

  it("answers a variant read from the cache as its master is now, when the master changes in SQL", async () => {
    const resume = await master();
    const variant = await tailor(resume);
    await get(variant.id);
    await get(variant.id);
    await test.database.db.execute(
      sql`update resumes set data = jsonb_set(data, '{basics,headline}', '"Changed by hand"') where id = ${resume.id}`,
    );
    await expect
      .poll(async () => (await get(variant.id)).data.basics.headline, { timeout: 5000 })
      .toBe("Changed by hand");
  });

  it("keeps versions of a variant, shown merged, and shares it publicly merged", async () => {
    const resume = await master();
    const variant = await tailor(resume);
    const saved = await save(variant, (data) => {
      data.basics.headline = "Public tailored";
    });
    const named = await alice.request({
      method: "POST",
      url: `/api/resume/${variant.id}/versions`,
      payload: { name: "Sent to Quillpay" },
    });
    expect(named.statusCode, named.body).toBe(201);
    const versions = ResumeVersionListSchema.parse(
      (await alice.request({ method: "GET", url: `/api/resume/${variant.id}/versions` })).json(),
    );
    const version = (
      await alice.request({
        method: "GET",
        url: `/api/resume/${variant.id}/versions/${versions.versions[0]?.id}`,
      })
    ).json();
    expect(version.data.basics.headline).toBe("Public tailored");
    expect(version.data.basics.name).toBe(resume.data.basics.name);
    const published = await alice.request({
      method: "PATCH",
      url: `/api/resume/${variant.id}`,
      payload: patchBody(saved, { visibility: "public" }),
    });
    expect(published.statusCode, published.body).toBe(200);
    const page = await test.app.inject({
      method: "GET",
      url: `/api/resume/public/${alice.user.username}/${saved.slug}`,
    });
    expect(resumeOf(page).data.basics).toMatchObject({
      headline: "Public tailored",
      name: resume.data.basics.name,
    });
  });

  it("turns the variants of a deleted master into resumes of their own, with nothing lost", async () => {
    const resume = await master();
    const variant = await tailor(resume);
    const saved = await save(variant, (data) => {
      data.basics.headline = "Kept after the master goes";
    });
    const deleted = await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const detached = await get(variant.id);
    expect(detached.variantOf).toBeUndefined();
    expect(detached.data).toEqual(saved.data);
    const versions = ResumeVersionListSchema.parse(
      (await alice.request({ method: "GET", url: `/api/resume/${variant.id}/versions` })).json(),
    );
    for (const { id } of versions.versions) {
      const version = (
        await alice.request({ method: "GET", url: `/api/resume/${variant.id}/versions/${id}` })
      ).json();
      expect(version.data.basics.name).toBe(resume.data.basics.name);
    }
    // The master can go for good now.
    const purged = await alice.request({ method: "DELETE", url: `/api/resume/trash/${resume.id}` });
    expect(purged.statusCode, purged.body).toBe(204);
    expect((await get(variant.id)).data).toEqual(saved.data);
  });

  it("makes a variant of a variant under the same master, with its overrides", async () => {
    const resume = await master();
    const variant = await save(await tailor(resume), (data) => {
      data.basics.headline = "First tailoring";
    });
    const again = await tailor(variant, "Second tailoring");
    expect(again.variantOf).toBe(resume.id);
    expect(again.data.basics.headline).toBe("First tailoring");
  });

  it("answers ResumeNotFound for another user's variants, and for a resume that is not the variant's master", async () => {
    const resume = await master();
    const other = await master();
    const variant = await tailor(resume);
    for (const url of [
      `/api/resume/${resume.id}/variants`,
      `/api/resume/${resume.id}/variants/${variant.id}`,
    ]) {
      const response = await bob.request({ method: "GET", url });
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 404,
        code: "ResumeNotFound",
      });
    }
    const mismatched = await alice.request({
      method: "GET",
      url: `/api/resume/${other.id}/variants/${variant.id}`,
    });
    expect(mismatched.statusCode).toBe(404);
    const removed = await alice.request({
      method: "DELETE",
      url: `/api/resume/${resume.id}/variants/${variant.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await alice.request({ method: "GET", url: `/api/resume/${variant.id}` })).statusCode).toBe(404);
  });
});
