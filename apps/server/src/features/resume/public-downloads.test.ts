import type { Resume } from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { Browser } from "../auth/auth.test-helpers.ts";
import { createResume, patchBody, resumeOf, type SignedInUser, signUp } from "./resume.test-helpers.ts";

let test: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;

beforeAll(async () => {
  test = await createTestApp();
  alice = await signUp(test, "downloads-owner");
  bob = await signUp(test, "downloads-stranger");
});

afterAll(async () => {
  await test?.close();
});

const publicResume = async (slug: string) => {
  const created = await createResume(alice, { sample: true, slug });
  return resumeOf(
    await alice.request({
      method: "PATCH",
      url: `/api/resume/${created.id}`,
      payload: patchBody(created, { visibility: "public" }),
    }),
  );
};

const setDownloads = (user: SignedInUser, resume: Resume, allowed: unknown) =>
  user.request({ method: "PUT", url: `/api/resume/${resume.id}/public-downloads`, payload: { allowed } });

/** Every file a guest of the public page can take away: the PDF, its first page as a picture, each format. */
const downloads = (resume: Resume) => [
  `/api/resume/print/${resume.id}`,
  `/api/resume/print/${resume.id}/preview`,
  `/api/resume/public/${alice.user.username}/${resume.slug}/export/docx`,
  `/api/resume/public/${alice.user.username}/${resume.slug}/export/md`,
  `/api/resume/public/${alice.user.username}/${resume.slug}/export/txt`,
];

const statistics = async (resume: Resume) =>
  (await alice.request({ method: "GET", url: `/api/resume/${resume.id}/statistics` })).json<{
    views: number;
    downloads: number;
  }>();

describe("a public resume's downloads", () => {
  it("are allowed by default, and the public page is told so", async () => {
    const resume = await publicResume("downloads-default");
    const setting = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/public-downloads` });
    expect(setting.json()).toEqual({ allowed: true });
    const page = await new Browser(test.app).request({
      method: "GET",
      url: `/api/resume/public/${alice.user.username}/${resume.slug}`,
    });
    expect(page.json().downloadsAllowed).toBe(true);
    const markdown = await new Browser(test.app).request({ method: "GET", url: downloads(resume)[3] ?? "" });
    expect(markdown.statusCode).toBe(200);
  });

  it("when off, answer 403 ResumeDownloadsDisabled to guests and other users while the page stays readable", async () => {
    const resume = await publicResume("downloads-off");
    expect((await setDownloads(alice, resume, false)).json()).toEqual({ allowed: false });
    const guest = new Browser(test.app);
    for (const url of downloads(resume)) {
      for (const response of [
        await guest.request({ method: "GET", url }),
        await bob.request({ method: "GET", url }),
      ]) {
        expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
          url,
          status: 403,
          code: "ResumeDownloadsDisabled",
        });
      }
    }
    const page = await guest.request({
      method: "GET",
      url: `/api/resume/public/${alice.user.username}/${resume.slug}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      downloadsAllowed: false,
      data: { basics: { name: resume.data.basics.name } },
    });
    // Refused downloads are not counted.
    expect((await statistics(resume)).downloads).toBe(0);
  });

  it("when off, still lets the owner download everything, on the public routes and their own", async () => {
    const resume = await publicResume("downloads-owner-reads");
    await setDownloads(alice, resume, false);
    for (const url of [...downloads(resume), `/api/resume/${resume.id}/export/md`]) {
      const response = await alice.request({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it("turn back on for everyone, without changing the resume's version", async () => {
    const resume = await publicResume("downloads-again");
    await setDownloads(alice, resume, false);
    expect((await setDownloads(alice, resume, true)).json()).toEqual({ allowed: true });
    const markdown = await new Browser(test.app).request({ method: "GET", url: downloads(resume)[3] ?? "" });
    expect(markdown.statusCode).toBe(200);
    expect(markdown.body).toContain(resume.data.basics.name);
    const stored = resumeOf(await alice.request({ method: "GET", url: `/api/resume/${resume.id}` }));
    // An open builder's next save must not become a conflict because of this switch.
    expect(stored.updatedAt).toBe(resume.updatedAt);
  });

  it("belong to the owner alone to read and set, and take a boolean", async () => {
    const resume = await publicResume("downloads-guarded");
    expect((await setDownloads(bob, resume, false)).json().code).toBe("ResumeNotFound");
    expect(
      (await bob.request({ method: "GET", url: `/api/resume/${resume.id}/public-downloads` })).json().code,
    ).toBe("ResumeNotFound");
    expect((await setDownloads(alice, resume, "no")).statusCode).toBe(400);
    const guest = await new Browser(test.app).request({
      method: "PUT",
      url: `/api/resume/${resume.id}/public-downloads`,
      payload: { allowed: false },
    });
    expect(guest.statusCode).toBe(401);
    const setting = await alice.request({ method: "GET", url: `/api/resume/${resume.id}/public-downloads` });
    expect(setting.json()).toEqual({ allowed: true });
  });
});
