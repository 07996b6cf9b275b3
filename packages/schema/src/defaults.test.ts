import { describe, expect, it } from "vitest";
import {
  createDefaultResumeData,
  createEmptyResumeData,
  defaultResumeData,
  emptyResumeData,
} from "./defaults.ts";
import { defaultLayout } from "./layout-schema.ts";
import { defaultCss } from "./metadata.ts";
import { ResumeDataSchema } from "./resume-data.ts";
import { defaultSectionNames, itemSectionKeys, sectionKeys } from "./section-keys.ts";

describe("defaultResumeData (schema defaults)", () => {
  it("is exactly what {} parses to", () => {
    expect(defaultResumeData).toEqual(ResumeDataSchema.parse({}));
  });

  it("has empty basics and the default picture", () => {
    expect(defaultResumeData.basics).toEqual({
      name: "",
      headline: "",
      email: "",
      phone: "",
      location: "",
      url: { label: "", href: "" },
      customFields: [],
      picture: {
        url: "",
        size: 64,
        aspectRatio: 1,
        borderRadius: 0,
        effects: { hidden: false, border: false, grayscale: false },
      },
    });
  });

  it("has every built-in section with its default name, visible, one column and no items", () => {
    const { sections } = defaultResumeData;
    for (const key of itemSectionKeys) {
      expect(sections[key]).toEqual({
        id: key,
        name: defaultSectionNames[key],
        visible: true,
        columns: 1,
        pageBreakBefore: false,
        keepTogether: false,
        items: [],
      });
    }
    expect(sections.summary).toEqual({
      id: "summary",
      name: "Summary",
      visible: true,
      columns: 1,
      pageBreakBefore: false,
      keepTogether: false,
      content: "",
    });
    expect(sections.custom).toEqual({});
    expect(sections.volunteer.name).toBe("Volunteering");
    expect(sections.experience.name).toBe("Experience");
  });

  it("has the metadata defaults", () => {
    expect(defaultResumeData.metadata).toEqual({
      template: "rhyhorn",
      layout: defaultLayout,
      css: { value: defaultCss, visible: false },
      page: { margin: 18, spacing: 1, format: "a4", options: { breakLine: true, pageNumbers: true } },
      theme: { background: "#ffffff", text: "#000000", primary: "#dc2626" },
      typography: {
        font: { family: "IBM Plex Serif", subset: "latin", variants: ["regular"], size: 14 },
        lineHeight: 1.5,
        hideIcons: true,
        underlineLinks: true,
        hyphenate: false,
      },
      attachResumeData: true,
      notes: "",
      locale: "en-US",
    });
  });

  it("is frozen, while the factory returns a fresh, changeable copy", () => {
    expect(Object.isFrozen(defaultResumeData.metadata.layout[0]?.[0])).toBe(true);
    const copy = createDefaultResumeData();
    copy.metadata.layout[0]?.[0]?.push("custom.x");
    copy.basics.name = "Changed";
    expect(defaultResumeData.metadata.layout).toEqual(defaultLayout);
    expect(createDefaultResumeData().basics.name).toBe("");
  });
});

describe("emptyResumeData (starting values of a new resume)", () => {
  it("differs from the schema defaults only in primary colour and font family", () => {
    const expected = createDefaultResumeData();
    expected.metadata.theme.primary = "#000000";
    expected.metadata.typography.font.family = "Times New Roman";
    expect(emptyResumeData).toEqual(expected);
    expect(createEmptyResumeData()).toEqual(expected);
  });
});

describe("defaultLayout", () => {
  it("is one page with the default two columns", () => {
    expect(defaultLayout).toEqual([
      [
        ["summary", "education", "experience", "internship", "projects", "certifications", "languages"],
        ["skills", "profiles", "interests", "volunteer", "references", "awards", "publications"],
      ],
    ]);
  });

  it("places each built-in section exactly once", () => {
    expect([...defaultLayout.flat(2)].sort()).toEqual([...sectionKeys].sort());
  });

  it("is copied into each parse, so editing one resume's layout leaves the next one alone", () => {
    const first = ResumeDataSchema.parse({});
    first.metadata.layout[0]?.[1]?.push("custom.a");
    expect(ResumeDataSchema.parse({}).metadata.layout).toEqual(defaultLayout);
  });
});

describe("defaultCss", () => {
  it("outlines every [data-section] with 1px solid and a 4px offset, hidden by default", () => {
    expect(defaultCss).toMatch(/^\[data-section\] \{/);
    expect(defaultCss).toContain("outline: 1px solid #000;");
    expect(defaultCss).toContain("outline-offset: 4px;");
    expect(defaultResumeData.metadata.css.visible).toBe(false);
  });
});
