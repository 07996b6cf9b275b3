import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { localeIds } from "@vitae/schema";
import { scriptFontForLocale } from "@vitae/templates/script-fonts";
import { afterEach, describe, expect, it, vi } from "vitest";
import arSA from "../locales/ar-SA.json";
import deDE from "../locales/de-DE.json";
import enUS from "../locales/en-US.json";
import { applyUserLocale, i18n, LOCALE_STORAGE_KEY } from "./i18n";

afterEach(async () => {
  await i18n.changeLanguage("en-US");
});

describe("locale resolution", () => {
  it("prefers the locale stored in this browser over the user's", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, "fr-FR");
    await applyUserLocale("de-DE");

    expect(i18n.language).toBe("fr-FR");
  });

  it("uses the user's locale when nothing is stored", async () => {
    await applyUserLocale("de-DE");

    expect(i18n.language).toBe("de-DE");
  });

  it("skips an unsupported stored locale", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, "xx-XX");
    await applyUserLocale("de-DE");

    expect(i18n.language).toBe("de-DE");
  });

  it("falls back to en-US when neither is supported", async () => {
    await i18n.changeLanguage("de-DE");
    await applyUserLocale("tlh-KX");

    expect(i18n.language).toBe("en-US");
  });
});

describe("catalogues", () => {
  it("loads a locale's catalogue on demand", async () => {
    vi.resetModules();
    const fresh = await import("./i18n");
    await fresh.initI18n("en-US");
    expect(fresh.i18n.hasResourceBundle("de-DE", "translation")).toBe(false);

    await fresh.i18n.changeLanguage("de-DE");

    expect(fresh.i18n.hasResourceBundle("de-DE", "translation")).toBe(true);
    expect(fresh.i18n.t("auth.signIn")).toBe(deDE.auth.signIn);
    expect(fresh.i18n.t("pages.builder.title")).toBe(deDE.pages.builder.title);
    expect(fresh.i18n.t("pages.builder.title")).not.toBe(enUS.pages.builder.title);
    expect(document.documentElement.lang).toBe("de-DE");
    expect(document.documentElement.dir).toBe("ltr");
  });

  it("reads Arabic in Arabic, right to left", async () => {
    await i18n.changeLanguage("ar-SA");

    expect(i18n.t("auth.signIn")).toBe(arSA.auth.signIn);
    expect(i18n.t("auth.signIn")).not.toBe(enUS.auth.signIn);
    expect(document.documentElement.lang).toBe("ar-SA");
    expect(document.documentElement.dir).toBe("rtl");
  });

  it("declares the bundled font of the interface language's script, and none for Latin-script ones", async () => {
    await i18n.changeLanguage("hi-IN");
    expect(document.getElementById("ui-script-font")?.getAttribute("href")).toBe(
      "/fonts/css/noto-sans-devanagari.css",
    );
    await i18n.changeLanguage("zh-TW");
    expect(document.getElementById("ui-script-font")?.getAttribute("href")).toBe(
      "/fonts/css/noto-sans-tc.css",
    );
    await i18n.changeLanguage("de-DE");
    expect(document.getElementById("ui-script-font")).toBeNull();
  });

  it("names every interface language's script font in the interface's font stack", () => {
    const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../styles/index.css"), "utf8");
    const stack = /--font-sans:([^;]+);/
      .exec(css)?.[1]
      ?.split(",")
      .map((family) => family.trim().replace(/"/g, ""));
    for (const locale of localeIds) {
      const font = scriptFontForLocale(locale);
      if (font !== undefined) expect(stack, locale).toContain(font.family);
    }
    expect(scriptFontForLocale("ar-SA")?.family).toBe("Vazirmatn");
  });

  it("sets Hebrew and Persian right to left too", () => {
    expect(i18n.dir("he-IL")).toBe("rtl");
    expect(i18n.dir("fa-IR")).toBe("rtl");
    expect(i18n.dir("fr-FR")).toBe("ltr");
  });
});
