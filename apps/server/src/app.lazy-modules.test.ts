import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signUp } from "./features/auth/auth.test-helpers.ts";
import { createTestApp, type TestApp } from "./test/create-test-app.ts";

// Libraries that only some requests need are loaded by the first of them, not with the server: each one
// costs tens to hundreds of MB resident (harper.js alone about 250 MB). Each mock records the load and hands
// over the real module.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock("harper.js", async (real) => {
  loaded.add("harper.js");
  return real();
});
vi.mock("playwright-core", async (real) => {
  loaded.add("playwright-core");
  return real();
});
vi.mock("pdfjs-dist/legacy/build/pdf.mjs", async (real) => {
  loaded.add("pdfjs-dist");
  return real();
});
vi.mock("@aws-sdk/client-s3", async (real) => {
  loaded.add("@aws-sdk/client-s3");
  return real();
});
vi.mock("ioredis", async (real) => {
  loaded.add("ioredis");
  return real();
});
vi.mock("sharp", async (real) => {
  loaded.add("sharp");
  return real();
});
vi.mock("nodemailer", async (real) => {
  loaded.add("nodemailer");
  return real();
});

let test: TestApp;
beforeAll(async () => {
  // Production, as a server runs: nothing is warmed up behind the first request's back either.
  test = await createTestApp({ env: { NODE_ENV: "production", AI_MODEL: "", MAIL_TO_CONSOLE: "false" } });
  await test.app.ready();
  await new Promise((resolve) => setTimeout(resolve, 1500));
});
afterAll(async () => {
  await test.close();
});

describe("what the server loads", () => {
  it("starts without the libraries only some requests need", () => {
    expect([...loaded]).toEqual([]);
  });

  it("loads the offline spelling fixer with the first fix", async () => {
    const { browser } = await signUp(test.app);
    const response = await browser.request({
      method: "POST",
      url: "/api/auth/requestPrompt",
      payload: { action: "fix", text: "I has went to teh store." },
    });
    expect(response.json()).toEqual({ message: "I have gone to the store." });
    expect([...loaded]).toEqual(["harper.js"]);
  }, 60_000);
});
