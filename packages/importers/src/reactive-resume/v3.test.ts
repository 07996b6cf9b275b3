/// <reference types="node" />
import { existsSync, readFileSync } from "node:fs";
import {
  fromCustomLayoutId,
  importMessages,
  itemSectionKeys,
  type ResumeData,
  ResumeDataSchema,
} from "@vitae/schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ImportError, type ImportResult } from "../shared/result.ts";
import { importError } from "../test-fixtures.ts";
import { convertReactiveResumeV3 } from "./v3.ts";

const fixtureRoot = new URL("../../../../../shared/fixtures/import/", import.meta.url);
const fixture = (path: string): URL => new URL(path, fixtureRoot);
const read = (path: string): string => readFileSync(fixture(path), "utf8");
const v3File = (name: string): string => read(`reactive-resume-v3/${name}`);

const convert = (value: unknown): ImportResult => convertReactiveResumeV3(JSON.stringify(value));

const paths = (result: ImportResult) => result.warnings.map((warning) => warning.path);
const names = <T extends { name: string }>(items: readonly T[]) => items.map((item) => item.name);

/** Every custom section sits in the layout once, and the layout names only sections that exist. */
const expectConsistentLayout = (data: ResumeData): void => {
  const placed = data.metadata.layout.flat(2);
  expect(new Set(placed).size).toBe(placed.length);
  for (const id of Object.keys(data.sections.custom)) expect(placed).toContain(`custom.${id}`);
  for (const layoutId of placed) {
    const custom = fromCustomLayoutId(layoutId);
    if (custom === null) expect(data.sections).toHaveProperty(layoutId);
    else expect(data.sections.custom).toHaveProperty([custom]);
  }
  for (const page of data.metadata.layout) expect(page).toHaveLength(2);
};

/** A small valid v3 export to vary in the edge cases. */
const minimal = (overrides: Record<string, unknown> = {}) => ({
  basics: { name: "Jo Doe" },
  sections: {},
  metadata: { layout: [[["work"], ["skills"]]] },
  ...overrides,
});

