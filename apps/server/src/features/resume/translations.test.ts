import { type Resume, ResumeVersionListSchema } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "polyglot");
});

afterAll(async () => {
  await test?.close();
});

const job = "sections.experience.items.sample-experience-1";

const addGerman = async (resume: Resume) =>
  alice.request({ method: "POST", url: `/api/resume/${resume.id}/languages`, payload: { language: "de" } });

const put = (resume: Resume, texts: Record<string, unknown>, lang = "de-DE") =>
  alice.request({ method: "PUT", url: `/api/resume/${resume.id}/translations/${lang}`, payload: texts });

const status = async (resume: Resume, lang = "de-DE") =>
  alice.request({ method: "GET", url: `/api/resume/${resume.id}/translations/${lang}` });

const stored = async (resume: Resume) =>
  resumeOf(await alice.request({ method: "GET", url: `/api/resume/${resume.id}` }));

describe("a resume's languages and translations", () => {
  it("adds a language, stores texts in the resume, reports what is missing and sanitises rich text", async () => {
    const resume = await createResume(alice, { sample: true, slug: "two-languages" });
    const added = await addGerman(resume);
    expect(added.statusCode).toBe(201);
    expect(resumeOf(added).data.translations).toEqual({ "de-DE": { fields: {} } });
    const missingBefore = (await status(resume)).json<{ missing: number }>().missing;
    expect(missingBefore).toBeGreaterThan(10);

    const saved = await put(resume, {
      "basics.headline": "Produktdesignerin",
      [`${job}.summary`]: '<p>Leitete<img src=x onerror="alert(1)"> das Team</p>',
    });
    expect(saved.statusCode).toBe(200);
    const answer = await status(resume);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ texts: Record<string, string>; missing: number; stale: string[] }>();
    expect(body.texts["basics.headline"]).toBe("Produktdesignerin");
    expect(body.texts[`${job}.summary`]).not.toContain("onerror");
    expect(body.texts[`${job}.summary`]).toContain("Leitete");
    expect(body.missing).toBe(missingBefore - 2);
    expect(body.stale).toEqual([]);
    // The source texts stay where every reader finds them.
    const data = (await stored(resume)).data;
    expect(data.basics.headline).toBe(resume.data.basics.headline);
    expect(data.translations?.["de-DE"]?.fields["basics.headline"]?.value).toBe("Produktdesignerin");
  });

  it("marks a translation stale when a normal save changes its source text", async () => {
    const resume = await createResume(alice, { sample: true, slug: "stale-translation" });
    await addGerman(resume);
    await put(resume, { [`${job}.position`]: "Leitende Designerin" });
    const current = await stored(resume);
    const edited = structuredClone(current.data);
    const item = edited.sections.experience.items[0];
    if (item === undefined) throw new Error("the sample has a job");
    item.position = "Principal Designer";
    const patched = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: {
        title: current.title,
        slug: current.slug,
        visibility: current.visibility,
        data: edited,
        updatedAt: current.updatedAt,
      },
    });
    expect(patched.statusCode).toBe(200);
    expect((await status(resume)).json<{ stale: string[] }>().stale).toEqual([`${job}.position`]);
    await put(resume, { [`${job}.position`]: "Leitender Designer" });
    expect((await status(resume)).json<{ stale: string[] }>().stale).toEqual([]);
  });

  it("refuses shared or unknown paths with an issue each, and changes nothing", async () => {
    const resume = await createResume(alice, { sample: true, slug: "shared-fields" });
    await addGerman(resume);
    const before = await stored(resume);
    const refused = await put(resume, {
      "basics.name": "Meera",
      "basics.email": "x@example.com",
      [`${job}.company`]: "Firma",
      "sections.experience.items.no-such-item.position": "x",
      "basics.headline": "fine alone",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe("ValidationError");
    expect(
      refused
        .json<{ issues: { path: string }[] }>()
        .issues.map((issue) => issue.path)
        .sort(),
    ).toEqual(
      [
        "basics.email",
        "basics.name",
        `${job}.company`,
        "sections.experience.items.no-such-item.position",
      ].sort(),
    );
    expect(await stored(resume)).toEqual(before);
    expect((await put(resume, { "basics.headline": 3 })).statusCode).toBe(400);
  });

  it("refuses the source language, an unknown one, one twice; 404 for a language the resume lacks", async () => {
    const resume = await createResume(alice, { sample: true, slug: "language-rules" });
    const add = (language: unknown) =>
      alice.request({ method: "POST", url: `/api/resume/${resume.id}/languages`, payload: { language } });
    for (const language of ["en-US", "klingon", ""]) {
      const answer = await add(language);
      expect({ language, status: answer.statusCode, code: answer.json().code }).toEqual({
        language,
        status: 400,
        code: "ValidationError",
      });
    }
    expect((await add("ar-SA")).statusCode).toBe(201);
    expect((await add("ar")).statusCode).toBe(400);
    expect((await status(resume, "fr-FR")).json()).toMatchObject({ statusCode: 404, code: "NotFound" });
    expect((await put(resume, { "basics.headline": "x" }, "fr-FR")).statusCode).toBe(404);
    const removed = await alice.request({
      method: "DELETE",
      url: `/api/resume/${resume.id}/languages/ar-SA`,
    });
    expect(removed.statusCode).toBe(200);
    // The last language gone, the resume is as one that never had any.
    expect("translations" in resumeOf(removed).data).toBe(false);
    const again = await alice.request({ method: "DELETE", url: `/api/resume/${resume.id}/languages/ar-SA` });
    expect(again.statusCode).toBe(404);
  });

  it("saves through the resume's save path: a version of the content before, and 423 when locked", async () => {
    const resume = await createResume(alice, { sample: true, slug: "translation-versions" });
    await addGerman(resume);
    await put(resume, { "basics.headline": "Produktdesignerin" });
    const versions = ResumeVersionListSchema.parse(
      (await alice.request({ method: "GET", url: `/api/resume/${resume.id}/versions` })).json(),
    );
    expect(versions.versions.length).toBeGreaterThan(0);
    await alice.request({ method: "PATCH", url: `/api/resume/${resume.id}/lock`, payload: { set: true } });
    expect((await put(resume, { "basics.headline": "x" })).statusCode).toBe(423);
    expect((await stored(resume)).data.translations?.["de-DE"]?.fields["basics.headline"]?.value).toBe(
      "Produktdesignerin",
    );
  });

  it("refuses languages on a variant (it has its master's), and the variant reads its master's", async () => {
    const master = await createResume(alice, { sample: true, slug: "translated-master" });
    await addGerman(master);
    await put(master, { "basics.headline": "Produktdesignerin" });
    const variant = resumeOf(
      await alice.request({
        method: "POST",
        url: `/api/resume/${master.id}/variants`,
        payload: { name: "Job" },
      }),
    );
    const refused = await alice.request({
      method: "POST",
      url: `/api/resume/${variant.id}/languages`,
      payload: { language: "fr-FR" },
    });
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({
      status: 400,
      code: "ValidationError",
    });
    expect((await put(variant, { "basics.headline": "x" })).statusCode).toBe(400);
    const read = await status(variant);
    expect(read.statusCode).toBe(200);
    expect(read.json<{ texts: Record<string, string> }>().texts["basics.headline"]).toBe("Produktdesignerin");
  });
});
