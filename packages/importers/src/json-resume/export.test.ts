/// <reference types="node" />
import { createRequire } from "node:module";
import {
  addCustomSection,
  CustomSectionSchema,
  type ItemKind,
  itemFieldsOf,
  itemSectionKeys,
  type NamedField,
  type ResumeData,
  ResumeDataSchema,
  sampleResumeData,
  sectionItemSchemas,
} from "@vitae/schema";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixture, fixtureNames } from "../test-fixtures.ts";
import { exportJsonResume } from "./export.ts";
import { convertJsonResume } from "./import.ts";
import { jsonResumeOmissions } from "./omissions.ts";

// The official JSON Resume schema, with its formats (email, uri, iso8601) checked.
const officialSchema = createRequire(import.meta.url)("@jsonresume/schema").schema as {
  properties: Record<string, { properties?: Record<string, unknown>; items?: { properties: object } }>;
};
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(officialSchema);

const expectValid = (value: unknown) => {
  const valid = validate(value);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
};

type Json = Record<string, unknown>;

/** Every key of every standard object that the official schema does not name (`meta` is open to tools). */
const nonStandardKeys = (exported: Json): string[] => {
  const { properties } = officialSchema;
  const outside = (object: unknown, known: object | undefined, path: string) =>
    Object.keys(object as object)
      .filter((key) => known === undefined || !(key in known))
      .map((key) => `${path}.${key}`);
  const basics = exported.basics as Json;
  const basicsProperties = properties.basics?.properties ?? {};
  return [
    ...outside(exported, properties, ""),
    ...outside(basics, basicsProperties, "basics"),
    ...((basics.profiles as Json[] | undefined) ?? []).flatMap((profile) =>
      outside(
        profile,
        (basicsProperties.profiles as { items: { properties: object } }).items.properties,
        "profiles",
      ),
    ),
    ...Object.entries(exported)
      .filter(([, value]) => Array.isArray(value))
      .flatMap(([list, items]) =>
        (items as Json[]).flatMap((item) => outside(item, properties[list]?.items?.properties, list)),
      ),
  ];
};

/**
 * Every feature the format has no place for: hidden items, a hidden section and summary, renamed sections and
 * columns, page-break settings, link texts, formatting, fields JSON Resume lacks, levels its words do not give,
 * free-text dates, a hidden picture, custom fields and sections (one hidden), and a changed design.
 */
const everyFeature = (): ResumeData => {
  let data = structuredClone(sampleResumeData);
  data = addCustomSection(data, { id: "hidden-custom", name: "Side projects" });
  const { sections, basics, metadata } = data;
  const hidden = sections.custom["hidden-custom"];
  if (hidden === undefined) throw new Error("no custom section");
  hidden.visible = false;
  hidden.items.push({
    ...sectionItemSchemas.projects.parse({ id: "c1", name: "Kiln" }),
    location: "",
    summary: "<p>A <em>small</em> kiln</p>",
  });
  sections.summary.name = "Profile";
  sections.summary.content =
    '<p>Builds <strong>boring</strong>, <a href="https://example.com">reliable</a> systems.</p>';
  sections.experience.name = "Work history";
  sections.experience.columns = 2;
  sections.experience.pageBreakBefore = true;
  sections.education.keepTogether = true;
  const [firstJob, secondJob] = sections.experience.items;
  if (firstJob === undefined || secondJob === undefined) throw new Error("sample changed");
  secondJob.visible = false;
  firstJob.date = "Spring 2021 - now";
  firstJob.summary = `<p>Intro <strong>bold</strong></p>${firstJob.summary}<p>Closing words</p>`;
  sections.skills.visible = false;
  sections.skills.items.push({
    id: "s-new",
    visible: true,
    keepTogether: true,
    url: { label: "", href: "" },
    name: "Go",
    description: "Advanced",
    level: 2,
    keywords: [],
  });
  sections.volunteer.items.push({
    id: "v-1",
    visible: true,
    keepTogether: false,
    url: { label: "Club site", href: "https://club.example.org" },
    organization: "Code Club",
    position: "Mentor",
    location: "Mysuru",
    date: "2019",
    summary: "<p>Taught <em>Scratch</em>.</p>",
  });
  sections.awards.items.push({
    id: "a-1",
    visible: true,
    keepTogether: false,
    url: { label: "", href: "https://awards.example.org/1" },
    title: "Hackathon winner",
    awarder: "DevFest",
    date: "Nov 2022",
    summary: "",
  });
  sections.references.items.push({
    id: "r-1",
    visible: true,
    keepTogether: false,
    url: { label: "", href: "" },
    name: "Asha Rao",
    description: "Former manager",
    summary: "<p>Meera is <strong>excellent</strong>.</p>",
  });
  const [certificate] = sections.certifications.items;
  if (certificate !== undefined) certificate.summary = "<p>Score 92%</p>";
  basics.picture = {
    ...basics.picture,
    url: "https://example.com/me.png",
    effects: { hidden: true, border: true, grayscale: false },
  };
  metadata.template = "ditto";
  metadata.theme.primary = "#2563eb";
  metadata.notes = "Send to Quillpay first";
  return ResumeDataSchema.parse(data);
};

