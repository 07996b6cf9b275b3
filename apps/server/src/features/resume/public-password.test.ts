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
  alice = await signUp(test, "owner");
  bob = await signUp(test, "stranger");
});

afterAll(async () => {
  await test?.close();
});

let addresses = 0;
/** A guest's browser with its own client address, so one test's guesses never count against another's. */
const guest = () => {
  addresses += 1;
  const browser = new Browser(test.app);
  const remoteAddress = `192.0.2.${addresses}`;
  return {
    browser,
    get: (url: string) => browser.request({ method: "GET", url, remoteAddress }),
    unlock: (resume: Resume, password: string) =>
      browser.request({
        method: "POST",
        url: `/api/resume/public/${alice.user.username}/${resume.slug}/unlock`,
        payload: { password },
        remoteAddress,
      }),
  };
};

const protectedResume = async (slug: string, password = "open sesame") => {
  const created = await createResume(alice, { sample: true, slug });
  const resume = resumeOf(
    await alice.request({
      method: "PATCH",
      url: `/api/resume/${created.id}`,
      payload: patchBody(created, { visibility: "public" }),
    }),
  );
  const set = await alice.request({
    method: "PUT",
    url: `/api/resume/${resume.id}/public-password`,
    payload: { password },
  });
  expect(set.json()).toEqual({ protected: true });
  return resume;
};

/** Every way to read a public resume without an account: the page's data, its prints and its exports. */
const readings = (resume: Resume) => [
  `/api/resume/public/${alice.user.username}/${resume.slug}`,
  `/api/resume/print/${resume.id}/preview`,
  `/api/resume/print/${resume.id}`,
  `/api/resume/public/${alice.user.username}/${resume.slug}/export/md`,
  `/api/resume/public/${alice.user.username}/${resume.slug}/export/txt`,
];

const views = async (resume: Resume) =>
  (await alice.request({ method: "GET", url: `/api/resume/${resume.id}/statistics` })).json<{
    views: number;
    downloads: number;
  }>();