describe("the official v3 sample (Alexis Jones)", () => {
  const result = convertReactiveResumeV3(v3File("wizlee-official-sample-alexis-jones.json"));
  const { data } = result;
  const { sections } = data;
  const customId = "2d47a563-d0a0-4275-af18-fea3ba6b57b4";

  it("finds the fixture", () => {
    expect(existsSync(fixture("reactive-resume-v3/wizlee-official-sample-alexis-jones.json"))).toBe(true);
  });

  it("validates", () => {
    expect(ResumeDataSchema.safeParse(data).success).toBe(true);
    expectConsistentLayout(data);
  });

  it("fills the basics", () => {
    expect(data.basics).toMatchObject({
      name: "Alexis Jones",
      headline: "Highly Creative Frontend Web Developer",
      email: "alexis.jones@gmail.com",
      phone: "+1 800 1200 3820",
      location: "Ollenhauer Str. 51, Stuttgart, Baden-Württemberg, 70376, Germany",
      url: { href: "https://alexisjones.com" },
    });
    // A relative photo path cannot be fetched from Vitae: left out, with a warning; the filters still apply.
    expect(data.basics.picture).toMatchObject({ url: "", size: 128, borderRadius: 6 });
    expect(data.basics.picture.effects).toEqual({ hidden: false, border: false, grayscale: false });
    expect(sections.summary.content).toMatch(/^<p>I am a creative frontend developer/);
  });

  it("keeps the profiles", () => {
    expect(sections.profiles.items.map(({ network, username, icon }) => [network, username, icon])).toEqual([
      ["LinkedIn", "AlexisJones", "linkedin"],
      ["Dribbble", "AlexisJones", "dribbble"],
    ]);
    expect(sections.profiles.items[0]?.url.href).toBe("https://linkedin.com/in/AlexisJones");
  });

  it("maps every section with all its items", () => {
    const counts = Object.fromEntries(
      itemSectionKeys
        .filter((key) => key !== "profiles" && key !== "internship")
        .map((key) => [key, sections[key].items.length]),
    );
    expect(counts).toEqual({
      experience: 2,
      education: 2,
      awards: 3,
      certifications: 4,
      publications: 0,
      skills: 4,
      languages: 2,
      interests: 4,
      volunteer: 0,
      projects: 2,
      references: 2,
    });
    expect(sections.experience).toMatchObject({ name: "Work Experience", visible: true, columns: 1 });
    expect(sections.volunteer.name).toBe("Volunteer Experience");
    expect(sections.awards.columns).toBe(3);
  });

  it("turns work into experience, with 'Present' for the current job and Markdown bullets as a list", () => {
    const [current, previous] = sections.experience.items;
    expect(current).toMatchObject({
      company: "DP Technology Corp.",
      position: "Frontend Developer, Stuttgart DE",
      date: "2015-09-01 - Present",
      url: { href: "https://www.espritcam.com" },
    });
    expect(current?.summary).toMatch(/^<ul>\s*<li>Manage website development projects/);
    expect(current?.summary.match(/<li>/g)).toHaveLength(4);
    expect(previous).toMatchObject({ company: "Voko Communications", date: "2011-05-31 - 2015-07-31" });
  });

  it("keeps education with its courses", () => {
    expect(sections.education.items[0]).toMatchObject({
      institution: "Green River College",
      studyType: "Bachelor of Science",
      area: "Computer Science",
      score: "Honors: cum laude (GPA: 3.6/4.0)",
      date: "2011-01-04 - Present",
    });
    expect(sections.education.items[0]?.summary).toContain("<li><p>Data Structures and Algorithms</p></li>");
  });

  it("maps levels out of ten to Vitae's 0–5 and keeps the level words", () => {
    expect(sections.skills.items.map(({ level, description }) => [level, description])).toEqual([
      [5, "Expert"],
      [4, "Novice"],
      [4, "Novice"],
      [3, "Intermediate"],
    ]);
    expect(sections.skills.items[0]?.keywords).toEqual(["ReactJS", "HTML/CSS", "jQuery", "PHP"]);
    expect(sections.languages.items.map(({ name, level }) => [name, level])).toEqual([
      ["English", 5],
      ["German", 3],
    ]);
  });

  it("keeps single dates, and reference contacts in the summary", () => {
    expect(sections.awards.items.map((award) => award.date)).toEqual([
      "2018-03-31",
      "2017-05-09",
      "2018-03-12",
    ]);
    expect(sections.certifications.items[0]).toMatchObject({ issuer: "Coursera", date: "" });
    const [cindy] = sections.references.items;
    expect(cindy).toMatchObject({ name: "Cindy J. Helmer", description: "CEO/Founder, Copy.ai" });
    expect(cindy?.summary).toContain("916-609-9531");
    expect(cindy?.summary).toContain("cindyjh@joupide.com");
    expect(cindy?.summary).toContain("<strong>consectetur adipiscing elit.</strong>");
  });

  it("keeps the UUID custom section under its own id, where the file placed it", () => {
    expect(Object.keys(sections.custom)).toEqual([customId]);
    const custom = sections.custom[customId];
    expect(custom).toMatchObject({ id: customId, name: "Soft Skills", columns: 4, visible: true });
    expect(names(custom?.items ?? [])).toEqual([
      "Leadership",
      "Creativity",
      "Problem Solving",
      "Organization Skills",
    ]);
    expect(custom?.items[0]?.keywords).toEqual(["Collaboration", "Communication"]);

    const { layout } = data.metadata;
    expect(layout).toHaveLength(3);
    expect(layout[1]).toEqual([
      [`custom.${customId}`, "awards"],
      ["certifications", "interests", "languages"],
    ]);
    expect(layout[2]).toEqual([["projects"], ["references"]]);
    expect(layout[0]?.[0]?.slice(0, 4)).toEqual(["summary", "experience", "volunteer", "education"]);
    expect(layout[0]?.[1]).toEqual(["publications", "skills"]);
  });

  it("keeps the template, colours and fonts", () => {
    expect(data.metadata.template).toBe("gengar");
    expect(data.metadata.theme).toEqual({ background: "#ffffff", text: "#000000", primary: "#1682cf" });
    expect(data.metadata.typography.font).toMatchObject({ family: "Open Sans", size: 14 });
    expect(data.metadata.css.visible).toBe(false);
  });

  it("names what it could not carry over", () => {
    expect(paths(result)).toEqual(
      expect.arrayContaining([
        "public",
        "basics.birthdate",
        "basics.photo.url",
        `sections.${customId}.items[].levelNum`,
        "metadata.locale",
        "metadata.date.format",
        "metadata.typography.size.heading",
      ]),
    );
    expect(result.warnings.find((warning) => warning.path.endsWith("levelNum"))?.message).toMatch(
      /no level \(4 items\)/,
    );
  });
});

