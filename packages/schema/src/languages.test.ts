import { describe, expect, it } from "vitest";
import {
  defaultLocale,
  isSupportedLocale,
  LanguageSchema,
  LocaleSchema,
  languages,
  localeIds,
  resolveLocale,
} from "./languages.ts";

describe("languages", () => {
  it("lists the 46 languages, all well formed and unique", () => {
    expect(languages).toHaveLength(46);
    for (const language of languages) expect(LanguageSchema.parse(language)).toEqual(language);
    expect(new Set(localeIds).size).toBe(46);
    expect(new Set(languages.map((language) => language.id)).size).toBe(46);
  });

  it("includes en-US as the default and the named locales", () => {
    expect(defaultLocale).toBe("en-US");
    for (const locale of [
      "en-US",
      "ar-SA",
      "fr-FR",
      "de-DE",
      "ja-JP",
      "zh-CN",
      "zh-TW",
      "pt-BR",
      "pt-PT",
      "es-ES",
    ]) {
      expect(localeIds).toContain(locale);
    }
    expect(languages.find((language) => language.locale === "en-US")).toEqual({
      id: "en",
      name: "English",
      editorCode: "en",
      locale: "en-US",
    });
  });

  it("checks supported locales", () => {
    expect(isSupportedLocale("fr-FR")).toBe(true);
    expect(isSupportedLocale("fr")).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
    expect(LocaleSchema.safeParse("xx-XX").success).toBe(false);
  });
});

describe("resolveLocale", () => {
  it("prefers the stored choice, then the user's locale, then en-US", () => {
    expect(resolveLocale("de-DE", "fr-FR")).toBe("de-DE");
    expect(resolveLocale(null, "fr-FR")).toBe("fr-FR");
    expect(resolveLocale(undefined, undefined)).toBe("en-US");
    expect(resolveLocale()).toBe("en-US");
  });

  it("skips unsupported values", () => {
    expect(resolveLocale("xx-XX", "fr-FR")).toBe("fr-FR");
    expect(resolveLocale("xx-XX", "yy")).toBe("en-US");
    expect(resolveLocale("", null)).toBe("en-US");
  });
});
