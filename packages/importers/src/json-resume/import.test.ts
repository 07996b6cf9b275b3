/// <reference types="node" />
import { importMessages, ResumeDataSchema } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { ImportError } from "../shared/result.ts";
import { fixture, fixtureNames } from "../test-fixtures.ts";
import { exportJsonResume } from "./export.ts";
import { convertJsonResume } from "./import.ts";

const convert = (value: unknown) => convertJsonResume(JSON.stringify(value));

describe("convertJsonResume on the public samples", () => {
  it.each(fixtureNames("json-resume"))("%s converts to valid resume data", (name) => {
    const { data } = convertJsonResume(fixture("json-resume", name));
    expect(ResumeDataSchema.parse(data)).toEqual(data);
    expect(data.basics.name).not.toBe("");
  });

  it("maps the canonical sample (Richard Hendriks) field by field", () => {
    const { data, warnings } = convertJsonResume(
      fixture("json-resume", "jsonresume-schema-sample.resume.json"),
    );
    expect(data.basics).toMatchObject({
      name: "Richard Hendriks",
      headline: "Programmer",
      email: "richard.hendriks@mail.com",
      phone: "(912) 555-4321",
      location: "2712 Broadway St, San Francisco, California, CA 94115, US",
      url: { href: "http://richardhendricks.example.com" },
    });
    const [job] = data.sections.experience.items;
    expect(job).toMatchObject({
      company: "Pied Piper",
      position: "CEO/President",
      date: "2013-12-01 - 2014-12-01",
    });
    expect(job?.summary).toContain("<li><p>Successfully won Techcrunch Disrupt</p></li>");
    expect(job?.summary).toMatch(/^<p>Awesome compression company<\/p>\s*<p>Pied Piper/);
    // level text "Master" → description, and a level on the 0–5 scale
    expect(data.sections.skills.items[0]).toMatchObject({
      name: "Web Development",
      description: "Master",
      level: 5,
    });
    expect(data.sections.skills.items[0]?.keywords).toEqual(["HTML", "CSS", "Javascript"]);
    expect(data.sections.languages.items[0]).toMatchObject({
      name: "English",
      description: "Native speaker",
      level: 5,
    });
    expect(data.sections.profiles.items[0]).toMatchObject({
      network: "Twitter",
      icon: "twitter",
      username: "neutralthoughts",
    });
    expect(data.sections.references.items[0]?.summary).toContain("It is my pleasure to recommend Richard");
    expect(data.sections.summary.content).toContain("Richard hails from Tulsa");
    expect(warnings).toEqual([]);
  });

  it("reads an open-ended job as 'start - Present' and keeps awards, certificates and publications", () => {
    const { data } = convertJsonResume(fixture("json-resume", "jsonresume-org-senior-engineer.resume.json"));
    expect(data.sections.experience.items[0]?.date).toMatch(/^\d{4}(-\d{2}){0,2} - Present$/);
    expect(data.sections.certifications.items.length).toBe(1);
    expect(data.sections.publications.items.length).toBe(2);
    expect(data.sections.awards.items.length).toBe(2);
  });

  it("maps the pre-1.0 aliases (company, website, picture, keyword) instead of losing them", () => {
    const { data, warnings } = convertJsonResume(
      fixture("json-resume", "kurone-kito-legacy-pre-v1-japanese.resume.json"),
    );
    expect(data.basics.url.href).toBe("https://kit.black");
    expect(data.sections.experience.items[0]?.company).toBe("流通業");
    expect(data.sections.experience.items[0]?.summary).toContain("<li><p>非常に制約の厳しい職場環境で");
    expect(data.sections.skills.items[0]).toMatchObject({
      name: "TypeScript",
      description: "advanced",
      level: 4,
    });
    expect(data.sections.skills.items[0]?.keywords).toContain("学習中");
    expect(warnings).toContainEqual({
      path: "skills[].category",
      message: "Not carried over: Vitae has no field for it (14 items)",
    });
    expect(warnings.some((warning) => warning.path === "work[].env")).toBe(true);
  });

  it("keeps a theme's extra top-level text as custom sections placed in the layout", () => {
    const { data, warnings } = convertJsonResume(
      fixture("json-resume", "rirekisho-japanese-example.resume.json"),
    );
    const custom = Object.values(data.sections.custom);
    expect(custom.map((section) => section.name)).toEqual(["Objectives", "Pr", "Preferences", "Strengths"]);
    expect(custom[0]?.items[0]?.summary).toContain("革新的なテクノロジー");
    for (const section of custom) expect(data.metadata.layout.flat(2)).toContain(`custom.${section.id}`);
    expect(warnings.map((warning) => warning.path)).toEqual(
      expect.arrayContaining(["basics.birthDate", "objectives"]),
    );
  });

  it("reports items without a required field instead of dropping them silently", () => {
    const { data, warnings } = convertJsonResume(fixture("json-resume", "ancv-full-edge-cases.resume.json"));
    expect(warnings).toContainEqual({ path: "interests[1]", message: "Name is required: item left out" });
    expect(data.sections.interests.items.length).toBe(5);
  });
});