describe("the compact resume (a later v3 build)", () => {
  const result = convertReactiveResumeV3(v3File("wizlee-compact-resume.json"));
  const { data } = result;
  const { sections } = data;

  it("finds the fixture and validates", () => {
    expect(existsSync(fixture("reactive-resume-v3/wizlee-compact-resume.json"))).toBe(true);
    expect(ResumeDataSchema.safeParse(data).success).toBe(true);
    expectConsistentLayout(data);
  });

  it("fills the basics", () => {
    expect(data.basics).toMatchObject({
      name: "Wiz Lee Zhe Heng",
      email: "wizlee.dev@gmail.com",
      phone: "",
      location: "Malaysia, MY",
      url: { href: "https://wizlee.dev" },
    });
    expect(data.basics.picture.url).toMatch(/^https:\/\/images\.ctfassets\.net\/.+profile-pic\.png$/);
    expect(sections.summary.content).toContain("<ul>");
    expect(sections.profiles.items.map((profile) => profile.icon)).toEqual(["linkedin", "github"]);
  });

  it("maps the work section of type 'work' and its Markdown links", () => {
    expect(sections.experience.items).toHaveLength(5);
    expect(sections.experience.items[0]).toMatchObject({
      company: "Grass Valley",
      position: "Technical Team Lead",
      date: "2022-12-31 - Present",
    });
    expect(sections.experience.items[0]?.summary).toContain(
      '<a href="https://www.grassvalley.com/products/cloud-based-workflows/cloud-based-workflows/gv-ampp-apps/">AMPP Apps</a>',
    );
    expect(sections.experience.items[4]).toMatchObject({ date: "2013-08-31 - 2017-03-31" });
  });

  it("keeps every other section", () => {
    expect(sections.volunteer.items).toHaveLength(4);
    expect(sections.volunteer.items[0]?.organization).toBe("Motorola Solutions");
    expect(sections.volunteer.items[0]?.summary).toMatch(/^<ol>/);
    // Same start and end: one date, as v3 printed it.
    expect(sections.volunteer.items[2]?.date).toBe("2018-03-31");
    // Certificates hold a single date in v3's types, but this build wrote a range.
    expect(sections.certifications.items[0]).toMatchObject({
      name: "Certified Scrum Master (CSM)",
      date: "2016-04-01 - 2018-04-01",
      summary: "<p>Credential ID 000516133</p>",
    });
    expect(sections.publications.items[0]).toMatchObject({ publisher: "CometChat", date: "2021-08-07" });
    expect(sections.education.items[0]).toMatchObject({
      institution: "Universiti Sains Malaysia",
      studyType: "Bachelor's Degree",
      date: "2009-12-31 - 2013-12-31",
      summary: "",
    });
    expect(sections.skills.items.map((skill) => skill.level)).toEqual([5, 3, 3, 3]);
    expect(sections.languages.items.map((language) => language.level)).toEqual([4, 4, 3]);
    expect(sections.interests.items).toHaveLength(4);
    expect(sections.references.items[0]?.description).toMatch(/^I worked with Wiz/);
    expect(sections.awards).toMatchObject({ visible: false, items: [] });
    expect(sections.projects.visible).toBe(false);
    expect(sections.custom).toEqual({});
  });

  it("keeps the dark theme, A4 and the two-page layout", () => {
    expect(data.metadata.template).toBe("gengar");
    expect(data.metadata.theme).toEqual({ background: "#16213E", text: "#ffffff", primary: "#cc4ed9" });
    expect(data.metadata.page.format).toBe("a4");
    expect(data.metadata.typography.font).toMatchObject({ family: "Open Sans", size: 12 });
    expect(data.metadata.layout).toHaveLength(2);
    expect(data.metadata.layout[1]).toEqual([
      ["education", "volunteer", "projects"],
      ["certifications", "interests", "languages", "references", "awards"],
    ]);
  });

  it("names what it could not carry over", () => {
    expect(paths(result)).toEqual(
      expect.arrayContaining(["public", "metadata.locale", "metadata.date.format"]),
    );
    expect(paths(result)).not.toContain("basics.birthdate");
  });
});

