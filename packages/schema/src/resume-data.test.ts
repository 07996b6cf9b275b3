import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { BasicsSchema, PictureSchema } from "./basics.ts";
import {
  AwardSchema,
  CertificationSchema,
  CustomItemSchema,
  EducationSchema,
  ExperienceSchema,
  InterestSchema,
  InternshipSchema,
  LanguageItemSchema,
  ProfileSchema,
  ProjectSchema,
  PublicationSchema,
  ReferenceSchema,
  SkillSchema,
  VolunteerSchema,
} from "./items.ts";
import { LayoutSchema } from "./layout-schema.ts";
import { MetadataSchema } from "./metadata.ts";
import { UrlSchema } from "./primitives.ts";
import { ResumeDataSchema } from "./resume-data.ts";
import { itemSectionKeys } from "./section-keys.ts";
import { CustomSectionSchema, SectionsSchema, sectionItemSchemas } from "./sections.ts";
import { issueMessages } from "./test-helpers.ts";

describe("items", () => {
  it("default visible to true, keepTogether to false and url to empty label and href", () => {
    const item = CustomItemSchema.parse({ id: "a" });
    expect(item).toEqual({
      id: "a",
      visible: true,
      keepTogether: false,
      url: { label: "", href: "" },
      name: "",
      description: "",
      date: "",
      location: "",
      summary: "",
      keywords: [],
    });
  });

  it("require a non-empty id", () => {
    expect(CustomItemSchema.safeParse({}).success).toBe(false);
    expect(issueMessages(CustomItemSchema.safeParse({ id: "" }))).toEqual(["Item id is required"]);
  });

  it("has an item schema for every built-in list section", () => {
    expect(Object.keys(sectionItemSchemas).sort()).toEqual([...itemSectionKeys].sort());
  });

  const required: [string, z.ZodType, Record<string, unknown>, string, string][] = [
    ["awards", AwardSchema, { title: "Best talk" }, "title", "Title is required"],
    ["certifications", CertificationSchema, { name: "CKAD" }, "name", "Name is required"],
    ["projects", ProjectSchema, { name: "Vitae" }, "name", "Name is required"],
    ["education", EducationSchema, { institution: "MIT" }, "institution", "Institution is required"],
    ["experience", ExperienceSchema, { company: "Acme" }, "company", "Company is required"],
    ["internship", InternshipSchema, { company: "Acme" }, "company", "Company is required"],
    ["volunteer", VolunteerSchema, { organization: "Red Cross" }, "organization", "Organization is required"],
    ["interests", InterestSchema, { name: "Chess" }, "name", "Name is required"],
    [
      "profiles (network)",
      ProfileSchema,
      { network: "GitHub", username: "ada" },
      "network",
      "Network is required",
    ],
    [
      "profiles (username)",
      ProfileSchema,
      { network: "GitHub", username: "ada" },
      "username",
      "Username is required",
    ],
    ["publications", PublicationSchema, { name: "On engines" }, "name", "Name is required"],
    ["references", ReferenceSchema, { name: "Charles Babbage" }, "name", "Name is required"],
  ];

  it.each(required)("%s: %s… is required, empty or missing", (_section, schema, fields, field, message) => {
    expect(schema.safeParse({ id: "1", ...fields }).success).toBe(true);
    expect(issueMessages(schema.safeParse({ id: "1", ...fields, [field]: "" }))).toEqual([message]);
    const { [field]: _omitted, ...withoutField } = fields;
    expect(issueMessages(schema.safeParse({ id: "1", ...withoutField }))).toEqual([message]);
  });

  it.each([
    ["languages", LanguageItemSchema],
    ["skills", SkillSchema],
    ["custom", CustomItemSchema],
  ] as const)("%s items need no name", (_section, schema) => {
    expect(schema.parse({ id: "1" })).toMatchObject({ name: "" });
  });

  it("fill text, summary and keyword defaults", () => {
    expect(ExperienceSchema.parse({ id: "1", company: "Acme" })).toEqual({
      id: "1",
      visible: true,
      keepTogether: false,
      url: { label: "", href: "" },
      company: "Acme",
      position: "",
      location: "",
      date: "",
      summary: "",
    });
    expect(ProjectSchema.parse({ id: "1", name: "x" })).toMatchObject({ keywords: [], summary: "" });
    expect(ProjectSchema.parse({ id: "1", name: "x" }).location).toBeUndefined();
    expect(InterestSchema.parse({ id: "1", name: "x" }).keywords).toEqual([]);
    expect(SkillSchema.parse({ id: "1" }).keywords).toEqual([]);
  });

  it("keep keywords as lists of strings", () => {
    expect(SkillSchema.safeParse({ id: "1", keywords: ["Go", 3] }).success).toBe(false);
  });

  it.each([
    ["languages", LanguageItemSchema],
    ["skills", SkillSchema],
  ] as const)("%s level is an integer 0-5, default 1", (_section, schema) => {
    expect(schema.parse({ id: "1" }).level).toBe(1);
    expect(schema.parse({ id: "1", level: 0 }).level).toBe(0);
    expect(schema.parse({ id: "1", level: 5 }).level).toBe(5);
    expect(issueMessages(schema.safeParse({ id: "1", level: 6 }))).toEqual(["Level must be between 0 and 5"]);
    expect(issueMessages(schema.safeParse({ id: "1", level: -1 }))).toEqual([
      "Level must be between 0 and 5",
    ]);
    expect(issueMessages(schema.safeParse({ id: "1", level: 2.5 }))).toEqual([
      "Level must be a whole number",
    ]);
  });
});

