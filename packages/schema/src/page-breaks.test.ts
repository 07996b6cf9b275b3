import { describe, expect, it } from "vitest";
import { applyResumeChanges, resumeChanges, strictPartCheck } from "./resume-changes.ts";
import { type ResumeData, ResumeDataSchema } from "./resume-data.ts";
import { createSampleResumeData } from "./sample.ts";

// The page-break contract: per section `pageBreakBefore` and `keepTogether`, per item `keepTogether`, and the
// typography switch for hyphenation; all off unless set, so resumes stored before them parse as they were.
describe("page-break settings", () => {
  it("default to off on every section, custom sections and items, and hyphenation to off", () => {
    const data = ResumeDataSchema.parse({
      sections: {
        experience: { items: [{ id: "e1", company: "Acme" }] },
        custom: { talks: { id: "talks", items: [{ id: "t1" }] } },
      },
    });
    expect(data.sections.summary).toMatchObject({ pageBreakBefore: false, keepTogether: false });
    expect(data.sections.experience).toMatchObject({ pageBreakBefore: false, keepTogether: false });
    expect(data.sections.custom.talks).toMatchObject({ pageBreakBefore: false, keepTogether: false });
    expect(data.sections.experience.items[0]?.keepTogether).toBe(false);
    expect(data.sections.custom.talks?.items[0]?.keepTogether).toBe(false);
    expect(data.metadata.typography.hyphenate).toBe(false);
  });

  it("are kept when set, and refuse anything but a boolean", () => {
    const data = ResumeDataSchema.parse({
      sections: {
        skills: { pageBreakBefore: true, keepTogether: true, items: [{ id: "s1", keepTogether: true }] },
        custom: { talks: { id: "talks", pageBreakBefore: true } },
      },
      metadata: { typography: { hyphenate: true } },
    });
    expect(data.sections.skills).toMatchObject({ pageBreakBefore: true, keepTogether: true });
    expect(data.sections.skills.items[0]?.keepTogether).toBe(true);
    expect(data.sections.custom.talks?.pageBreakBefore).toBe(true);
    expect(data.metadata.typography.hyphenate).toBe(true);
    expect(ResumeDataSchema.safeParse({ sections: { skills: { keepTogether: "yes" } } }).success).toBe(false);
    expect(
      ResumeDataSchema.safeParse({ sections: { skills: { items: [{ id: "s", keepTogether: 1 }] } } }).success,
    ).toBe(false);
  });

  it("travel as resume changes: a section's switch is its own part, checked by its schema", () => {
    const before: ResumeData = createSampleResumeData();
    const after: ResumeData = {
      ...before,
      sections: { ...before.sections, education: { ...before.sections.education, pageBreakBefore: true } },
    };
    const changes = resumeChanges(before, after);
    expect(changes).toEqual([{ path: ["sections", "education", "pageBreakBefore"], value: true }]);
    expect(applyResumeChanges(before, changes, strictPartCheck)?.sections.education.pageBreakBefore).toBe(
      true,
    );
    expect(
      applyResumeChanges(
        before,
        [{ path: ["sections", "education", "keepTogether"], value: "yes" }],
        strictPartCheck,
      ),
    ).toBeNull();
  });
});