const roundTrip = (data: ResumeData) => {
  const exported = exportJsonResume(data);
  return { exported, ...convertJsonResume(JSON.stringify(exported)) };
};

// ---- any resume, for the round-trip property ---------------------------------------------------------------------

/** Text the export and import treat specially (dates, levels, rich text, Markdown, entities) beside random text. */
const text = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "Acme",
    "  padded  ",
    "2020",
    "2020-01 - Present",
    "Mar 2021 - Jul 2022",
    "Spring 2020",
    "Native",
    "8/10",
    "<p>Hi <b>there</b></p><ul><li>one</li></ul><p>after</p>",
    "<p>- dash line</p>",
    "<ol><li><p>first</p></li></ol>",
    "a * b _c_ `d`",
    "&amp; &lt;tag&gt;",
  ),
  fc.string({ maxLength: 12 }),
);
const url = fc.record({
  label: text,
  href: fc.constantFrom("", "https://example.com/a", "http://b.example.org"),
});

/** Any value of a field, by its kind in the section registry; a required text (a company, a title) is never empty. */
const fieldArbitrary = (field: NamedField): fc.Arbitrary<unknown> => {
  switch (field.kind) {
    case "url":
      return url;
    case "level":
      return fc.integer({ min: 0, max: 5 });
    case "keywords":
      return fc.array(text, { maxLength: 2 });
    case "text":
    case "date":
    case "richText":
    case "icon":
      return field.required === undefined ? text : text.filter((value) => value !== "");
  }
};

const itemArbitrary = (kind: ItemKind) =>
  fc.record({
    id: fc.constantFrom("i1", "i2", "-"),
    visible: fc.boolean(),
    keepTogether: fc.boolean(),
    ...Object.fromEntries(itemFieldsOf(kind).map((field) => [field.name, fieldArbitrary(field)])),
  });

const sectionSettings = {
  name: text,
  visible: fc.boolean(),
  columns: fc.integer({ min: 1, max: 5 }),
  pageBreakBefore: fc.boolean(),
  keepTogether: fc.boolean(),
};

const anyResume = fc
  .record({
    basics: fc.record({
      name: text,
      headline: text,
      email: fc.constantFrom("", "a@example.com"),
      phone: text,
      location: text,
      url,
      customFields: fc.array(
        fc.record({ id: fc.constantFrom("f1", "f2"), icon: text, name: text, value: text }),
        { maxLength: 2 },
      ),
      picture: fc.record({
        url: fc.constantFrom("", "https://example.com/p.png"),
        size: fc.integer({ min: 0, max: 200 }),
        effects: fc.record({ hidden: fc.boolean(), border: fc.boolean(), grayscale: fc.boolean() }),
      }),
    }),
    sections: fc.record({
      summary: fc.record({ ...sectionSettings, content: text }),
      ...Object.fromEntries(
        itemSectionKeys.map((key) => [
          key,
          fc.record({ ...sectionSettings, items: fc.array(itemArbitrary(key), { maxLength: 3 }) }),
        ]),
      ),
    }),
    custom: fc.array(
      fc.record({ ...sectionSettings, items: fc.array(itemArbitrary("custom"), { maxLength: 2 }) }),
      { maxLength: 2 },
    ),
    metadata: fc.record({
      template: fc.constantFrom("rhyhorn", "ditto"),
      notes: text,
      typography: fc.record({ hyphenate: fc.boolean() }),
    }),
  })
  .map(({ custom, ...input }) =>
    custom.reduce((data, section, index) => {
      const id = `c${index}`;
      const added = addCustomSection(data, { id });
      added.sections.custom[id] = CustomSectionSchema.parse({ ...section, id });
      return added;
    }, ResumeDataSchema.parse(input)),
  );

