import { describe, expect, it } from "vitest";
import { createEmptyResumeData } from "./defaults.ts";
import { localeIds } from "./locales.ts";
import { resumeCatalogues } from "./resume-locales/index.ts";
import { isRtlLocale, localizeResumeData, pageFooterParts, resumeText } from "./resume-text.ts";

describe("resume text", () => {
  it("has a catalogue for every interface language", () => {
    expect(Object.keys(resumeCatalogues).sort()).toEqual([...localeIds].sort());
  });

  it("renames default section names to the new language and keeps the ones a person chose", () => {
    const data = createEmptyResumeData();
    data.sections.skills.name = "Toolbox";
    const german = localizeResumeData(data, "de-DE");
    expect(german.metadata.locale).toBe("de-DE");
    expect(german.sections.experience.name).toBe(resumeText("de-DE").sections.experience);
    expect(german.sections.skills.name).toBe("Toolbox");
    // From German on to French: the German defaults count as defaults too.
    const french = localizeResumeData(german, "fr-FR");
    expect(french.sections.experience.name).toBe(resumeText("fr-FR").sections.experience);
    expect(french.sections.skills.name).toBe("Toolbox");
  });

  it("splits the page footer around its numbers and knows the right-to-left languages", () => {
    expect(pageFooterParts("en-US")).toEqual({ before: "Page ", between: " of ", after: "" });
    expect(resumeText("xx-XX")).toBe(resumeText("en-US"));
    expect(["ar-SA", "fa-IR", "he-IL"].every(isRtlLocale)).toBe(true);
    expect(isRtlLocale("de-DE")).toBe(false);
  });
});
