import { localeIds } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { mailCatalogues } from "../../locales/mail/index.ts";
import { mailText } from "./mail-i18n.ts";
import { emailChangedMail } from "./mail-templates.ts";

describe("mail text", () => {
  it("has a catalogue for every interface language", () => {
    expect(Object.keys(mailCatalogues).sort()).toEqual([...localeIds].sort());
  });

  it("writes in English for an unknown or missing locale, and fills the placeholders", () => {
    expect(mailText("xx-XX").locale).toBe("en-US");
    expect(mailText(undefined).t("greeting", { name: "Ada" })).toBe("Hello Ada,");
    const mail = emailChangedMail({
      to: "a@example.com",
      name: "Ada",
      locale: "en-US",
      newEmail: "new@example.com",
    });
    expect(mail.text).toContain("was changed to new@example.com");
    expect(mail.html).not.toContain("undefined");
  });
});