describe("exportJsonResume", () => {
  it("writes the sample resume as valid JSON Resume v1.0.0", () => {
    const exported = exportJsonResume(sampleResumeData);
    expectValid(exported);
    expect(exported).toMatchObject({
      basics: { name: sampleResumeData.basics.name, label: sampleResumeData.basics.headline },
      meta: { version: "v1.0.0" },
    });
    expect((exported.work as unknown[]).length).toBe(
      sampleResumeData.sections.experience.items.filter((item) => item.visible).length +
        sampleResumeData.sections.internship.items.filter((item) => item.visible).length,
    );
  });

  it("writes only the fields the JSON Resume schema names in its standard objects", () => {
    for (const data of [sampleResumeData, everyFeature()]) {
      const exported = exportJsonResume(data);
      expectValid(exported);
      expect(nonStandardKeys(exported)).toEqual([]);
    }
    const education = exportJsonResume(everyFeature()).education as Json[];
    expect(education[0]).toEqual({
      institution: "Deccan Institute of Technology",
      url: "https://dit.example.edu",
      area: "Computer Science and Engineering",
      studyType: "Bachelor of Technology",
      startDate: "2013",
      endDate: "2017",
      score: "CGPA 8.7 / 10",
    });
  });

  it("leaves out hidden sections and items, as the printed resume does", () => {
    const data = everyFeature();
    const exported = exportJsonResume(data);
    expect(exported.skills).toBeUndefined();
    expect((exported.work as { name: string }[]).map((job) => job.name)).not.toContain("Tarang Logistics");
    expect((exported.basics as Json).image).toBeUndefined();
  });

  it.each(fixtureNames("json-resume"))(
    "round-trips %s: import → export → import gives the same resume",
    (name) => {
      const first = convertJsonResume(fixture("json-resume", name)).data;
      const exported = exportJsonResume(first);
      expectValid(exported);
      const second = convertJsonResume(JSON.stringify(exported));
      expect(second.data).toEqual(first);
      expect(second.warnings).toEqual([]);
    },
  );
});