describe("convertJsonResume rules", () => {
  it("takes a file with only basics", () => {
    const { data, warnings } = convert({ basics: { name: "Only Basics" } });
    expect(data.basics.name).toBe("Only Basics");
    expect(data.sections.experience.items).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("turns levels on ten into floor(n / 2) and keeps the words as the description", () => {
    const { data } = convert({
      skills: [
        { name: "Go", level: "7" },
        { name: "Rust", levelNum: 9, level: "Strong" },
      ],
    });
    expect(data.sections.skills.items.map(({ level, description }) => [level, description])).toEqual([
      [3, "7"],
      [4, "Strong"],
    ]);
  });

  it("drops empty keywords, keeps only valid URLs (adding https:// to a bare host) and says so", () => {
    const { data, warnings } = convert({
      basics: {
        name: "A",
        url: "missdirection.example.com",
        profiles: [{ network: "X", username: "a", url: "javascript:alert(1)" }],
      },
      interests: [{ name: "Chess", keywords: ["", "  ", "openings", "openings"] }],
    });
    expect(data.basics.url.href).toBe("https://missdirection.example.com");
    expect(data.sections.profiles.items[0]?.url.href).toBe("");
    expect(warnings).toContainEqual({
      path: "basics.profiles[0].url",
      message: "Not a valid web address, left out: javascript:alert(1)",
    });
    expect(data.sections.interests.items[0]?.keywords).toEqual(["openings"]);
  });

  it("maps degree to studyType and relationship to description", () => {
    const { data } = convert({
      education: [{ institution: "MIT", degree: "BSc" }],
      references: [{ name: "Ada", relationship: "Manager", reference: "Great" }],
    });
    expect(data.sections.education.items[0]?.studyType).toBe("BSc");
    expect(data.sections.references.items[0]).toMatchObject({
      description: "Manager",
      summary: "<p>Great</p>",
    });
  });

  it("warns 'ISO8601 Date Format' on other dates and keeps them as written", () => {
    const { data, warnings } = convert({
      work: [{ name: "Acme", startDate: "March 2020", endDate: "2021-13" }],
    });
    expect(data.sections.experience.items[0]?.date).toBe("March 2020 - 2021-13");
    expect(warnings.map((warning) => warning.message)).toEqual([
      'ISO8601 Date Format: kept as written ("March 2020")',
      'ISO8601 Date Format: kept as written ("2021-13")',
    ]);
  });

  it("refuses what is not JSON with the shared message", () => {
    expect(() => convertJsonResume("{ nope")).toThrow(
      new ImportError(`${importMessages.invalidJson} at line 1, column 3 (unexpected character)`),
    );
    expect(() => convertJsonResume("[1,2]")).toThrow(importMessages.invalidJson);
  });

  it("reads bytes with a UTF-8 byte-order mark", () => {
    const bytes = new TextEncoder().encode('\uFEFF{"basics":{"name":"Zoë"}}');
    expect(convertJsonResume(bytes).data.basics.name).toBe("Zoë");
  });
});

describe("convertJsonResume: sections it used to drop", () => {
  it("keeps volunteer work: the official sample's CoderDojo entry arrives", () => {
    const { data, warnings } = convertJsonResume(
      fixture("json-resume", "jsonresume-schema-sample.resume.json"),
    );
    expect(data.sections.volunteer.items).toEqual([
      expect.objectContaining({
        organization: "CoderDojo",
        position: "Teacher",
        date: "2012-01-01 - 2013-01-01",
        url: { label: "", href: "http://coderdojo.example.com/" },
      }),
    ]);
    expect(data.sections.volunteer.items[0]?.summary).toBe(
      "<p>Global movement of free coding clubs for young people.</p><ul><li><p>Awarded &#39;Teacher of the Month&#39;</p></li></ul>",
    );
    expect(warnings).toEqual([]);
  });

  it("reads a section written as one object as a list of one item, and says so", () => {
    const { data, warnings } = convert({
      basics: { name: "李雷", profiles: { network: "GitHub", username: "lilei" } },
      education: { institution: "清华大学", area: "计算机科学", startDate: "2015-09", endDate: "2019-06" },
    });
    expect(data.sections.education.items).toEqual([
      expect.objectContaining({ institution: "清华大学", area: "计算机科学", date: "2015-09 - 2019-06" }),
    ]);
    expect(data.sections.profiles.items).toEqual([expect.objectContaining({ username: "lilei" })]);
    expect(warnings).toEqual([
      { path: "basics.profiles", message: "One entry, not a list: read as a list of one item" },
      { path: "education", message: "One entry, not a list: read as a list of one item" },
    ]);
  });

  it.each([
    ["experience", "work", "experience"],
    ["employment", "work", "experience"],
    ["jobs", "work", "experience"],
    ["workExperience", "work", "experience"],
    ["internship", "internships", "internship"],
    ["school", "education", "education"],
    ["schools", "education", "education"],
    ["certifications", "certificates", "certifications"],
    ["licenses", "certificates", "certifications"],
    ["honors", "awards", "awards"],
    ["volunteering", "volunteer", "volunteer"],
    ["project", "projects", "projects"],
    ["hobbies", "interests", "interests"],
    ["profiles", "basics.profiles", "profiles"],
  ] as const)("reads the common name %s as %s, with a warning", (alias, standard, section) => {
    const item = {
      name: "Acme",
      company: "Acme",
      institution: "Acme",
      organization: "Acme",
      title: "Acme",
      network: "Acme",
      username: "acme",
    };
    const known = {
      work: ["name"],
      internships: ["company"],
      education: ["institution"],
      certificates: ["name"],
      awards: ["title"],
      volunteer: ["organization"],
      projects: ["name"],
      interests: ["name"],
      "basics.profiles": ["network", "username"],
    }[standard];
    const entry = Object.fromEntries(known.map((key) => [key, item[key as keyof typeof item]]));
    const { data, warnings } = convert({ [alias]: [entry] });
    expect(data.sections[section].items).toHaveLength(1);
    expect(warnings).toEqual([
      { path: alias, message: `Not a JSON Resume section name: read as "${standard}"` },
    ]);
    expect(Object.keys(data.sections.custom)).toEqual([]);
  });

  it("adds items under another name after the standard ones", () => {
    const { data } = convert({ work: [{ name: "First" }], experience: [{ company: "Second" }] });
    expect(data.sections.experience.items.map((item) => item.company)).toEqual(["First", "Second"]);
  });

  it("keeps any other list of objects as a custom section, with a warning", () => {
    const { data, warnings } = convert({
      hackathons: [
        {
          title: "HackMIT",
          role: "Team lead",
          startDate: "2019-09",
          endDate: "2019-10",
          location: { city: "Cambridge", countryCode: "US" },
          website: "hackmit.org",
          summary: "Built a **compiler**",
          highlights: ["First prize"],
          keywords: ["Rust"],
          mascot: "Beaver",
        },
        "Helped at a local jam",
      ],
      openSourceWork: { name: "Vitae", url: "https://example.com/vitae" },
    });
    const sections = Object.values(data.sections.custom);
    expect(sections.map((section) => section.name)).toEqual(["Hackathons", "Open source work"]);
    expect(sections[0]?.items).toEqual([
      expect.objectContaining({
        name: "HackMIT",
        description: "Team lead",
        date: "2019-09 - 2019-10",
        location: "Cambridge, US",
        url: { label: "", href: "https://hackmit.org" },
        summary: "<p>Built a <strong>compiler</strong></p><ul><li><p>First prize</p></li></ul>",
        keywords: ["Rust"],
      }),
      expect.objectContaining({ summary: "<p>Helped at a local jam</p>" }),
    ]);
    expect(sections[1]?.items).toEqual([
      expect.objectContaining({ name: "Vitae", url: { label: "", href: "https://example.com/vitae" } }),
    ]);
    for (const section of sections) expect(data.metadata.layout.flat(2)).toContain(`custom.${section.id}`);
    expect(warnings).toEqual([
      { path: "hackathons[0].mascot", message: "Not carried over: Vitae has no field for it" },
      { path: "hackathons", message: 'Not part of JSON Resume: kept as the custom section "Hackathons"' },
      {
        path: "openSourceWork",
        message: 'Not part of JSON Resume: kept as the custom section "Open source work"',
      },
    ]);
  });
});

describe("convertJsonResume: smaller losses", () => {
  it("reads publications[].website, the older name of url", () => {
    const { data, warnings } = convert({
      publications: [{ name: "On Engines", website: "https://example.com/notes" }],
    });
    expect(data.sections.publications.items[0]?.url.href).toBe("https://example.com/notes");
    expect(warnings).toEqual([]);
  });

  it("reads the fields older Vitae exports wrote beside the standard ones, without a warning", () => {
    const { data, warnings } = convert({
      education: [{ institution: "MIT", summary: "Thesis on *compilers*", courses: ["6.035"] }],
      volunteer: [{ organization: "Code Club", location: "Mysuru" }],
      awards: [{ title: "Best paper", url: "https://example.com/award" }],
      certificates: [{ name: "CKA", summary: "Score 92%" }],
      references: [{ name: "Ada", relationship: "Manager" }],
    });
    expect(data.sections.education.items[0]?.summary).toBe(
      "<p>Thesis on <em>compilers</em></p>\n<p>Courses:</p><ul><li><p>6.035</p></li></ul>",
    );
    expect(data.sections.volunteer.items[0]?.location).toBe("Mysuru");
    expect(data.sections.awards.items[0]?.url.href).toBe("https://example.com/award");
    expect(data.sections.certifications.items[0]?.summary).toBe("<p>Score 92%</p>");
    expect(data.sections.references.items[0]?.description).toBe("Manager");
    expect(warnings).toEqual([]);
  });

  it("reports what meta holds beyond the file's own bookkeeping", () => {
    const { warnings } = convertJsonResume(fixture("json-resume", "ancv-full-edge-cases.resume.json"));
    expect(warnings).toContainEqual({
      path: "meta.ancv",
      message: "Not carried over: Vitae has no field for it",
    });
    expect(warnings.map((warning) => warning.path)).not.toContain("meta.canonical");
    expect(convert({ meta: { theme: "elegant", version: "v1.0.0" } }).warnings).toEqual([
      { path: "meta.theme", message: "Not carried over: Vitae has no field for it" },
    ]);
  });

  it('keeps "- " lines of a summary in the summary on re-export, not in highlights', () => {
    const work = {
      name: "Acme",
      summary: "Did three things:\n- planning\n- building\n* shipping",
      highlights: ["Promoted"],
    };
    const source = { basics: { name: "A", summary: "Lists:\n- one\n1. two" }, work: [work] };
    const exported = exportJsonResume(convert(source).data);
    expect(exported.work).toEqual([work]);
    expect((exported.basics as { summary: string }).summary).toBe(source.basics.summary);
    expect(exportJsonResume(convertJsonResume(JSON.stringify(exported)).data).work).toEqual([work]);
  });
});
