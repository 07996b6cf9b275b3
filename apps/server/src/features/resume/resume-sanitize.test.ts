import {
  type FieldKind,
  fieldNamesOfKind,
  itemKinds,
  type Resume,
  type ResumeData,
  ResumeDataSchema,
} from "@vitae/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/create-test-app.ts";
import { createResume, patchBody, resumeOf, signUp } from "./resume.test-helpers.ts";
import { sanitizeResumeData } from "./resume-sanitize.ts";

const dirty =
  '<p>Hello <strong>world</strong></p><script>alert("x")</script>' +
  '<img src="x" onerror="alert(1)"><p onclick="steal()">Click</p>' +
  '<a href="javascript:alert(1)">bad link</a> <a href="https://example.com">good link</a>' +
  '<a href="JaVaScRiPt:alert(1)">mixed case</a><iframe src="https://evil.example"></iframe>';

const expectClean = (html: string) => {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/onerror/i);
  expect(html).not.toMatch(/onclick/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toMatch(/<iframe|<img/i);
  // What the editor legitimately produces survives.
  expect(html).toContain("<p>Hello <strong>world</strong></p>");
  expect(html).toContain('href="https://example.com"');
  expect(html).toContain("good link");
};

const customId = "custom-1";

/** Every field of a given kind of every item kind, as [section, field] pairs, from the section registry alone. */
const fieldsOfKind = (fieldKind: FieldKind): [section: string, field: string][] =>
  itemKinds.flatMap((kind) =>
    fieldNamesOfKind(kind, fieldKind).map((field): [string, string] => [kind, field]),
  );

/** Every rich-text field of a resume: the summary's content and the registry's rich-text item fields. */
const richTextFields: [section: string, field: string][] = [
  ["summary", "content"],
  ...fieldsOfKind("richText"),
];

/** Every plain-text field: names, descriptions, dates. Markup typed there is text and must stay as typed. */
const plainTextFields = [...fieldsOfKind("text"), ...fieldsOfKind("date")];

const plainText = "R&D <b>lead</b> & <i>co</i>";

/** A resume whose every rich-text field holds `html`, and whose every plain-text field holds markup-like text. */
const resumeDataWith = (html: string): ResumeData => {
  const sections: Record<string, unknown> = { summary: { content: html } };
  const custom: Record<string, unknown> = {};
  for (const kind of itemKinds) {
    const item = {
      id: `${kind}-1`,
      ...Object.fromEntries(fieldNamesOfKind(kind, "text", "date").map((field) => [field, plainText])),
      ...Object.fromEntries(fieldNamesOfKind(kind, "richText").map((field) => [field, html])),
    };
    if (kind === "custom") custom[customId] = { id: customId, items: [item] };
    else sections[kind] = { items: [item] };
  }
  return ResumeDataSchema.parse({ basics: { name: "Mallory" }, sections: { ...sections, custom } });
};

type LooseSections = Record<string, { items: Record<string, unknown>[] } | undefined>;

const fieldOf = (data: ResumeData, section: string, field: string): unknown => {
  if (section === "summary") return data.sections.summary.content;
  const sections = (section === "custom" ? data.sections.custom : data.sections) as unknown as LooseSections;
  return sections[section === "custom" ? customId : section]?.items[0]?.[field];
};

describe("sanitizeResumeData", () => {
  const data = resumeDataWith(dirty);
  const clean = sanitizeResumeData(data);

  it.each(richTextFields)("cleans %s.%s", (section, field) => {
    expectClean(String(fieldOf(clean, section, field)));
  });

  it.each(plainTextFields)("leaves the plain text of %s.%s as typed", (section, field) => {
    expect(fieldOf(clean, section, field)).toBe(plainText);
  });

  it("leaves other fields and the input untouched", () => {
    expect(clean.sections.skills.items[0]?.level).toBe(data.sections.skills.items[0]?.level);
    expect(clean.metadata).toEqual(data.metadata);
    expect(clean.basics).toEqual(data.basics);
    expect(fieldOf(data, "summary", "content")).toBe(dirty);
  });

  it("is idempotent, so saving a loaded resume again changes nothing", () => {
    expect(sanitizeResumeData(clean)).toEqual(clean);
  });

  it("cleans the same input the same way again, and long inputs too", () => {
    expect(sanitizeResumeData(data)).toEqual(clean);
    const long = resumeDataWith(`${dirty}<p>${"long text ".repeat(1000)}</p>`);
    const cleanLong = sanitizeResumeData(long);
    for (const [section, field] of richTextFields) {
      expectClean(String(fieldOf(cleanLong, section, field)));
    }
  });
});

/** `data` with every page-break setting and hyphenation switched on, the ones the sanitiser must pass through. */
const withPageBreaks = (data: ResumeData): ResumeData => {
  const custom = data.sections.custom[customId];
  const [job] = data.sections.experience.items;
  if (custom === undefined || job === undefined)
    throw new Error("the fixture has a custom section and a job");
  return {
    ...data,
    sections: {
      ...data.sections,
      experience: {
        ...data.sections.experience,
        pageBreakBefore: true,
        items: [{ ...job, keepTogether: true }],
      },
      custom: { [customId]: { ...custom, keepTogether: true, pageBreakBefore: true } },
    },
    metadata: {
      ...data.metadata,
      typography: { ...data.metadata.typography, hyphenate: true },
    },
  };
};

describe("rich text through the API", () => {
  let test: TestApp;
  let patched: Resume;
  let imported: Resume;
  let created: Resume;
  let username: string;

  beforeAll(async () => {
    test = await createTestApp();
    const mallory = await signUp(test, "mallory");
    username = mallory.user.username;
    created = await createResume(mallory);
    const data = withPageBreaks(resumeDataWith(dirty));
    const patchResponse = await mallory.request({
      method: "PATCH",
      url: `/api/resume/${created.id}`,
      payload: patchBody(created, { data, visibility: "public" }),
    });
    expect(patchResponse.statusCode).toBe(200);
    patched = resumeOf(patchResponse);
    const importResponse = await mallory.request({
      method: "POST",
      url: "/api/resume/import",
      payload: { data },
    });
    expect(importResponse.statusCode).toBe(201);
    imported = resumeOf(importResponse);
  });

  afterAll(async () => {
    await test.close();
  });

  it.each(richTextFields)("PATCH stores %s.%s without script", (section, field) => {
    expectClean(String(fieldOf(patched.data, section, field)));
  });

  it.each(richTextFields)("import stores %s.%s without script", (section, field) => {
    expectClean(String(fieldOf(imported.data, section, field)));
  });

  it("stores the page-break settings and the hyphenation switch as sent, on a save and an import", () => {
    for (const stored of [patched.data, imported.data]) {
      expect(stored.sections.experience.pageBreakBefore).toBe(true);
      expect(stored.sections.experience.keepTogether).toBe(false);
      expect(stored.sections.experience.items[0]?.keepTogether).toBe(true);
      expect(stored.sections.custom[customId]).toMatchObject({ keepTogether: true, pageBreakBefore: true });
      expect(stored.metadata.typography.hyphenate).toBe(true);
    }
    expect(created.data.sections.experience.pageBreakBefore).toBe(false);
  });

  it("serves the public page only the cleaned markup", async () => {
    const page = await test.app.inject({
      method: "GET",
      url: `/api/resume/public/${username}/${patched.slug}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script|onerror|javascript:/i);
    // Plain text is kept as typed (the templates escape it); only rich text is HTML.
    expect(resumeOf(page).data.sections.projects.items[0]?.description).toBe(plainText);
  });
});
