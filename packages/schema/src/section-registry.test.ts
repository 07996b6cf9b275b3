import { describe, expect, it } from "vitest";
import { fieldKinds } from "./item-fields.ts";
import { ResumeDataSchema } from "./resume-data.ts";
import { resumeCatalogues } from "./resume-locales/index.ts";
import { itemSectionKeys } from "./section-keys.ts";
import {
  fromCustomLayoutId,
  itemKindOfRef,
  itemsOfRef,
  resolveSectionRef,
  sectionNameOfRef,
  toCustomLayoutId,
} from "./section-refs.ts";
import {
  fieldNamesOfKind,
  itemFieldsOf,
  itemHeading,
  itemKinds,
  itemSchemaOfKind,
  itemSectionRegistry,
  requiredLabel,
  summaryDescriptor,
} from "./section-registry.ts";
import { CustomSectionSchema, SectionsSchema, sectionItemSchemas } from "./sections.ts";

describe("the section registry", () => {
  it("describes every list section and custom sections, each under its own key", () => {
    expect(Object.keys(itemSectionRegistry).sort()).toEqual([...itemSectionKeys, "custom"].sort());
    expect([...itemKinds]).toEqual([...itemSectionKeys, "custom"]);
    for (const kind of itemKinds) expect(itemSectionRegistry[kind].key).toBe(kind);
  });

  it("is where the schemas take their items from: exactly the described fields, besides id, visible and keepTogether", () => {
    for (const kind of itemKinds) {
      const schema = itemSchemaOfKind(kind);
      expect(Object.keys(schema.shape).sort(), kind).toEqual(
        ["id", "visible", "keepTogether", ...itemFieldsOf(kind).map((field) => field.name)].sort(),
      );
    }
    // The sections parse their items with those schemas: a field the registry does not describe is dropped.
    const item = {
      id: "i",
      name: "n",
      title: "t",
      company: "c",
      institution: "i",
      organization: "o",
      network: "n",
      username: "u",
    };
    const sections = SectionsSchema.parse({
      ...Object.fromEntries(itemSectionKeys.map((key) => [key, { items: [{ ...item, undescribed: 1 }] }])),
      custom: { c: { id: "c", items: [{ ...item, undescribed: 1 }] } },
    });
    for (const key of itemSectionKeys) {
      expect(sectionItemSchemas[key]).toBe(itemSectionRegistry[key].item);
      expect(sections[key].items[0]).toEqual(itemSectionRegistry[key].item.parse(item));
    }
    expect(sections.custom.c?.items[0]).toEqual(itemSectionRegistry.custom.item.parse(item));
    expect(SectionsSchema.parse({ summary: {} }).summary.content).toBe("");
  });

  it("names each section's default by a key every resume language has, English as a new resume has it", () => {
    const fresh = ResumeDataSchema.parse({}).sections;
    for (const descriptor of [summaryDescriptor, ...itemKinds.map((kind) => itemSectionRegistry[kind])]) {
      for (const [locale, catalogue] of Object.entries(resumeCatalogues))
        expect(catalogue.sections[descriptor.nameKey], `${locale} ${descriptor.key}`).toBeTruthy();
      expect(resumeCatalogues["en-US"]?.sections[descriptor.nameKey]).toBe(descriptor.defaultName);
      if (descriptor.key !== "custom") expect(fresh[descriptor.key].name).toBe(descriptor.defaultName);
    }
    expect(CustomSectionSchema.parse({ id: "c" }).name).toBe(itemSectionRegistry.custom.defaultName);
  });

  it("gives every field a known kind, and each kind the same treatment in every section", () => {
    for (const kind of itemKinds) {
      const fields = itemFieldsOf(kind);
      expect(
        fields.filter((field) => field.place === "title"),
        `${kind} has one title`,
      ).toHaveLength(1);
      expect(fields.filter((field) => field.kind === "url").map((field) => field.name)).toEqual(["url"]);
      for (const field of fields) {
        const at = `${kind}.${field.name}`;
        expect(fieldKinds, at).toContain(field.kind);
        if (field.required !== undefined) expect(field.kind, at).toBe("text");
        if (field.kind === "richText" || field.kind === "keywords" || field.kind === "date")
          expect(field.translatable, at).toBe(true);
        if (field.kind === "url" || field.kind === "level" || field.kind === "icon") {
          expect(field.translatable, at).toBe(false);
          expect(field.place, at).toBeUndefined();
        }
        if (field.kind === "date") expect(field.place, at).toBe("date");
        if (field.kind === "richText" || field.kind === "keywords") expect(field.place, at).toBeUndefined();
      }
    }
    expect(summaryDescriptor.content).toMatchObject({ kind: "richText", translatable: true });
  });

  it("keeps proper names and identifiers as written, and translates what is said in words", () => {
    const translatable = (kind: (typeof itemKinds)[number]) =>
      itemFieldsOf(kind)
        .filter((field) => field.translatable)
        .map((field) => field.name);
    expect(translatable("experience")).toEqual(["position", "location", "date", "summary"]);
    expect(translatable("profiles")).toEqual([]);
    expect(translatable("skills")).toEqual(["name", "description", "keywords"]);
  });

  it("makes a required field's schema message from its name", () => {
    for (const kind of itemKinds)
      for (const field of itemFieldsOf(kind).filter((entry) => entry.required !== undefined)) {
        const result = field.schema.safeParse("");
        expect(result.success, `${kind}.${field.name}`).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(`${field.required} is required`);
      }
  });

  it("names a required field as its schema's message does", () => {
    expect(requiredLabel("experience", "company")).toBe("Company");
    expect(requiredLabel("profiles", "username")).toBe("Username");
    // @ts-expect-error position may stay empty
    requiredLabel("experience", "position");
  });

  it("finds fields by kind, in the order the item dialog shows them", () => {
    expect(fieldNamesOfKind("education", "text")).toEqual(["institution", "studyType", "area", "score"]);
    expect(fieldNamesOfKind("projects", "richText", "keywords")).toEqual(["summary", "keywords"]);
    expect(fieldNamesOfKind("skills", "richText")).toEqual([]);
  });

  it("reads an item's heading from its fields' places", () => {
    const education = itemSectionRegistry.education.item.parse({
      id: "e",
      institution: " MIT ",
      studyType: "BSc",
      area: "",
      score: "4.0",
      date: "2019",
    });
    expect(itemHeading("education", education)).toEqual({
      title: ["MIT"],
      subtitle: ["BSc"],
      date: ["2019"],
      location: [],
      meta: ["4.0"],
    });
    expect(itemHeading("interests", { name: "Chess", keywords: ["Blitz"] }).subtitle).toEqual([]);
  });
});

