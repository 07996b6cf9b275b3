import { errorMessageCatalogues } from "@vitae/schema/error-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/create-test-app.ts";
import { localeFromAcceptLanguage } from "./error-i18n.ts";

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

const wrongPassword = (acceptLanguage?: string) =>
  test.app.inject({
    method: "POST",
    url: "/api/auth/login",
    headers: acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage },
    payload: {
      identifier: `nobody-${Math.random().toString(36).slice(2)}@example.com`,
      password: "wrong password",
    },
  });

describe("error answers in the request's language", () => {
  it.each([
    ["de-DE", "de-DE"],
    ["fr-CH, fr;q=0.9, en;q=0.8", "fr-FR"],
    ["ar", "ar-SA"],
  ] as const)("Accept-Language %s reads %s, with the same code", async (header, locale) => {
    const answer = await wrongPassword(header);
    expect(answer.statusCode).toBe(401);
    const texts = await errorMessageCatalogues[locale]();
    expect(answer.json()).toEqual({
      statusCode: 401,
      code: "InvalidCredentials",
      message: texts.InvalidCredentials.description,
    });
  });

  it("keeps the server's own English message without a supported language", async () => {
    for (const header of [undefined, "en-US", "xx-YY, tlh"]) {
      expect((await wrongPassword(header)).json()).toMatchObject({
        code: "InvalidCredentials",
        message: "Invalid credentials",
      });
    }
  });

  it("localizes validation failures too, keeping their issues", async () => {
    const answer = await test.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "accept-language": "ja-JP" },
      payload: { identifier: "", password: "" },
    });
    expect(answer.statusCode).toBe(400);
    const texts = await errorMessageCatalogues["ja-JP"]();
    expect(answer.json()).toMatchObject({
      code: "ValidationError",
      message: texts.ValidationError.description,
    });
    expect(answer.json().issues.length).toBeGreaterThan(0);
  });
});

describe("localeFromAcceptLanguage", () => {
  it("picks by q-value, then exact tag, then the language", () => {
    expect(localeFromAcceptLanguage("en;q=0.5, de;q=0.9")).toBe("de-DE");
    expect(localeFromAcceptLanguage("pt-PT")).toBe("pt-PT");
    expect(localeFromAcceptLanguage("ZH-tw")).toBe("zh-TW");
    expect(localeFromAcceptLanguage("*")).toBeUndefined();
    expect(localeFromAcceptLanguage("de;q=0")).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
