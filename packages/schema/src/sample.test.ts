import { describe, expect, it } from "vitest";
import { findSectionInLayout } from "./layout.ts";
import { ResumeDataSchema } from "./resume-data.ts";
import { createSampleResumeData, sampleResumeData } from "./sample.ts";
import { itemSectionKeys, sectionKeys } from "./section-keys.ts";
import { toCustomLayoutId } from "./section-refs.ts";

describe("sampleResumeData", () => {
  it("parses with ResumeDataSchema unchanged", () => {
    expect(ResumeDataSchema.parse(sampleResumeData)).toEqual(sampleResumeData);
    expect(createSampleResumeData()).toEqual(sampleResumeData);
  });

  it("uses the institution template, PT Sans at 12.45 and a margin of 14", () => {
    expect(sampleResumeData.metadata.template).toBe("lpu");
    expect(sampleResumeData.metadata.typography.font.family).toBe("PT Sans");
    expect(sampleResumeData.metadata.typography.font.size).toBe(12.45);
    expect(sampleResumeData.metadata.page.margin).toBe(14);
  });

  it("fills basics and every built-in section with one to three items", () => {
    expect(sampleResumeData.basics.name).not.toBe("");
    expect(sampleResumeData.basics.email).toMatch(/@/);
    expect(sampleResumeData.sections.summary.content).toMatch(/^<p>/);
    for (const key of itemSectionKeys) {
      const count = sampleResumeData.sections[key].items.length;
      expect(count, key).toBeGreaterThanOrEqual(1);
      expect(count, key).toBeLessThanOrEqual(3);
    }
  });

  it("has unique item ids", () => {
    const ids = [
      ...itemSectionKeys.flatMap((key) => sampleResumeData.sections[key].items.map((item) => item.id)),
      ...Object.values(sampleResumeData.sections.custom).flatMap((section) =>
        section.items.map((item) => item.id),
      ),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a custom section with items, placed in the layout as custom.{id}", () => {
    const custom = Object.values(sampleResumeData.sections.custom);
    expect(custom).toHaveLength(1);
    const [section] = custom;
    expect(section?.items.length).toBeGreaterThan(0);
    expect(
      findSectionInLayout(sampleResumeData.metadata.layout, toCustomLayoutId(section?.id ?? "")),
    ).not.toBeNull();
  });

  it("places every built-in section in the layout", () => {
    for (const key of sectionKeys) {
      expect(findSectionInLayout(sampleResumeData.metadata.layout, key), key).not.toBeNull();
    }
  });

  it("uses icon slugs for profiles", () => {
    expect(sampleResumeData.sections.profiles.items.map((profile) => profile.icon)).toEqual([
      "github",
      "linkedin",
    ]);
  });
});