describe("UrlSchema", () => {
  it("accepts an empty link, or a label with an http(s) href", () => {
    expect(UrlSchema.parse({})).toEqual({ label: "", href: "" });
    expect(UrlSchema.parse({ href: "https://example.com/a?b=c" })).toEqual({
      label: "",
      href: "https://example.com/a?b=c",
    });
    expect(UrlSchema.safeParse({ label: "Site", href: "http://localhost:3000" }).success).toBe(true);
  });

  it("flags an href that is not a URL, or not a web one", () => {
    for (const href of ["example.com", "not a url", "javascript:alert(1)", "ftp://example.com"]) {
      expect(issueMessages(UrlSchema.safeParse({ href }))).toContain(
        "Enter a valid URL, starting with https://",
      );
    }
  });

  it("checks item urls too", () => {
    expect(AwardSchema.safeParse({ id: "1", title: "x", url: { href: "nope" } }).success).toBe(false);
  });
});

describe("BasicsSchema", () => {
  it("takes an empty or valid email", () => {
    expect(BasicsSchema.parse({ email: "" }).email).toBe("");
    expect(BasicsSchema.parse({ email: "ada@example.com" }).email).toBe("ada@example.com");
    expect(issueMessages(BasicsSchema.safeParse({ email: "ada@" }))).toContain("Enter a valid email address");
  });

  it("validates its url and custom fields", () => {
    expect(BasicsSchema.safeParse({ url: { href: "nope" } }).success).toBe(false);
    expect(BasicsSchema.parse({ customFields: [{ id: "f" }] }).customFields).toEqual([
      { id: "f", icon: "", name: "", value: "" },
    ]);
    expect(BasicsSchema.safeParse({ customFields: [{ id: "" }] }).success).toBe(false);
  });
});

describe("PictureSchema", () => {
  it("bounds the aspect ratio to 0.1-2", () => {
    expect(PictureSchema.parse({ aspectRatio: 0.1 }).aspectRatio).toBe(0.1);
    expect(PictureSchema.parse({ aspectRatio: 2 }).aspectRatio).toBe(2);
    expect(issueMessages(PictureSchema.safeParse({ aspectRatio: 0.05 }))).toEqual([
      "Aspect ratio must be between 0.1 and 2",
    ]);
    expect(PictureSchema.safeParse({ aspectRatio: 2.05 }).success).toBe(false);
  });

  it("bounds the border radius to 0-9999", () => {
    expect(PictureSchema.parse({ borderRadius: 9999 }).borderRadius).toBe(9999);
    expect(PictureSchema.safeParse({ borderRadius: 10000 }).success).toBe(false);
    expect(PictureSchema.safeParse({ borderRadius: -2 }).success).toBe(false);
  });

  it("takes any non-negative number as size", () => {
    expect(PictureSchema.parse({ size: 128 }).size).toBe(128);
    expect(PictureSchema.safeParse({ size: "128" }).success).toBe(false);
    expect(PictureSchema.safeParse({ size: -1 }).success).toBe(false);
  });
});

