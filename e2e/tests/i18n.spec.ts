import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "../fixtures/user";

const catalogue = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${path}.json`, import.meta.url), "utf8"));
const de = { web: catalogue("de-DE"), account: catalogue("account/de-DE") };
const ar = { web: catalogue("ar-SA"), account: catalogue("account/ar-SA") };

test("switching the language on the settings page reloads in it, and it stays after signing out and in", async ({
  page,
  user,
}) => {
  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible({ timeout: 15_000 });
  const select = page.getByRole("combobox", { name: "Language" });
  await expect(select.locator('option[value="de-DE"]')).toHaveText(/^Deutsch/);
  await select.selectOption("de-DE");

  await expect(page.getByRole("heading", { name: de.account.settings.title, level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  const me = await (await page.request.get("/api/user/me")).json();
  expect(me.locale).toBe("de-DE");

  // Signed out (this browser forgets nothing) and in again: still German.
  await page.request.post("/api/auth/logout");
  await page.goto("/auth/login");
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  await page.request.post("/api/auth/login", { data: { identifier: user.email, password: user.password } });
  await page.goto("/dashboard/resumes");
  await expect(page.getByRole("heading", { name: de.web.resumes.title, level: 1 })).toBeVisible();
});

test("an Arabic dashboard and builder read right to left, and a new resume's sections are named in Arabic", async ({
  page,
  user: _user,
}, testInfo) => {
  await page.request.patch("/api/user/me", { data: { locale: "ar-SA" } });
  await page.addInitScript(() => localStorage.setItem("locale", "ar-SA"));
  await page.goto("/dashboard/resumes");
  await expect(page.getByRole("heading", { name: ar.web.resumes.title, level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The navigation sits on the right in right-to-left.
  const nav = await page.getByRole("navigation").first().boundingBox();
  expect(nav?.x ?? 0).toBeGreaterThan((page.viewportSize()?.width ?? 1280) / 2);
  await page.screenshot({ path: testInfo.outputPath("dashboard-ar.png") });

  const created = await page.request.post("/api/resume", { data: { title: "سيرتي", slug: "ar-cv" } });
  const resume = await created.json();
  expect(resume.data.metadata.locale).toBe("ar-SA");
  expect(resume.data.sections.experience.name).toBe(
    catalogue("../../../../packages/schema/src/resume-locales/ar-SA").sections.experience,
  );
  await page.goto(`/builder/${resume.id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const frame = page.getByTitle(ar.web.builder.preview.title, { exact: true }).contentFrame();
  await expect(frame.locator(".vt-page").first()).toHaveAttribute("dir", "rtl", { timeout: 20_000 });
  await page.screenshot({ path: testInfo.outputPath("builder-ar.png") });
});

test("a resume in Japanese, Arabic and Hindi prints a PDF with those fonts embedded and its text extractable", async ({
  page,
  user: _user,
}, testInfo) => {
  const name = "山田 太郎";
  const headline = "مهندس برمجيات";
  const summary = "यह हिंदी वाक्य है";
  const created = await (
    await page.request.post("/api/resume", { data: { title: "Scripts", slug: "scripts" } })
  ).json();
  const data = structuredClone(created.data);
  data.basics.name = name;
  data.basics.headline = headline;
  data.sections.summary.content = `<p>${summary}。日本語の文章です。</p>`;
  const saved = await page.request.patch(`/api/resume/${created.id}`, {
    data: {
      title: created.title,
      slug: created.slug,
      visibility: created.visibility,
      data,
      updatedAt: created.updatedAt,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const { url } = await (await page.request.get(`/api/resume/print/${created.id}`)).json();
  const pdf = await page.request.get(url);
  expect(pdf.status()).toBe(200);
  const dir = testInfo.outputPath("pdf");
  mkdirSync(dir, { recursive: true });
  const file = `${dir}/scripts.pdf`;
  writeFileSync(file, await pdf.body());

  const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" });
  for (const family of ["NotoSansJP", "Vazirmatn", "NotoSansDevanagari"]) expect(fonts).toContain(family);
  const text = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  expect(text).toContain(name);
  expect(text).toContain("日本語の文章です");
  // pdftotext wraps right-to-left runs in bidi marks; the letters and their order are what a parser needs.
  const letters = (value: string) => value.replace(/[\s\u200e\u200f\u202a-\u202e]/g, "");
  expect(letters(text)).toContain(letters(headline));
  expect(text).toContain(summary);
  // Pages as pictures, kept with the test's output for a person to look at.
  execFileSync("pdftoppm", ["-png", "-r", "60", file, `${dir}/page`]);
});

test("a person finds an Arabic font in the catalogue by its script; the preview loads it and the PDF embeds it", async ({
  page,
  user: _user,
}, testInfo) => {
  const created = await (
    await page.request.post("/api/resume", { data: { title: "Catalogue font", slug: "catalogue-font" } })
  ).json();
  await page.goto(`/builder/${created.id}`);
  await page.getByRole("button", { name: /^Font family: / }).click();
  const search = page.getByRole("combobox", { name: "Search fonts or scripts" });
  await expect(search).toBeFocused();
  await search.fill("arabic");
  const listbox = page.getByRole("listbox", { name: "Font family" });
  await expect(listbox.getByRole("group", { name: "Arabic" })).toContainText("Cairo");
  await expect(listbox.getByRole("group", { name: "Arabic" })).toContainText("Noto Naskh Arabic");
  await search.fill("cairo");
  await search.press("Enter");
  await expect(page.getByRole("button", { name: "Font family: Cairo" })).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Variants" }).getByRole("button", { name: "200" }),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Full name" }).fill("ليلى أحمد");

  const frame = page.getByTitle("Resume preview").contentFrame();
  await expect(frame.getByRole("heading", { level: 1, name: "ليلى أحمد" })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() =>
      frame.locator("body").evaluate(() => {
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.replaceAll('"', "") === "Cairo" && face.status === "loaded") loaded = true;
        });
        return loaded;
      }),
    )
    .toBe(true);
  await expect(page.getByRole("banner").getByRole("status")).toHaveText("All changes saved", {
    timeout: 15_000,
  });

  const { url } = await (await page.request.get(`/api/resume/print/${created.id}`)).json();
  const pdf = await page.request.get(url);
  const dir = testInfo.outputPath("pdf");
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/cairo.pdf`, await pdf.body());
  expect(execFileSync("pdffonts", [`${dir}/cairo.pdf`], { encoding: "utf8" })).toContain("Cairo");
  execFileSync("pdftoppm", ["-png", "-r", "60", `${dir}/cairo.pdf`, `${dir}/cairo`]);
});
