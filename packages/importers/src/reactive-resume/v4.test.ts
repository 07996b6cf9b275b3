/// <reference types="node" />
import { ResumeDataSchema, sampleResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { fixture, fixtureNames, importError } from "../test-fixtures.ts";
import { convertReactiveResumeV4 } from "./v4.ts";

const kind = "reactive-resume-v4";
const convert = (value: unknown) => convertReactiveResumeV4(JSON.stringify(value));

/** Sample data as a plain, editable object (the exported one is frozen). */
const sampleCopy = (): Record<string, unknown> => JSON.parse(JSON.stringify(sampleResumeData));

const itemCounts = (data: ReturnType<typeof convert>["data"]) =>
  Object.fromEntries(
    Object.entries(data.sections)
      .filter(([key]) => key !== "summary" && key !== "custom")
      .map(([key, section]) => [key, (section as { items: unknown[] }).items.length]),
  );

describe("convertReactiveResumeV4 on the public samples", () => {
  it("finds both samples", () => {
    expect(fixtureNames(kind).sort()).toEqual([
      "bitgineer-customfields.json",
      "official-template-ditto.json",
    ]);
  });

  it.each(fixtureNames(kind))("%s converts to valid resume data with no warnings", (name) => {
    const { data, warnings } = convertReactiveResumeV4(fixture(kind, name));
    expect(ResumeDataSchema.parse(data)).toEqual(data);
    expect(warnings).toEqual([]);
  });

  describe("the official ditto sample (John Doe)", () => {
    const { data } = convertReactiveResumeV4(fixture(kind, "official-template-ditto.json"));

    it("keeps the basics and the template", () => {
      expect(data.basics).toMatchObject({
        name: "John Doe",
        headline: "Creative and Innovative Web Developer",
        email: "john.doe@gmail.com",
        phone: "(555) 123-4567",
        location: "Pleasantville, CA 94588",
        url: { label: "", href: "https://johndoe.me/" },
        picture: { url: "https://i.imgur.com/HgwyOuJ.jpg", size: 140, borderRadius: 4 },
      });
      expect(data.metadata.template).toBe("ditto");
      expect(data.metadata.page.margin).toBe(14);
      expect(data.metadata.theme.primary).toBe("#0891b2");
    });

    it("keeps every item of every section", () => {
      expect(itemCounts(data)).toEqual({
        education: 1,
        experience: 2,
        internship: 0,
        projects: 2,
        certifications: 2,
        languages: 2,
        skills: 3,
        profiles: 3,
        awards: 0,
        interests: 0,
        publications: 0,
        volunteer: 0,
        references: 1,
      });
      expect(data.sections.custom).toEqual({});
    });

    it("keeps the items' fields and ids", () => {
      expect(data.sections.experience.items[0]).toMatchObject({
        id: "lhw25d7gf32wgdfpsktf6e0x",
        company: "Creative Solutions Inc.",
        position: "Senior Web Developer",
        location: "San Francisco, CA",
        date: "January 2019 to Present",
      });
      expect(data.sections.experience.items[0]?.summary).toMatch(/^<ul><li><p>Spearheaded the redesign/);
      expect(data.sections.skills.items[0]).toMatchObject({
        name: "Web Technologies",
        description: "Advanced",
        level: 0,
        keywords: ["HTML5", "JavaScript", "PHP", "Python"],
      });
      expect(data.sections.profiles.items.map(({ network, icon }) => [network, icon])).toEqual([
        ["LinkedIn", "linkedin"],
        ["GitHub", "github"],
        ["StackOverflow", "stackoverflow"],
      ]);
      expect(data.sections.profiles.items[0]?.url.href).toBe("https://linkedin.com/in/johndoe");
    });

    it("appends the internship section, which Reactive Resume lacks, to the first page's main column", () => {
      expect(data.metadata.layout).toEqual([
        [
          ["summary", "experience", "education", "projects", "internship"],
          [
            "profiles",
            "skills",
            "certifications",
            "languages",
            "references",
            "interests",
            "awards",
            "volunteer",
            "publications",
          ],
        ],
      ]);
    });
  });

  describe("the bitgineer export (Tommy Heredia, v4.1+ with separateLinks and custom fields)", () => {
    const { data, warnings } = convertReactiveResumeV4(fixture(kind, "bitgineer-customfields.json"));

    it("keeps the basics and the template", () => {
      expect(data.basics).toMatchObject({
        name: "Tommy Heredia",
        email: "Tommy.heredia24@gmail.com",
        location: "Baltimore, MD",
      });
      expect(data.metadata.template).toBe("rhyhorn");
    });

    it("keeps the items, with the en dash of a free-text date", () => {
      expect(itemCounts(data)).toMatchObject({
        experience: 1,
        education: 1,
        projects: 1,
        skills: 0,
        profiles: 0,
        internship: 0,
      });
      expect(data.sections.experience.items[0]).toMatchObject({
        company: "Evergreen ATM",
        date: "06/2019 – present",
      });
      expect(data.sections.projects.items[0]?.name).toBe("OpenWRT Network Optimization Project");
      expect(data.sections.education.items[0]).toMatchObject({
        area: "STEM",
        date: "Fall 2022 - Spring 2025",
      });
    });

    it("turns phosphor icon names into Vitae's brand slugs", () => {
      expect(data.basics.customFields).toEqual([
        {
          id: "yti7n9892r2hd424sal0e38o",
          icon: "linkedin",
          name: "Tommy Heredia",
          value: "https://www.linkedin.com/in/theredia24/",
        },
        {
          id: "plx9kgertn6h13vy7y5m2mwx",
          icon: "github",
          name: "Git",
          value: "https://www.github.com/bitgineer",
        },
      ]);
    });

    it("keeps the empty custom section and its place in the layout", () => {
      const section = data.sections.custom.bxalhbot9ktj55b7g5azh5l9;
      expect(section).toMatchObject({ id: "bxalhbot9ktj55b7g5azh5l9", name: "Custom Section", items: [] });
      expect(data.metadata.layout[0]?.[0]).toContain("custom.bxalhbot9ktj55b7g5azh5l9");
    });

    it("appends internship at the end of the first page's main column", () => {
      expect(data.metadata.layout).toEqual([
        [
          [
            "profiles",
            "summary",
            "experience",
            "education",
            "projects",
            "volunteer",
            "references",
            "custom.bxalhbot9ktj55b7g5azh5l9",
            "internship",
          ],
          ["skills", "interests", "certifications", "awards", "publications", "languages"],
        ],
      ]);
    });

    it("says nothing about separateLinks", () => {
      expect(fixture(kind, "bitgineer-customfields.json")).toContain('"separateLinks": true');
      expect(warnings.filter((warning) => warning.path.includes("separateLinks"))).toEqual([]);
    });
  });
});

describe("convertReactiveResumeV4 on Vitae's own export", () => {
  it("round-trips the sample resume unchanged, with no warnings", () => {
    const { data, warnings } = convertReactiveResumeV4(JSON.stringify(sampleResumeData));
    expect(data).toEqual(sampleResumeData);
    expect(warnings).toEqual([]);
  });

  it("accepts a whole resume object, reading its data", () => {
    const { data, warnings } = convert({
      id: "0190f4c2-0000-7000-8000-000000000000",
      title: "Mine",
      data: sampleResumeData,
    });
    expect(data).toEqual(sampleResumeData);
    expect(warnings).toEqual([]);
  });

  it("reads bytes as well as text", () => {
    const bytes = new TextEncoder().encode(JSON.stringify(sampleResumeData));
    expect(convertReactiveResumeV4(bytes).data).toEqual(sampleResumeData);
  });
});

describe("convertReactiveResumeV4 rules", () => {
  it("clears a link that is not http(s), with a warning", () => {
    const source = sampleCopy() as { sections: { experience: { items: { url: { href: string } }[] } } };
    const [job] = source.sections.experience.items;
    if (job === undefined) throw new Error("the sample has an experience item");
    job.url.href = "javascript:alert(1)";
    const { data, warnings } = convert(source);
    expect(data.sections.experience.items[0]?.url.href).toBe("");
    expect(warnings).toEqual([
      {
        path: "sections.experience.items[0].url.href",
        message: "Not a valid web address, left out: javascript:alert(1)",
      },
    ]);
  });

  it("clears a malformed e-mail address, with a warning", () => {
    const source = sampleCopy() as { basics: { email: string } };
    source.basics.email = "not-an-address";
    const { data, warnings } = convert(source);
    expect(data.basics.email).toBe("");
    expect(warnings).toEqual([
      { path: "basics.email", message: "Not a valid e-mail address, left out: not-an-address" },
    ]);
  });

  it("uses rhyhorn for a template Vitae lacks, with a warning", () => {
    const source = sampleCopy() as { metadata: { template: string } };
    source.metadata.template = "pokeball";
    const { data, warnings } = convert(source);
    expect(data.metadata.template).toBe("rhyhorn");
    expect(warnings).toEqual([
      { path: "metadata.template", message: 'Vitae has no template "pokeball": using rhyhorn' },
    ]);
  });

  it("warns about a key Vitae has no field for, naming its path", () => {
    const source = sampleCopy() as { sections: { skills: { items: Record<string, unknown>[] } } };
    const [skill] = source.sections.skills.items;
    if (skill === undefined) throw new Error("the sample has a skill");
    skill.rating = "★★★★";
    const { data, warnings } = convert(source);
    expect(warnings).toEqual([
      { path: "sections.skills.items[0].rating", message: "Not carried over: Vitae has no field for it" },
    ]);
    expect(data.sections.skills.items[0]).not.toHaveProperty("rating");
  });

  it("recognises a Reactive Resume v5 export and says so", () => {
    const error = importError(() =>
      convert({
        picture: { url: "", size: 80 },
        basics: { name: "Li Wei" },
        summary: { title: "Summary", content: "<p>Hi</p>", hidden: false },
        sections: { experience: { title: "Experience", hidden: false, items: [] } },
        customSections: [],
        metadata: { template: "onyx", layout: { pages: [] }, design: {}, page: { locale: "zh-CN" } },
      }),
    );
    expect(error.message).toMatch(/Reactive Resume v5/);
  });

  it("refuses an empty object, naming basics and sections", () => {
    const error = importError(() => convert({}));
    expect(error.message).toBe("This is not a Vitae or Reactive Resume v4 export");
    expect(error.issues).toEqual([
      { path: "basics", message: "basics is required" },
      { path: "sections", message: "sections is required" },
    ]);
  });

  it("refuses a schema violation with a readable list of issues", () => {
    const source = sampleCopy() as { sections: { skills: { items: { level: number }[] } } };
    const [skill] = source.sections.skills.items;
    if (skill === undefined) throw new Error("the sample has a skill");
    skill.level = 9;
    const error = importError(() => convert(source));
    expect(error.message).toBe("The file does not match the resume schema");
    expect(error.issues).toEqual([
      { path: "sections.skills.items[0].level", message: "Level must be between 0 and 5" },
    ]);
  });

  it("refuses what is not JSON, or not an object", () => {
    expect(importError(() => convertReactiveResumeV4("{ nope")).message).toBe(
      "Failed to parse JSON at line 1, column 3 (unexpected character)",
    );
    expect(importError(() => convertReactiveResumeV4("[]")).message).toBe("Failed to parse JSON");
  });
});
