import {
  type MachineCheckId,
  type MachineReading,
  MachineReadingSchema,
  type ResumeData,
  type TemplateId,
} from "@vitae/schema";
import { resolveSection, sectionsForPage, templates } from "@vitae/templates";
import { fixtures, scriptResume, withTemplate } from "@vitae/templates/fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/create-test-app.ts";
import {
  createPrinterTestApp,
  createTestPool,
  pdfInfo,
  pdfLayoutText,
  pdfText,
  printAs,
} from "../printer/printer.test-helpers.ts";
import { patchBody, resumeOf, type SignedInUser, signUp } from "../resume/resume.test-helpers.ts";
import { readPdf } from "./pdf-read.ts";

let pool: ReturnType<typeof createTestPool>;
let test: TestApp;
let alice: SignedInUser;

beforeAll(async () => {
  pool = createTestPool({ size: 2 });
  test = await createPrinterTestApp({ printer: { pool, prerender: false } });
  alice = await signUp(test, "alice");
});

afterAll(async () => {
  await test.close();
  await pool.close();
});

/** Imports the data as a resume of Alice's and downloads its PDF, as the web app does. */
const print = (data: ResumeData): Promise<Buffer> => printAs(test, alice, data);

/** Words as a parser compares them: case and spacing aside. */
const words = (text: string): string => text.replace(/\s+/g, " ").trim().toLocaleLowerCase("en");

const sectionTitle = (data: ResumeData, id: string): string => {
  const resolved = resolveSection(data, id);
  return resolved === undefined || resolved === null ? "" : resolved.section.name.trim();
};

/** Private-use code points (icon fonts) and U+FFFD (a glyph without its character). */
const unreadable = /[\uE000-\uF8FF\uFFFD]/u;

describe.each(Object.keys(templates) as TemplateId[])("the %s PDF", (template) => {
  it("is tagged, in the resume's language, with headings, outline and document information a machine can use", async () => {
    const data = withTemplate(fixtures.allSections(), template);
    const pdf = await print(data);
    const reading = await readPdf(pdf);
    expect((await pdfInfo(pdf)).tagged).toBe(true);
    expect(reading.tagged).toBe(true);
    expect(reading.language).toBe(data.metadata.locale);

    // The name is the one first-level heading; then every section title once, each column's in layout order
    // and, on each sheet, the main column's and the sidebar's titles unbroken by the other's.
    const name = words(data.basics.name);
    const level1 = reading.headings.filter((heading) => heading.level === 1);
    expect(level1.map((heading) => words(heading.text))).toEqual([name]);
    const titles = reading.headings.filter((heading) => heading.level === 2);
    const { main, sidebar } = sectionsForPage(data, 0);
    const columnTitles = [main, sidebar].map((column) =>
      column.map((id) => words(sectionTitle(data, id))).filter((title) => title !== ""),
    );
    const read = titles.map((heading) => words(heading.text));
    const context = `${template}: ${read.join(" | ")}`;
    expect([...read].sort(), context).toEqual(columnTitles.flat().sort());
    for (const column of columnTitles) {
      expect(
        read.filter((title) => column.includes(title)),
        context,
      ).toEqual(column);
    }
    for (const page of new Set(titles.map((heading) => heading.page))) {
      const sides = titles
        .filter((heading) => heading.page === page)
        .map((heading) => (columnTitles[0]?.includes(words(heading.text)) ? "main" : "sidebar"));
      const switches = sides.filter((side, index) => index > 0 && side !== sides[index - 1]).length;
      expect(switches, `${context} (sheet ${page}: ${sides.join(" ")})`).toBeLessThanOrEqual(1);
    }
    // Bookmarks read as the headings do, the space where a long name wraps included.
    expect(words(reading.outline[0] ?? "")).toBe(name);
    expect(reading.outline.map(words)).toEqual(expect.arrayContaining(columnTitles.flat()));

    // Contact details and profiles are link annotations with their targets.
    expect(reading.links).toContain(`mailto:${data.basics.email}`);
    expect(reading.links.some((link) => link.startsWith("https://"))).toBe(true);

    expect(reading.info).toMatchObject({
      Title: `${data.basics.name} — ${data.basics.headline}`,
      Author: data.basics.name,
      Creator: "Vitae",
    });
    expect(reading.info.Keywords).toContain(data.sections.skills.items[0]?.keywords[0] ?? "(no skill)");

    // Read in content order (pdf.js) and laid out (pdftotext -layout): the name, then the headline, first.
    const text = reading.pages.join("\n");
    expect(words(text).startsWith(name), text.slice(0, 200)).toBe(true);
    expect(words(text).indexOf(words(data.basics.headline))).toBeLessThan(name.length + 200);
    const laidOut = await pdfLayoutText(pdf);
    expect(words(laidOut).indexOf(name), laidOut.slice(0, 300)).toBeLessThan(200);
    expect(unreadable.test(text)).toBe(false);
    expect(unreadable.test(laidOut)).toBe(false);
  });
});

describe("the bookmarks", () => {
  it("keep the space where a heading wraps onto a second line", async () => {
    // The sample's publication title wraps in azurill's narrow sidebar, between "a" and "payments".
    const data = withTemplate(fixtures.sample(), "azurill");
    const pdf = await print(data);
    const title = data.sections.publications.items[0]?.name ?? "(no publication)";
    expect(title).toBe("Idempotency keys at scale: lessons from a payments API");
    expect((await readPdf(pdf)).outline).toContain(title);
    // It does wrap there: the text has the two lines.
    expect(await pdfText(pdf)).toMatch(/lessons from a\npayments API/);
  });
});