describe("section references", () => {
  const data = ResumeDataSchema.parse({
    sections: {
      experience: { items: [{ id: "j", company: "Acme" }] },
      custom: { c1: { id: "c1", name: " Talks ", items: [{ id: "t" }] } },
    },
  });

  it("resolves a built-in key, the summary and custom.<id>, and nothing else", () => {
    expect(resolveSectionRef(data, "experience")).toMatchObject({ kind: "items", key: "experience" });
    expect(resolveSectionRef(data, "summary")).toMatchObject({ kind: "summary" });
    expect(resolveSectionRef(data, "custom.c1")).toMatchObject({ kind: "custom", id: "c1" });
    for (const ref of ["custom.missing", "custom.", "custom.__proto__", "basics", "custom", "constructor"])
      expect(resolveSectionRef(data, ref), ref).toBeNull();
  });

  it("gives the items, name and item kind of a reference", () => {
    expect(itemsOfRef(data, "experience")?.map((item) => item.id)).toEqual(["j"]);
    expect(itemsOfRef(data, "custom.c1")?.map((item) => item.id)).toEqual(["t"]);
    expect(itemsOfRef(data, "summary")).toBeUndefined();
    expect(sectionNameOfRef(data, "custom.c1")).toBe("Talks");
    expect(sectionNameOfRef(data, "basics")).toBe("");
    expect(itemKindOfRef("custom.c1")).toBe("custom");
    expect(itemKindOfRef("skills")).toBe("skills");
    expect(itemKindOfRef("summary")).toBeNull();
    expect(itemKindOfRef("custom.")).toBeNull();
  });

  it("writes and reads custom.<id>", () => {
    expect(toCustomLayoutId("c1")).toBe("custom.c1");
    expect(fromCustomLayoutId(toCustomLayoutId("a.b"))).toBe("a.b");
    expect(fromCustomLayoutId("experience")).toBeNull();
  });
});
