import type { Resume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { Browser } from "../auth/auth.test-helpers.ts";
import { createResume, patchBody, resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;
let resume: Resume;

const job = "sections.experience.items.sample-experience-1";

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "bilingual");
  const created = await createResume(alice, { sample: true, slug: "two-languages" });
  resume = resumeOf(
    await alice.request({
      method: "PATCH",
      url: `/api/resume/${created.id}`,
      payload: patchBody(created, { visibility: "public" }),
    }),
  );
  const added = await alice.request({
    method: "POST",
    url: `/api/resume/${resume.id}/languages`,
    payload: { language: "de" },
  });
  expect(added.statusCode, added.body).toBe(201);
  const put = await alice.request({
    method: "PUT",
    url: `/api/resume/${resume.id}/translations/de-DE`,
    payload: {
      "basics.headline": "Senior-Softwareentwicklerin",
      [`${job}.position`]: "Leitende Entwicklerin",
    },
  });
  expect(put.statusCode, put.body).toBe(200);
});

afterAll(async () => {
  await test?.close();
});

const guest = () => new Browser(test.app);
const publicUrl = (suffix = "") => `/api/resume/public/${alice.user.username}/two-languages${suffix}`;

describe("a public resume in its languages", () => {
  it("answers the language asked for: its translations, German names and months, without the other texts", async () => {
    const response = await guest().request({ method: "GET", url: publicUrl("?lang=de") });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.language).toEqual({ shown: "de-DE", available: ["en-US", "de-DE"] });
    expect(body.data.metadata.locale).toBe("de-DE");
    expect(body.data.basics.headline).toBe("Senior-Softwareentwicklerin");
    expect(body.data.sections.experience.name).toBe("Berufserfahrung");
    expect(body.data.sections.experience.items[0].position).toBe("Leitende Entwicklerin");
    expect(body.data.sections.experience.items[0].date).toBe("März 2021 - heute");
    expect(body.data.basics.name).toBe(resume.data.basics.name);
    expect(body.data.translations).toBeUndefined();
  });

  it("answers its own language without ?lang, and for an unknown or missing language with a note", async () => {
    const own = (await guest().request({ method: "GET", url: publicUrl() })).json();
    expect(own.language).toEqual({ shown: "en-US", available: ["en-US", "de-DE"] });
    expect(own.data.basics.headline).toBe(resume.data.basics.headline);
    for (const asked of ["fr", "xx"]) {
      const response = await guest().request({ method: "GET", url: publicUrl(`?lang=${asked}`) });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.language).toEqual({ shown: "en-US", available: ["en-US", "de-DE"], unavailable: asked });
      expect(body.data.sections.experience.name).toBe("Experience");
      expect(body.data.translations).toBeUndefined();
    }
  });

  it("exports each language: Markdown and plain text of the public page, and the owner's own", async () => {
    const markdown = await guest().request({ method: "GET", url: publicUrl("/export/md?lang=de") });
    expect(markdown.statusCode, markdown.body).toBe(200);
    expect(markdown.body).toContain("Leitende Entwicklerin");
    expect(markdown.body).toContain("Berufserfahrung");
    const english = await guest().request({ method: "GET", url: publicUrl("/export/txt") });
    expect(english.body).toContain(resume.data.basics.headline);
    expect(english.body).not.toContain("Leitende Entwicklerin");
    const own = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/export/txt?lang=de-DE` });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain("Senior-Softwareentwicklerin");
  });

  it("refuses a language value that is too long as bad input, and changes nothing", async () => {
    const response = await guest().request({ method: "GET", url: publicUrl(`?lang=${"d".repeat(40)}`) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBeDefined();
  });
});