describe("GET /api/resume/:id/machine-reading", () => {
  const readAs = (as: SignedInUser | undefined, id: string) =>
    (as?.request ?? ((options: Parameters<SignedInUser["request"]>[0]) => test.app.inject(options)))({
      method: "GET",
      url: `/api/resume/${id}/machine-reading`,
    });

  it("answers the owner the printed PDF's text and the checks, and follows the next save", async () => {
    const data = withTemplate(fixtures.sample(), "onyx");
    const created = await alice.request({ method: "POST", url: "/api/resume/import", payload: { data } });
    const resume = resumeOf(created);

    const first = await readAs(alice, resume.id);
    expect(first.statusCode, first.body).toBe(200);
    const reading = MachineReadingSchema.parse(first.json());
    expect(words(reading.text).startsWith(words(data.basics.name))).toBe(true);
    expect(reading).toMatchObject({ tagged: true, updatedAt: resume.updatedAt });
    expect(reading.pages).toBeGreaterThan(0);
    expect(reading.bytes).toBeGreaterThan(1000);
    // The page count is the PDF's own (the length check judges it with the years of experience).
    expect(reading.checks.find((check) => check.id === "length")?.details[0]).toBe(String(reading.pages));
    const failedBut = (checks: typeof reading.checks) =>
      checks.filter((check) => !check.passed && check.id !== "length");
    // The page numbers are the one thing a parser trips over: a line of every sheet, read between sections.
    expect(failedBut(reading.checks)).toEqual([
      { id: "pageFurniture", passed: false, details: [`Page 1 of ${reading.pages}`] },
    ]);

    const changed = structuredClone(resume.data);
    changed.basics.email = "";
    changed.sections.experience.name = "Where I shone";
    changed.metadata.page.options.pageNumbers = false;
    const saved = await alice.request({
      method: "PATCH",
      url: `/api/resume/${resume.id}`,
      payload: patchBody(resume, { data: changed }),
    });
    expect(saved.statusCode).toBe(200);
    const second = MachineReadingSchema.parse((await readAs(alice, resume.id)).json());
    expect(second.updatedAt).toBe(resumeOf(saved).updatedAt);
    expect(second.text).toContain("Where I shone");
    expect(failedBut(second.checks)).toEqual([
      { id: "email", passed: false, details: [] },
      { id: "sectionNames", passed: false, details: ["Where I shone"] },
    ]);
  });

  const readingOf = async (data: ResumeData) => {
    const created = await alice.request({ method: "POST", url: "/api/resume/import", payload: { data } });
    const answer = await readAs(alice, resumeOf(created).id);
    expect(answer.statusCode, answer.body).toBe(200);
    return MachineReadingSchema.parse(answer.json());
  };
  const checkOf = (reading: MachineReading, id: MachineCheckId) =>
    reading.checks.find((check) => check.id === id);

  it("warns when a two-column template's text reads the sidebar before the main column", async () => {
    // azurill draws its left sidebar (profiles, skills…) first; onyx is one column, main sections first.
    const sidebarFirst = await readingOf(withTemplate(fixtures.sample(), "azurill"));
    const { sidebar } = sectionsForPage(fixtures.sample(), 0);
    const titles = sidebar.map((id) => sectionTitle(fixtures.sample(), id));
    expect(checkOf(sidebarFirst, "readingOrder")).toEqual({
      id: "readingOrder",
      passed: false,
      details: titles.filter(
        (title) => sidebarFirst.text.indexOf(title) < sidebarFirst.text.indexOf("Summary"),
      ),
    });
    expect(checkOf(sidebarFirst, "readingOrder")?.details).toEqual(
      expect.arrayContaining(["Profiles", "Skills"]),
    );
    expect(checkOf(await readingOf(withTemplate(fixtures.sample(), "onyx")), "readingOrder")?.passed).toBe(
      true,
    );
  });

  it("warns about a script whose words a parser cannot read back, and not about one it can", async () => {
    const hindi = await readingOf(scriptResume("hindi"));
    expect(checkOf(hindi, "scriptText")).toMatchObject({
      passed: false,
      details: ["Deva", expect.any(String)],
    });
    expect(Number(checkOf(hindi, "scriptText")?.details[1])).toBeLessThan(90);
    // Arabic letters are whole glyphs in the script font, and their joined shapes map back to letters.
    for (const script of ["arabic", "hebrew", "thai", "japanese"] as const)
      expect(checkOf(await readingOf(scriptResume(script)), "scriptText"), script).toEqual({
        id: "scriptText",
        passed: true,
        details: [],
      });
  });

  it("is the owner's only: another user and a public link get 404, a guest 401", async () => {
    const created = await alice.request({
      method: "POST",
      url: "/api/resume/import",
      payload: { data: fixtures.sample() },
    });
    const { id } = resumeOf(created);
    const made = await alice.request({
      method: "PATCH",
      url: `/api/resume/${id}`,
      payload: patchBody(resumeOf(created), { visibility: "public" }),
    });
    expect(made.statusCode).toBe(200);
    const bob = await signUp(test, "bob");
    expect((await readAs(bob, id)).json()).toMatchObject({ code: "ResumeNotFound" });
    expect((await readAs(bob, id)).statusCode).toBe(404);
    expect((await readAs(undefined, id)).statusCode).toBe(401);
  });
});
