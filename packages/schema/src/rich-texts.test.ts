import { describe, expect, it } from "vitest";
import { ResumeDataSchema } from "./resume-data.ts";
import { mapRichTexts, richTextsOf } from "./rich-texts.ts";

const data = ResumeDataSchema.parse({
  sections: {
    summary: { content: "<p>About</p>" },
    experience: { items: [{ id: "j", company: "<b>Acme</b>", summary: "<p>Job</p>" }] },
    skills: { items: [{ id: "s", name: "<i>Go</i>", description: "<p>not rich</p>" }] },
    custom: { c: { id: "c", items: [{ id: "t", name: "Talk", summary: "<p>Talk</p>" }] } },
  },
});

describe("rich texts of a resume", () => {
  it("are the summary's and the items' rich-text fields, custom sections included", () => {
    const texts = richTextsOf(data);
    expect(texts).toContain("<p>About</p>");
    expect(texts).toContain("<p>Job</p>");
    expect(texts).toContain("<p>Talk</p>");
    expect(texts).not.toContain("<b>Acme</b>");
    expect(texts).not.toContain("<p>not rich</p>");
  });

  it("change where they are, and nothing else does", () => {
    const changed = mapRichTexts(data, (html) => html.toUpperCase());
    expect(changed.sections.summary.content).toBe("<P>ABOUT</P>");
    expect(changed.sections.experience.items[0]).toEqual({
      ...data.sections.experience.items[0],
      summary: "<P>JOB</P>",
    });
    expect(changed.sections.custom.c?.items[0]?.summary).toBe("<P>TALK</P>");
    expect(changed.sections.skills.items[0]).toEqual(data.sections.skills.items[0]);
    expect(changed.metadata).toBe(data.metadata);
    expect(data.sections.summary.content).toBe("<p>About</p>");
  });
});
