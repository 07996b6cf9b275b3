import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { type MailCatcher, startMailCatcher } from "../../test/mail-catcher.ts";
import { Browser, newRegistration } from "../auth/auth.test-helpers.ts";

const mailText = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/mail/${locale}.json`, import.meta.url), "utf8"));
const resumeText = (locale: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../packages/schema/src/resume-locales/${locale}.json`, import.meta.url),
      "utf8",
    ),
  );

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

let test: TestApp;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  test = await createTestApp({ mailer: mail.mailer });
});

afterAll(async () => {
  await test.close();
  await mail.close();
});

describe("a person's language", () => {
  it("writes the verification mail in the language chosen at sign-up, right to left for Arabic", async () => {
    const german = newRegistration({ locale: "de-DE" });
    expect((await new Browser(test.app).post("/api/auth/register", german)).statusCode).toBe(201);
    const de = mailText("de-DE");
    const deMail = await mail.next(german.email, { subject: exactly(de.verification.subject) });
    expect(deMail.text).toContain(de.greeting.replace("{{name}}", german.name));
    expect(deMail.text).toContain(de.verification.body);
    expect(deMail.html).toContain('lang="de-DE" dir="ltr"');

    const arabic = newRegistration({ locale: "ar-SA" });
    expect((await new Browser(test.app).post("/api/auth/register", arabic)).statusCode).toBe(201);
    const arMail = await mail.next(arabic.email, {
      subject: exactly(mailText("ar-SA").verification.subject),
    });
    expect(arMail.html).toContain('lang="ar-SA" dir="rtl"');
  });

  it("names a new resume's sections in the owner's language and records it as the resume's", async () => {
    const browser = new Browser(test.app);
    expect((await browser.post("/api/auth/register", newRegistration({ locale: "fr-FR" }))).statusCode).toBe(
      201,
    );
    const created = await browser.post("/api/resume", { title: "Mon CV", slug: "mon-cv" });
    expect(created.statusCode).toBe(201);
    const { data } = created.json<{
      data: { metadata: { locale: string }; sections: Record<string, { name: string }> };
    }>();
    const fr = resumeText("fr-FR");
    expect(data.metadata.locale).toBe("fr-FR");
    expect(data.sections.experience?.name).toBe(fr.sections.experience);
    expect(data.sections.summary?.name).toBe(fr.sections.summary);
  });
});

describe("script fonts", () => {
  it("serves a script font's @font-face rules and only its own woff2 files", async () => {
    const css = await test.app.inject({ method: "GET", url: "/fonts/css/noto-sans-jp.css" });
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    expect(css.body).toContain("font-family: 'Noto Sans JP'");
    expect(css.body).toContain("url(/fonts/noto-sans-jp/noto-sans-jp-0-400-normal.woff2)");
    expect(css.body).not.toContain(".woff)");

    const file = await test.app.inject({
      method: "GET",
      url: "/fonts/noto-sans-jp/noto-sans-jp-0-400-normal.woff2",
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("font/woff2");
    for (const url of [
      "/fonts/noto-sans-jp/package.json",
      "/fonts/noto-sans-jp/noto-sans-jp-0-400-normal.woff",
      "/fonts/noto-sans-jp/..%2F..%2Fpackage.json",
      "/fonts/css/not-a-font.css",
    ]) {
      expect((await test.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
