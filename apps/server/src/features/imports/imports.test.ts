import { convertLinkedInProfile, convertLpuProfile } from "@vitae/importers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type LocalImportSource, startImportSource } from "../../test/fakes/import-sources.ts";
import { type Browser, signUp } from "../auth/auth.test-helpers.ts";

const platformToken = "lms-refresh-token-0123456789";
const providerKey = "provider-key-abc";
const profileUrl = "https://www.linkedin.com/in/ada-lovelace";

const lpuProfile = {
  version: 1,
  user: { name: "Ada Lovelace", email: "ada@example.com", headline: "B.Tech CSE" },
  experience: [{ company: "Analytical Engines", role: "Programmer", startDate: "2021-01", current: true }],
  courses: [{ title: "Data Structures", provider: "LPU", completedOn: "2022-05-01" }],
};
const coachProfile = { version: 1, user: { name: "Ada Lovelace" }, skills: [{ name: "Python", level: 8 }] };
const linkedinAnswer = {
  full_name: "Ada Lovelace",
  headline: "Mathematician",
  experiences: [
    { company: "Babbage & Co", title: "Analyst", starts_at: { year: 1842, month: 1 }, ends_at: null },
  ],
};

let lms: LocalImportSource;
let provider: LocalImportSource;
let test: TestApp;
let unconfigured: TestApp;
let browser: Browser;

beforeAll(async () => {
  lms = await startImportSource();
  provider = await startImportSource();
  lms.answer("/v1/me/resume", { json: { data: lpuProfile } });
  lms.answer("/v1/me/profile", { json: { data: coachProfile } });
  provider.answer("/profile", { json: linkedinAnswer });
  test = await createTestApp({
    env: {
      LMS_API_URL: `${lms.baseUrl}/`,
      LINKEDIN_PROFILE_API_URL: `${provider.baseUrl}/profile`,
      LINKEDIN_PROFILE_API_KEY: providerKey,
    },
    importFromLoopback: true,
  });
  unconfigured = await createTestApp();
  ({ browser } = await signUp(test.app));
});

afterAll(async () => {
  await test.close();
  await unconfigured.close();
  await lms.close();
  await provider.close();
});

describe("GET /api/resume/import/sources", () => {
  it("says which server-side sources are configured", async () => {
    expect((await browser.get("/api/resume/import/sources")).json()).toEqual({
      lms: true,
      linkedinProfile: true,
    });
    const { browser: other } = await signUp(unconfigured.app);
    expect((await other.get("/api/resume/import/sources")).json()).toEqual({
      lms: false,
      linkedinProfile: false,
    });
  });
});

describe("POST /api/auth/importLpuUserData and /importUserData", () => {
  it("fetches the LPU resume with the token from the body as a bearer token, and it converts", async () => {
    const response = await browser.post("/api/auth/importLpuUserData", { refreshToken: platformToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: lpuProfile });
    const sent = lms.requests.at(-1);
    expect(sent?.path).toBe("/v1/me/resume");
    expect(sent?.headers.authorization).toBe(`Bearer ${platformToken}`);
    const { data } = convertLpuProfile(response.json<{ data: Record<string, unknown> }>().data);
    expect(data.sections.experience.items[0]).toMatchObject({
      company: "Analytical Engines",
      date: "2021-01 - Present",
    });
  });

  it("reads the platform's cookie (name containing refreshToken or Authorization) when the body has none", async () => {
    const response = await browser.request({
      method: "POST",
      url: "/api/auth/importUserData",
      payload: {},
      headers: {
        cookie: `${[...browser.cookies].map(([name, value]) => `${name}=${value}`).join("; ")}; lmsAuthorization=Bearer%20cookie-token`,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: coachProfile });
    expect(lms.requests.at(-1)).toMatchObject({
      path: "/v1/me/profile",
      headers: { authorization: "Bearer cookie-token" },
    });
  });

  it("says the platform session is missing or refused, and when the platform is down or answers garbage", async () => {
    const missing = await browser.post("/api/auth/importLpuUserData", {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ code: "ImportNotSignedIn" });

    lms.answer("/v1/me/resume", { status: 401, json: { error: "expired" } });
    const refused = await browser.post("/api/auth/importLpuUserData", { refreshToken: "old" });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: "ImportNotSignedIn" });

    lms.answer("/v1/me/resume", { raw: "<html>maintenance</html>", contentType: "text/html" });
    const html = await browser.post("/api/auth/importLpuUserData", { refreshToken: platformToken });
    expect(html.statusCode).toBe(502);
    expect(html.json()).toMatchObject({ code: "ImportSourceUnavailable" });

    lms.answer("/v1/me/resume", { json: { data: [1, 2] } });
    const noObject = await browser.post("/api/auth/importLpuUserData", { refreshToken: platformToken });
    expect(noObject.statusCode).toBe(502);

    lms.answer("/v1/me/resume", { raw: Buffer.alloc(1024 * 1024 + 10, 32), contentType: "application/json" });
    const huge = await browser.post("/api/auth/importLpuUserData", { refreshToken: platformToken });
    expect(huge.statusCode).toBe(502);
    expect(huge.json<{ message: string }>().message).toMatch(/larger than/);
    lms.answer("/v1/me/resume", { json: { data: lpuProfile } });
  });

  it("needs a signed-in Vitae user, and is 404 when LMS_API_URL is unset", async () => {
    const anonymous = await test.app.inject({
      method: "POST",
      url: "/api/auth/importLpuUserData",
      payload: { refreshToken: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "Unauthorized" });
    const { browser: other } = await signUp(unconfigured.app);
    const off = await other.post("/api/auth/importUserData", { refreshToken: "x" });
    expect(off.statusCode).toBe(404);
    expect(off.json<{ message: string }>().message).toMatch(/not configured/);
  });
});

describe("POST /api/resume/import/linkedin-profile", () => {
  it("asks the provider for the profile URL with the key, and the answer converts", async () => {
    const response = await browser.post("/api/resume/import/linkedin-profile", { url: profileUrl });
    expect(response.statusCode, response.body).toBe(200);
    const sent = provider.requests.at(-1);
    expect(sent?.path).toBe(`/profile?url=${encodeURIComponent(profileUrl)}`);
    expect(sent?.headers.authorization).toBe(`Bearer ${providerKey}`);
    const { data } = convertLinkedInProfile(
      response.json<{ data: Record<string, unknown> }>().data,
      profileUrl,
    );
    expect(data.basics.name).toBe("Ada Lovelace");
    expect(data.sections.experience.items[0]).toMatchObject({
      company: "Babbage & Co",
      date: "1842-01 - Present",
    });
  });

  it("refuses an address that is not a LinkedIn profile", async () => {
    for (const url of [
      "https://evil.example/in/ada",
      "http://www.linkedin.com/in/ada",
      "https://www.linkedin.com/company/x",
    ]) {
      const response = await browser.post("/api/resume/import/linkedin-profile", { url });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it("never reaches a private address through the provider (SSRF guard) unless allowed", async () => {
    const guarded = await createTestApp({
      env: { LINKEDIN_PROFILE_API_URL: `${provider.baseUrl}/profile` },
    });
    try {
      const { browser: other } = await signUp(guarded.app);
      const response = await other.post("/api/resume/import/linkedin-profile", { url: profileUrl });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ message: string }>().message).toMatch(/not a public address/);
    } finally {
      await guarded.close();
    }
  });
});