describe("edge cases", () => {
  it("leaves out invalid links and e-mail addresses, with warnings", () => {
    const result = convert(
      minimal({
        basics: { name: "Jo", email: "jo@", website: "ftp://example.com" },
        sections: { work: { items: [{ name: "Acme", url: "javascript:alert(1)" }] } },
      }),
    );
    expect(result.data.basics.email).toBe("");
    expect(result.data.basics.url.href).toBe("");
    expect(result.data.sections.experience.items[0]?.url.href).toBe("");
    expect(paths(result)).toEqual(
      expect.arrayContaining(["basics.email", "basics.website", "sections.work.items[0].url"]),
    );
  });

  it("leaves out items without their required field", () => {
    const result = convert(
      minimal({
        basics: { profiles: [{ network: "GitHub" }, { network: "GitLab", username: "jo" }] },
        sections: {
          work: { items: [{ position: "Nobody" }, { name: "Acme" }] },
          awards: { items: [{ awarder: "Someone" }] },
          education: { items: ["not an item"] },
        },
      }),
    );
    expect(result.data.sections.experience.items.map((item) => item.company)).toEqual(["Acme"]);
    expect(result.data.sections.awards.items).toEqual([]);
    expect(result.data.sections.profiles.items.map((item) => item.network)).toEqual(["GitLab"]);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        { path: "sections.work.items[0]", message: "Company is required: item left out" },
        { path: "sections.awards.items[0]", message: "Title is required: item left out" },
        { path: "basics.profiles[0]", message: "Username is required: item left out" },
        { path: "sections.education.items[0]", message: "Not an object, left out" },
      ]),
    );
  });

  it("refuses a file without a sections object", () => {
    const error = importError(() => convert({ basics: { name: "Jo" }, metadata: {} }));
    expect(error.message).toBe("This is not a Reactive Resume v3 export");
    expect(error.issues.map((issue) => issue.path)).toEqual(["sections"]);
  });

  it("refuses {} with a readable message", () => {
    const error = importError(() => convert({}));
    expect(error.message).toBe("This is not a Reactive Resume v3 export");
    expect(error.issues.map((issue) => issue.path)).toEqual(["basics", "sections"]);
  });

  it("refuses a Reactive Resume v4 file and a JSON Resume file, naming them", () => {
    const v4 = importError(() =>
      convertReactiveResumeV3(read("reactive-resume-v4/official-template-ditto.json")),
    );
    expect(v4.message).toBe("This is not a Reactive Resume v3 export");
    expect(v4.issues[0]?.message).toMatch(/Reactive Resume v4/);
    const jsonResume = importError(() =>
      convertReactiveResumeV3(read("json-resume/jsonresume-schema-sample.resume.json")),
    );
    expect(jsonResume.message).toBe("This is not a Reactive Resume v3 export");
    expect(jsonResume.issues[0]?.message).toMatch(/JSON Resume/);
  });

  it("refuses text that is not JSON", () => {
    expect(importError(() => convertReactiveResumeV3("{ basics")).message).toBe(
      `${importMessages.invalidJson} at line 1, column 3 (unexpected character)`,
    );
  });

  it("merges columns past the second, drops unknown ids and places unplaced custom sections", () => {
    const result = convert(
      minimal({
        sections: {
          work: { items: [] },
          skills: { items: [] },
          awards: { items: [] },
          "work-1": {
            name: "Freelance",
            type: "work",
            isDuplicated: true,
            items: [{ name: "Self", position: "Owner" }],
          },
        },
        metadata: {
          layout: [
            [["work", "gone"], ["skills"], ["awards"]],
            [[], []],
          ],
        },
      }),
    );
    const { layout } = result.data.metadata;
    expect(layout[0]?.[1]).toEqual(["skills", "awards"]);
    expect(layout[0]?.[0]).not.toContain("gone");
    expect(layout[1]?.[0]).toEqual(["custom.work-1"]);
    // A copied built-in section becomes a custom one with its own fields mapped.
    expect(result.data.sections.custom["work-1"]?.items[0]).toMatchObject({
      name: "Self",
      description: "Owner",
    });
    expect(paths(result)).toContain("metadata.layout[0]");
    expectConsistentLayout(result.data);
  });

  it("gives an unusable custom key a new id", () => {
    const result = convertReactiveResumeV3(
      '{"basics":{},"sections":{"__proto__":{"name":"Odd","type":"custom","items":[{"title":"A"}]}}}',
    );
    const [section] = Object.values(result.data.sections.custom);
    expect(section).toMatchObject({ name: "Odd", items: [{ name: "A" }] });
    expect(section?.id).not.toBe("__proto__");
    expectConsistentLayout(result.data);
  });

  it("maps the photo filters and metadata settings, warning where it must change them", () => {
    const result = convert(
      minimal({
        basics: {
          photo: {
            url: "https://example.com/me.png",
            visible: false,
            filters: { size: 96, shape: "circle", border: true, grayscale: true },
          },
        },
        sections: { skills: { columns: 9, items: [] } },
        metadata: {
          template: "castform",
          page: { format: "Letter" },
          theme: { background: "navy", text: "#111", primary: "#abcdef" },
          typography: { family: { body: "Lato", heading: "Lora" }, size: { body: 30 } },
          date: { format: "MMMM YYYY" },
          css: { visible: true, value: ".x { color: red }" },
        },
      }),
    );
    const { basics, metadata, sections } = result.data;
    expect(basics.picture).toMatchObject({
      url: "https://example.com/me.png",
      size: 96,
      borderRadius: 9999,
      effects: { hidden: true, border: true, grayscale: true },
    });
    expect(sections.skills.columns).toBe(5);
    expect(metadata).toMatchObject({
      template: "rhyhorn",
      page: { format: "letter" },
      theme: { background: "#ffffff", text: "#111", primary: "#abcdef" },
      typography: { font: { family: "Lato", size: 18 } },
      css: { visible: true, value: ".x { color: red }" },
    });
    expect(paths(result)).toEqual(
      expect.arrayContaining([
        "sections.skills.columns",
        "metadata.template",
        "metadata.theme.background",
        "metadata.typography.family.heading",
        "metadata.typography.size.body",
        "metadata.css.value",
      ]),
    );
  });

  it("writes dates as precisely as the file's date format showed them", () => {
    const result = convert(
      minimal({
        sections: {
          work: { items: [{ name: "Acme", date: { start: "2019-02-14T00:00:00.000Z", end: "2020-06-01" } }] },
          awards: { items: [{ title: "Prize", date: "someday" }] },
        },
        metadata: { date: { format: "MMMM YYYY" } },
      }),
    );
    expect(result.data.sections.experience.items[0]?.date).toBe("2019-02 - 2020-06");
    expect(result.data.sections.awards.items[0]?.date).toBe("someday");
    expect(paths(result)).toContain("sections.awards.items[0].date");
  });
});