describe("sections", () => {
  it("bounds columns to whole numbers 1-5, default 1", () => {
    const section = SectionsSchema.shape.skills;
    expect(section.parse({}).columns).toBe(1);
    expect(section.parse({ columns: 5 }).columns).toBe(5);
    expect(issueMessages(section.safeParse({ columns: 0 }))).toEqual(["Columns must be between 1 and 5"]);
    expect(issueMessages(section.safeParse({ columns: 6 }))).toEqual(["Columns must be between 1 and 5"]);
    expect(section.safeParse({ columns: 1.5 }).success).toBe(false);
    expect(CustomSectionSchema.safeParse({ id: "c", columns: 6 }).success).toBe(false);
  });

  it("validates the items of each section", () => {
    const result = SectionsSchema.safeParse({ experience: { items: [{ id: "1", company: "" }] } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["experience", "items", 0, "company"]);
  });

  it("gives a custom section its default name and requires an id", () => {
    expect(CustomSectionSchema.parse({ id: "c1" })).toEqual({
      id: "c1",
      name: "Custom Section",
      visible: true,
      columns: 1,
      pageBreakBefore: false,
      keepTogether: false,
      items: [],
    });
    expect(CustomSectionSchema.safeParse({}).success).toBe(false);
  });

  it("stores custom sections under their own id", () => {
    expect(SectionsSchema.safeParse({ custom: { c1: { id: "c1" } } }).success).toBe(true);
    expect(issueMessages(SectionsSchema.safeParse({ custom: { c1: { id: "c2" } } }))).toEqual([
      'Custom section id "c2" must match its key "c1"',
    ]);
  });
});

describe("MetadataSchema", () => {
  it("bounds the page margin to 0-48", () => {
    expect(MetadataSchema.parse({ page: { margin: 0 } }).page.margin).toBe(0);
    expect(MetadataSchema.parse({ page: { margin: 48 } }).page.margin).toBe(48);
    expect(issueMessages(MetadataSchema.safeParse({ page: { margin: 50 } }))).toEqual([
      "Margin must be between 0 and 48",
    ]);
    expect(MetadataSchema.safeParse({ page: { margin: -2 } }).success).toBe(false);
  });

  it("accepts a4 and letter only", () => {
    expect(MetadataSchema.parse({ page: { format: "letter" } }).page.format).toBe("letter");
    expect(MetadataSchema.safeParse({ page: { format: "a5" } }).success).toBe(false);
  });

  it("bounds the font size to 5-18", () => {
    expect(MetadataSchema.parse({ typography: { font: { size: 5 } } }).typography.font.size).toBe(5);
    expect(MetadataSchema.parse({ typography: { font: { size: 18 } } }).typography.font.size).toBe(18);
    expect(issueMessages(MetadataSchema.safeParse({ typography: { font: { size: 4.95 } } }))).toEqual([
      "Font size must be between 5 and 18",
    ]);
    expect(MetadataSchema.safeParse({ typography: { font: { size: 18.05 } } }).success).toBe(false);
  });

  it("bounds the line height to 0-3", () => {
    expect(MetadataSchema.parse({ typography: { lineHeight: 0 } }).typography.lineHeight).toBe(0);
    expect(MetadataSchema.parse({ typography: { lineHeight: 3 } }).typography.lineHeight).toBe(3);
    expect(issueMessages(MetadataSchema.safeParse({ typography: { lineHeight: 3.05 } }))).toEqual([
      "Line height must be between 0 and 3",
    ]);
  });

  it("accepts known templates only", () => {
    expect(MetadataSchema.parse({ template: "onyx" }).template).toBe("onyx");
    expect(MetadataSchema.safeParse({ template: "unknown" }).success).toBe(false);
  });

  it("takes theme colours as hex values", () => {
    expect(MetadataSchema.parse({ theme: { primary: "#0EA5E9" } }).theme.primary).toBe("#0EA5E9");
    expect(issueMessages(MetadataSchema.safeParse({ theme: { text: "red" } }))).toEqual([
      "Colours are hex values such as #dc2626",
    ]);
  });
});

describe("LayoutSchema", () => {
  it("takes pages of exactly two columns of section ids", () => {
    expect(
      LayoutSchema.safeParse([
        [["summary", "custom.abc"], []],
        [[], ["skills"]],
      ]).success,
    ).toBe(true);
    expect(issueMessages(LayoutSchema.safeParse([[["summary"]]]))).toEqual([
      "Each page has exactly two columns",
    ]);
    expect(issueMessages(LayoutSchema.safeParse([]))).toEqual(["A layout has at least one page"]);
    expect(LayoutSchema.safeParse([[[""], []]]).success).toBe(false);
  });
});

describe("ResumeDataSchema", () => {
  it("reports errors with their path", () => {
    const result = ResumeDataSchema.safeParse({ metadata: { page: { margin: 100 } } });
    expect(result.error?.issues[0]?.path).toEqual(["metadata", "page", "margin"]);
  });

  it("keeps a full round trip stable", () => {
    const once = ResumeDataSchema.parse({ basics: { name: "Ada" } });
    expect(ResumeDataSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });
});
