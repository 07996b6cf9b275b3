/// <reference types="node" />
import { createRequire } from "node:module";
import { sampleResumeData } from "@vitae/schema";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import { fixture, fixtureNames } from "../test-fixtures.ts";
import { exportJsonResume } from "./export.ts";
import { convertJsonResume } from "./import.ts";

// The official JSON Resume schema, with its formats (email, uri, iso8601) checked.
const officialSchema = createRequire(import.meta.url)("@jsonresume/schema").schema as object;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(officialSchema);

const expectValid = (value: unknown) => {
  const valid = validate(value);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
};

/** Fields both formats have, with the item ids (new on every import) left out. */
const comparable = (data: ReturnType<typeof convertJsonResume>["data"]) => {
  const strip = <T extends { id: string }>(items: T[]) => items.map(({ id: _id, ...rest }) => rest);
  const { sections, basics } = data;
  return {
    basics: { ...basics, customFields: [] },
    summary: sections.summary.content,
    experience: strip(sections.experience.items),
    education: strip(sections.education.items),
    skills: strip(sections.skills.items),
    languages: strip(sections.languages.items),
    profiles: strip(sections.profiles.items),
    awards: strip(sections.awards.items),
    certifications: strip(sections.certifications.items),
    publications: strip(sections.publications.items),
    interests: strip(sections.interests.items),
    references: strip(sections.references.items),
    projects: strip(sections.projects.items),
    volunteer: strip(sections.volunteer.items),
  };
};

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

  it.each(fixtureNames("json-resume").filter((name) => !name.startsWith("rirekisho")))(
    "round-trips %s: import → export → import keeps every field both formats have",
    (name) => {
      const first = convertJsonResume(fixture("json-resume", name)).data;
      const exported = exportJsonResume(first);
      expectValid(exported);
      const second = convertJsonResume(JSON.stringify(exported)).data;
      expect(comparable(second)).toEqual(comparable(first));
    },
  );

  it("leaves out hidden sections and items, as the printed resume does", () => {
    const data = structuredClone(sampleResumeData);
    data.sections.skills.visible = false;
    const [first] = data.sections.experience.items;
    if (first !== undefined) first.visible = false;
    const exported = exportJsonResume(data);
    expect(exported.skills).toBeUndefined();
    expect((exported.work as { name: string }[]).map((job) => job.name)).not.toContain(first?.company);
  });
});
