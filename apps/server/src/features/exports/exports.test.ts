import { createSampleResumeData, exportContentTypes } from "@vitae/schema";
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumes } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, patchBody, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import { gradient, uploadAs, uploadedUrl } from "../storage/storage.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;
let mallory: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "alice");
  mallory = await signUp(test, "mallory");
});

afterAll(async () => {
  await test.close();
});

const hostileTitle = '../../etc/passwd"; x=1\r\nSet-Cookie: a=b <Ivy> Żółć 履歴書';

/** A resume of Alice's with her sample content, a name and the given title and visibility. */
const aliceResume = async (
  slug: string,
  changes: { title?: string; visibility?: "public" | "private" } = {},
) => {
  const created = await createResume(alice, { slug, sample: true });
  const data = { ...created.data, basics: { ...created.data.basics, name: "Ivy Example" } };
  const saved = await alice.request({
    method: "PATCH",
    url: `/api/resume/${created.id}`,
    payload: patchBody(created, {
      data,
      title: changes.title ?? "Engineer",
      visibility: changes.visibility ?? "private",
    }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...created, data };
};

describe("GET /api/resume/:id/export/:format", () => {
  it("gives the owner each format with its type and an attachment named from the name and title", async () => {
    const resume = await aliceResume("exports-owner");
    const docx = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/export/docx` });
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.headers["content-type"]).toBe(exportContentTypes.docx);
    expect(docx.headers["content-disposition"]).toBe('attachment; filename="Ivy Example - Engineer.docx"');
    const text = (await mammoth.extractRawText({ buffer: docx.rawPayload })).value;
    expect(text).toContain("Ivy Example");
    expect(text).toContain(resume.data.sections.experience.name);

    const md = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/export/md` });
    expect(md.headers["content-type"]).toBe("text/markdown; charset=utf-8");
    expect(md.body.startsWith("# Ivy Example\n")).toBe(true);

    const txt = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/export/txt` });
    expect(txt.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(txt.headers["content-disposition"]).toBe('attachment; filename="Ivy Example - Engineer.txt"');
    expect(txt.body.split("\n")[0]).toBe("Ivy Example");
  });

  it("answers another user, and a guest, as if the resume did not exist", async () => {
    const resume = await aliceResume("exports-not-yours", { visibility: "public" });
    const other = await mallory.request({ method: "GET", url: `/api/resume/${resume.id}/export/docx` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: "ResumeNotFound" });
    const guest = await test.app.inject({ method: "GET", url: `/api/resume/${resume.id}/export/md` });
    expect(guest.statusCode).toBe(401);
  });

  it("refuses an unknown format with a JSON error", async () => {
    const resume = await aliceResume("exports-unknown");
    const response = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/export/pdf.exe` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "ValidationError" });
  });

  it("names the file from a hostile title without breaking the header or leaving a path", async () => {
    const resume = await aliceResume("exports-hostile", { title: hostileTitle });
    const response = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/export/txt` });
    expect(response.statusCode).toBe(200);
    const header = String(response.headers["content-disposition"]);
    expect(header).not.toMatch(/[\r\n]/);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const ascii = /filename="([^"]*)"/.exec(header)?.[1] ?? "";
    expect(ascii).not.toMatch(/[/\\<>]|\.\./);
    expect(ascii.endsWith(".txt")).toBe(true);
    const exact = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(header)?.[1] ?? "");
    expect(exact).toBe("Ivy Example - . . etc passwd ; x=1 Set-Cookie a=b Ivy Żółć 履歴書.txt");
  });
});

describe("GET /api/resume/public/:username/:slug/export/:format", () => {
  it("gives anyone a public resume's export, as its page offers the PDF", async () => {
    await aliceResume("exports-public", { visibility: "public" });
    const response = await test.app.inject({
      method: "GET",
      url: `/api/resume/public/${alice.user.username}/exports-public/export/md`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain("# Ivy Example");
  });

  it("refuses a private resume, whose page offers no download", async () => {
    await aliceResume("exports-private");
    const response = await test.app.inject({
      method: "GET",
      url: `/api/resume/public/${alice.user.username}/exports-private/export/docx`,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "ResumeNotFound" });
  });
});

describe("GET /api/user/me/export", () => {
  it("streams a zip of the profile, every resume in two formats, versions, job descriptions and pictures", async () => {
    const owner = await signUp(test, "exporter");
    const picture = uploadedUrl(await uploadAs(owner, await gradient(64, 64).png().toBuffer()));
    const created = await createResume(owner, { slug: "zip-one", sample: true });
    const data = {
      ...created.data,
      basics: { ...created.data.basics, picture: { ...created.data.basics.picture, url: picture } },
    };
    const saved = await owner.request({
      method: "PATCH",
      url: `/api/resume/${created.id}`,
      payload: { ...patchBody(created, { data }), versionReason: "import" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await owner.request({
      method: "POST",
      url: `/api/resume/${created.id}/job-descriptions`,
      payload: { name: "Northwind", text: "Go and Kafka." },
    });
    await createResume(owner, { slug: "zip-two" });
    await createResume(mallory, { slug: "not-in-the-zip" });

    const response = await owner.request({ method: "GET", url: "/api/user/me/export" });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-length"]).toBeUndefined();
    const files = unzipSync(response.rawPayload);
    const names = Object.keys(files).sort();
    expect(names).toContain("README.txt");
    expect(names).toContain("profile.json");
    for (const slug of ["zip-one", "zip-two"]) {
      expect(names).toContain(`resumes/${slug}/resume.json`);
      expect(names).toContain(`resumes/${slug}/json-resume.json`);
    }
    expect(names.some((name) => name.includes("not-in-the-zip"))).toBe(false);
    expect(names.filter((name) => name.startsWith("resumes/zip-one/versions/")).length).toBeGreaterThan(0);
    const [job] = names.filter((name) => name.startsWith("resumes/zip-one/job-descriptions/"));
    expect(JSON.parse(strFromU8(files[job ?? ""] ?? new Uint8Array()))).toMatchObject({ name: "Northwind" });
    expect(names.filter((name) => name.startsWith("pictures/")).length).toBe(1);

    const profile = strFromU8(files["profile.json"] ?? new Uint8Array());
    expect(JSON.parse(profile)).toMatchObject({ id: owner.user.id, username: owner.user.username });
    expect(profile).not.toMatch(/password|hash|secret|token/i);
    const vitae = JSON.parse(strFromU8(files["resumes/zip-one/resume.json"] ?? new Uint8Array()));
    expect(vitae.data.basics.picture.url).toBe(picture);
    const jsonResume = JSON.parse(strFromU8(files["resumes/zip-one/json-resume.json"] ?? new Uint8Array()));
    expect(jsonResume.$schema).toContain("jsonresume");
    const readme = strFromU8(files["README.txt"] ?? new Uint8Array());
    for (const part of [
      "profile.json",
      "resume.json",
      "json-resume.json",
      "versions",
      "job-descriptions",
      "pictures",
    ])
      expect(readme).toContain(part);
  });

  it("streams an account of 200 resumes, its memory growing far less than the archive", {
    timeout: 120_000,
  }, async () => {
    const owner = await signUp(test, "many");
    const data = createSampleResumeData();
    const rows = Array.from({ length: 200 }, (_, index) => ({
      title: `Resume ${index}`,
      slug: `many-${index}`,
      data,
      userId: owner.user.id,
    }));
    await test.database.db.insert(resumes).values(rows);
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.heapUsed + before.arrayBuffers;
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak = Math.max(peak, now.heapUsed + now.arrayBuffers);
      peakRss = Math.max(peakRss, now.rss);
    }, 2);
    const started = performance.now();
    const response = await owner.request({ method: "GET", url: "/api/user/me/export" });
    const elapsed = performance.now() - started;
    clearInterval(sampler);
    expect(response.statusCode).toBe(200);
    const names = Object.keys(unzipSync(response.rawPayload));
    expect(names.filter((name) => name.endsWith("/resume.json"))).toHaveLength(200);
    expect(names.filter((name) => name.endsWith("/json-resume.json"))).toHaveLength(200);
    const growth = peak - (before.heapUsed + before.arrayBuffers);
    console.info(
      `account export, 200 resumes: ${Math.round(elapsed)} ms, zip ${(response.rawPayload.length / 1024).toFixed(0)} KB, ` +
        `peak heap+buffers growth ${(growth / 1024 / 1024).toFixed(1)} MB, ` +
        `peak RSS growth ${((peakRss - before.rss) / 1024 / 1024).toFixed(1)} MB (the test client holds the whole answer)`,
    );
  });

  it("needs a signed-in user", async () => {
    expect((await test.app.inject({ method: "GET", url: "/api/user/me/export" })).statusCode).toBe(401);
  });
});