describe("Vitae → JSON Resume → Vitae", () => {
  it.each([
    ["the sample resume", sampleResumeData],
    ["a resume with every feature JSON Resume lacks", everyFeature()],
  ])("loses nothing of %s", (_name, data) => {
    const { data: back, warnings } = roundTrip(data);
    expect(back).toEqual(data);
    expect(warnings).toEqual([]);
  });

  it("keeps Internship apart from Experience, though both are written to work", () => {
    const { exported, data } = roundTrip(sampleResumeData);
    expect((exported.work as Json[]).map((job) => job.name)).toEqual([
      "Quillpay",
      "Tarang Logistics",
      "Nimbus Analytics",
    ]);
    expect(data.sections.internship.items.map((item) => item.company)).toEqual(["Nimbus Analytics"]);
    expect(data.sections.experience.items.map((item) => item.company)).toEqual([
      "Quillpay",
      "Tarang Logistics",
    ]);
  });

  it("takes standard fields edited in another tool, keeping what Vitae kept where they do not clash", () => {
    const data = everyFeature();
    const exported = exportJsonResume(data);
    const work = exported.work as Json[];
    // The name has no Vitae-only form: the edit and every extra are kept. The summary had formatting only the
    // extension held: the edited text wins, the extras that do not show in the standard fields stay.
    work[0] = { ...work[0], name: "Quillpay Inc.", summary: "Rewritten elsewhere" };
    work.push({ name: "Added elsewhere", position: "Advisor" });
    (exported.basics as Json).name = "Meera I.";
    const { data: back, warnings } = convertJsonResume(JSON.stringify(exported));
    const [before] = data.sections.experience.items;
    const [job] = back.sections.experience.items;
    expect(job).toEqual({
      ...before,
      company: "Quillpay Inc.",
      summary: expect.stringMatching(/^<p>Rewritten elsewhere<\/p><ul>/),
    });
    expect(back.sections.experience.items.map((item) => item.company)).toEqual([
      "Quillpay Inc.",
      "Tarang Logistics",
      "Added elsewhere",
    ]);
    expect(back.sections.experience.items[1]).toEqual(data.sections.experience.items[1]);
    expect(back.basics).toEqual({ ...data.basics, name: "Meera I." });
    expect(warnings).toEqual([
      { path: "work[0]", message: "Changed outside Vitae: read from its JSON Resume fields" },
    ]);
  });

  it("drops an item removed in another tool and reads a damaged extension as far as it goes", () => {
    const exported = exportJsonResume(everyFeature());
    (exported.work as Json[]).splice(1, 1);
    const meta = exported.meta as { vitae: { custom: unknown[]; metadata: Json } };
    meta.vitae.custom.push({ name: 42 });
    meta.vitae.metadata.template = "no-such-template";
    const { data, warnings } = convertJsonResume(JSON.stringify(exported));
    expect(data.sections.experience.items.map((item) => item.company)).toEqual([
      "Quillpay",
      "Tarang Logistics",
    ]);
    expect(data.sections.internship.items.map((item) => item.company)).toEqual([]);
    expect(data.metadata.template).toBe("rhyhorn");
    expect(data.metadata.layout.flat(2).filter((id) => id.startsWith("custom."))).toEqual(
      Object.keys(data.sections.custom).map((id) => `custom.${id}`),
    );
    expect(Object.values(data.sections.custom).map((section) => section.name)).toEqual([
      ...Object.values(sampleResumeData.sections.custom).map((section) => section.name),
      "Side projects",
    ]);
    expect(warnings).toEqual([
      { path: "meta.vitae.custom[2]", message: "Damaged: left out" },
      { path: "meta.vitae.metadata", message: "Damaged: the layout and design were left out" },
    ]);
  });

  it("holds for any resume (property)", () => {
    fc.assert(
      fc.property(anyResume, (data) => {
        const exported = exportJsonResume(data);
        const back = convertJsonResume(JSON.stringify(exported));
        expect(back.data).toEqual(data);
        expect(back.warnings).toEqual([]);
        expect(validate(exported)).toBe(true);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 200) },
    );
  }, 120_000);
});

describe("jsonResumeOmissions", () => {
  it("lists what other JSON Resume tools will not show of a resume", () => {
    const skills = sampleResumeData.sections.skills.items.length;
    expect(jsonResumeOmissions(everyFeature())).toEqual({
      customSections: Object.values(sampleResumeData.sections.custom).map((section) => section.name),
      customFields: 1,
      internships: { section: "Internship", count: 1 },
      sectionNames: ["Profile", "Work history"],
      // a hidden job, the hidden Skills section (its items and the added one), the hidden picture, the hidden
      // custom section's item
      hidden: 1 + skills + 1 + 1 + 1,
      fields: [
        { key: "basics", name: "", fields: ["urlLabel"] },
        // "Spring 2021 - now" is no date JSON Resume can hold
        { key: "experience", name: "Work history", fields: ["urlLabel", "date"] },
        { key: "volunteer", name: "Volunteering", fields: ["location", "urlLabel"] },
        { key: "education", name: "Education", fields: ["summary"] },
        { key: "awards", name: "Awards", fields: ["url"] },
        { key: "certifications", name: "Certifications", fields: ["urlLabel", "summary"] },
        { key: "publications", name: "Publications", fields: ["urlLabel"] },
        // levels the words do not give ("Full professional proficiency" is 5 here, 4 when read back)
        { key: "languages", name: "Languages", fields: ["level"] },
        { key: "references", name: "References", fields: ["description"] },
        { key: "projects", name: "Projects", fields: ["urlLabel", "location"] },
      ],
      // the first job, the summary, the volunteering and the reference have bold, italics or links
      formatting: 4,
      notes: true,
    });
  });

  it("lists nothing for a resume JSON Resume holds whole", () => {
    const { data } = convertJsonResume(fixture("json-resume", "jsonresume-schema-sample.resume.json"));
    expect(jsonResumeOmissions(data)).toEqual({
      customSections: [],
      customFields: 0,
      internships: undefined,
      sectionNames: [],
      hidden: 0,
      fields: [],
      formatting: 0,
      notes: false,
    });
  });
});