describe("a password-protected public resume", () => {
  it("answers 401 ResumePasswordRequired for its page, prints and exports until unlocked, counting nothing", async () => {
    const resume = await protectedResume("locked-everything");
    const stranger = guest();
    for (const url of readings(resume)) {
      const response = await stranger.get(url);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 401,
        code: "ResumePasswordRequired",
      });
      const signedIn = await bob.request({ method: "GET", url });
      expect({ url, status: signedIn.statusCode }).toEqual({ url, status: 401 });
    }
    expect(await views(resume)).toEqual({ views: 0, downloads: 0 });

    const unlocked = await stranger.unlock(resume, "open sesame");
    expect(unlocked.statusCode).toBe(204);
    const page = await stranger.get(readings(resume)[0] ?? "");
    expect(resumeOf(page).data.basics.name).toBe(resume.data.basics.name);
    const markdown = await stranger.get(readings(resume)[3] ?? "");
    expect(markdown.statusCode).toBe(200);
    expect(markdown.body).toContain(resume.data.basics.name);
    const preview = await stranger.get(readings(resume)[1] ?? "");
    expect(preview.statusCode).toBe(200);
    expect(preview.json().url).toContain("/api/resume/print/file?token=");
    expect((await views(resume)).views).toBe(1);
  });

  it("sets an httpOnly session cookie sent only under /api/resume", async () => {
    const resume = await protectedResume("cookie-shape");
    const response = await guest().unlock(resume, "open sesame");
    const [cookie] = response.cookies as {
      name: string;
      path?: string;
      httpOnly?: boolean;
      maxAge?: number;
      expires?: Date;
      sameSite?: string;
    }[];
    expect(cookie).toMatchObject({
      name: `ResumeUnlock-${resume.id}`,
      path: "/api/resume",
      httpOnly: true,
      sameSite: "Lax",
    });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
  });

  it("never asks its owner", async () => {
    const resume = await protectedResume("owner-reads");
    for (const url of readings(resume).filter((url) => !url.endsWith(`/${resume.id}`))) {
      const response = await alice.request({ method: "GET", url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it("refuses a wrong password with InvalidResumePassword, then locks the resume's guessing with 429", async () => {
    const resume = await protectedResume("guessed-at");
    const attacker = guest();
    for (let guess = 0; guess < 5; guess += 1) {
      const response = await attacker.unlock(resume, `wrong ${guess}`);
      expect({ guess, status: response.statusCode, code: response.json().code }).toEqual({
        guess,
        status: 401,
        code: "InvalidResumePassword",
      });
    }
    // The lock-out is the resume's, shared by every node through the database: another address is refused too,
    // even with the right password, and no cookie is set.
    const later = guest();
    const refused = await later.unlock(resume, "open sesame");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("TooManyRequests");
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(later.browser.cookies.size).toBe(0);
    expect((await later.get(readings(resume)[0] ?? "")).statusCode).toBe(401);
  });

  it("limits guesses per client address across resumes", async () => {
    const resumes = await Promise.all([1, 2, 3].map((n) => protectedResume(`per-address-${n}`)));
    const attacker = guest();
    const statuses: number[] = [];
    for (let guess = 0; guess < 12; guess += 1) {
      const resume = resumes[guess % resumes.length] as Resume;
      statuses.push((await attacker.unlock(resume, `wrong ${guess}`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("locks out every earlier unlock when the password changes, and opens to all when it is removed", async () => {
    const resume = await protectedResume("password-changed");
    const reader = guest();
    expect((await reader.unlock(resume, "open sesame")).statusCode).toBe(204);
    const page = readings(resume)[0] ?? "";
    expect((await reader.get(page)).statusCode).toBe(200);

    await alice.request({
      method: "PUT",
      url: `/api/resume/${resume.id}/public-password`,
      payload: { password: "new secret" },
    });
    expect((await reader.get(page)).json().code).toBe("ResumePasswordRequired");
    expect((await reader.unlock(resume, "open sesame")).json().code).toBe("InvalidResumePassword");

    // Set again after removal: the old cookie must not come back to life.
    const removed = await alice.request({
      method: "DELETE",
      url: `/api/resume/${resume.id}/public-password`,
    });
    expect(removed.json()).toEqual({ protected: false });
    expect((await guest().get(page)).statusCode).toBe(200);
    await alice.request({
      method: "PUT",
      url: `/api/resume/${resume.id}/public-password`,
      payload: { password: "open sesame" },
    });
    expect((await reader.get(page)).statusCode).toBe(401);
  });

  it("refuses a forged unlock cookie", async () => {
    const resume = await protectedResume("forged-cookie");
    const forger = guest();
    forger.browser.cookies.set(`ResumeUnlock-${resume.id}`, "eyJhbGciOiJub25lIn0.eyJ2ZXIiOiJ4In0.");
    expect((await forger.get(readings(resume)[0] ?? "")).statusCode).toBe(401);
    // An unlock of another resume does not open this one.
    const other = await protectedResume("forged-cookie-other");
    const holder = guest();
    await holder.unlock(other, "open sesame");
    const token = holder.browser.cookies.get(`ResumeUnlock-${other.id}`) ?? "";
    forger.browser.cookies.set(`ResumeUnlock-${resume.id}`, token);
    expect((await forger.get(readings(resume)[0] ?? "")).statusCode).toBe(401);
  });

  it("guards a public variant without a password of its own by its master's", async () => {
    const master = await protectedResume("variant-master");
    const created = await alice.request({
      method: "POST",
      url: `/api/resume/${master.id}/variants`,
      payload: { name: "Tailored", jobDescription: "Go, Kafka" },
    });
    const variant = resumeOf(created);
    const published = resumeOf(
      await alice.request({
        method: "PATCH",
        url: `/api/resume/${variant.id}`,
        payload: patchBody(variant, { visibility: "public" }),
      }),
    );
    const reader = guest();
    for (const url of readings(published)) {
      const response = await reader.get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
    }
    expect((await reader.unlock(published, "open sesame")).statusCode).toBe(204);
    expect((await reader.get(readings(published)[0] ?? "")).statusCode).toBe(200);
  });

  it("validates the password the owner sets", async () => {
    const resume = await protectedResume("short-password");
    const response = await alice.request({
      method: "PUT",
      url: `/api/resume/${resume.id}/public-password`,
      payload: { password: "abc" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("ValidationError");
    expect(
      (await alice.request({ method: "GET", url: `/api/resume/${resume.id}/public-password` })).json(),
    ).toEqual({
      protected: true,
    });
  });
});