describe("any input", () => {
  const check = (value: unknown): void => {
    const text = JSON.stringify(value) ?? "null";
    let result: ImportResult;
    try {
      result = convertReactiveResumeV3(text);
    } catch (error) {
      expect(error).toBeInstanceOf(ImportError);
      return;
    }
    expect(ResumeDataSchema.safeParse(result.data).success).toBe(true);
    expectConsistentLayout(result.data);
  };

  it("throws only ImportError on random JSON, and every success validates", () => {
    fc.assert(fc.property(fc.anything(), check), { numRuns: 300 });
  });

  it("throws only ImportError on random v3-like files, and every success validates", () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom(
        ...["", "https://example.com", "example.com", "javascript:alert(1)", "jo@example.com"],
        ...[
          "2020-01-01T22:00:00.000Z",
          "2020-13-45",
          "2020",
          "#16213E",
          "A4",
          "Letter",
          "circle",
          "castform",
        ],
        ...["- a\n- b", "constructor", "__proto__"],
      ),
    );
    const junk = fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.anything());
    const value = fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: junk });
    const partial = <T extends Record<string, fc.Arbitrary<unknown>>>(model: T) =>
      fc.oneof(
        { weight: 5, arbitrary: fc.record(model, { requiredKeys: [] }) },
        { weight: 1, arbitrary: junk },
      );
    const date = fc.oneof(value, partial({ start: value, end: value }));
    const item = partial({
      ...{ id: value, name: value, title: value, subtitle: value, position: value, organization: value },
      ...{ institution: value, network: value, username: value, url: value, summary: value, date },
      ...{ level: value, levelNum: fc.oneof(fc.integer({ min: -5, max: 15 }), value), email: value },
      ...{
        keywords: fc.oneof(fc.array(value, { maxLength: 3 }), junk),
        courses: fc.array(value, { maxLength: 3 }),
      },
    });
    const sectionKey = fc.oneof(
      fc.constantFrom(
        ...["work", "education", "awards", "certifications", "publications", "skills", "languages"],
        ...["interests", "volunteer", "projects", "references", "work-1", "constructor", "__proto__", ""],
      ),
      fc.uuid(),
      fc.string({ maxLength: 6 }),
    );
    const section = partial({
      ...{
        id: value,
        name: value,
        type: fc.constantFrom("basic", "work", "custom"),
        isDuplicated: fc.boolean(),
      },
      ...{ columns: fc.oneof(fc.integer({ min: -3, max: 9 }), fc.double(), value), visible: value },
      items: fc.oneof(fc.array(item, { maxLength: 4 }), junk),
    });
    const layout = fc.oneof(
      fc.array(fc.array(fc.array(fc.oneof(sectionKey, junk), { maxLength: 5 }), { maxLength: 4 }), {
        maxLength: 4,
      }),
      junk,
    );
    const metadata = partial({
      ...{ template: value, layout, locale: value, page: partial({ format: value }) },
      theme: partial({ background: value, text: value, primary: value }),
      typography: partial({
        family: partial({ body: value, heading: value }),
        size: partial({
          body: fc.oneof(fc.integer({ min: -10, max: 40 }), fc.double(), value),
          heading: value,
        }),
      }),
      css: partial({ value, visible: value }),
      date: partial({ format: fc.constantFrom("MMMM DD, YYYY", "MMMM YYYY", "YYYY", "") }),
    });
    const basics = partial({
      ...{ name: value, email: value, phone: value, headline: value, summary: value, website: value },
      ...{ birthdate: value, profiles: fc.oneof(fc.array(item, { maxLength: 3 }), junk) },
      location: partial({ address: value, city: value, region: value, postalCode: value, country: value }),
      photo: partial({
        ...{ url: value, visible: value },
        filters: partial({ size: fc.oneof(fc.integer(), fc.double(), value), shape: value, border: value }),
      }),
    });
    const resume = fc.record(
      {
        basics: fc.oneof({ weight: 9, arbitrary: basics }, { weight: 1, arbitrary: junk }),
        sections: fc.oneof(
          { weight: 9, arbitrary: fc.dictionary(sectionKey, section, { maxKeys: 6 }) },
          { weight: 1, arbitrary: junk },
        ),
        metadata,
        public: value,
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(resume, check), { numRuns: 400 });
  });
});
