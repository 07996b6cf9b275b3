import { describe, expect, it } from "vitest";
import { machineReadingChecks, yearsOfExperience } from "./machine-reading.ts";
import { createSampleResumeData } from "./sample.ts";

const failed = (checks: ReturnType<typeof machineReadingChecks>) =>
  Object.fromEntries(checks.filter((check) => !check.passed).map((check) => [check.id, check.details]));

const now = new Date("2026-11-25T12:00:00Z");

describe("machineReadingChecks", () => {
  it("passes the sample as printed: two pages, its name in the text, well under 1 MB", () => {
    const data = createSampleResumeData();
    const text = `${data.basics.name}\n${data.basics.headline}\nExperience`;
    expect(failed(machineReadingChecks({ data, text, pages: 2, bytes: 120_000, now }))).toEqual({});
  });

  it("says what a parser misses, with the fix's particulars", () => {
    const data = createSampleResumeData();
    data.basics.email = "";
    data.basics.phone = " ";
    const [job] = data.sections.experience.items;
    if (job === undefined) throw new Error("The sample has jobs");
    data.sections.experience.items = [{ ...job, date: "" }];
    data.sections.experience.name = "Where I shone";
    data.sections.skills.name = "Aptitudes";
    data.sections.summary.content = '<p>Hello <img src="data:image/png;base64,AA==" alt="chart"></p>';
    const checks = machineReadingChecks({ data, text: "Hello", pages: 3, bytes: 2_000_000, now });
    expect(failed(checks)).toEqual({
      email: [],
      phone: [],
      jobDates: [`${job.position}, ${job.company}`],
      // "Aptitudes" is the Spanish default: recognised; the invented name is not.
      sectionNames: ["Where I shone"],
      textInImages: ["1"],
      nameReadable: [],
      length: ["3", "0"],
      fileSize: ["2000000"],
    });
  });

  it("allows a third page from ten years of experience", () => {
    const data = createSampleResumeData();
    const [job] = data.sections.experience.items;
    if (job === undefined) throw new Error("The sample has jobs");
    data.sections.experience.items = [{ ...job, date: "2012 – Present" }];
    expect(yearsOfExperience(data, now)).toBe(14);
    const checks = machineReadingChecks({ data, text: data.basics.name, pages: 3, bytes: 1, now });
    expect(checks.find((check) => check.id === "length")?.passed).toBe(true);
  });

  it("counts years from the earliest to the latest year when every job has ended", () => {
    const data = createSampleResumeData();
    const [job] = data.sections.experience.items;
    if (job === undefined) throw new Error("The sample has jobs");
    data.sections.experience.items = [
      { ...job, id: "a", date: "Mar 2015 - Jun 2018" },
      { ...job, id: "b", date: "2018–2021" },
    ];
    expect(yearsOfExperience(data, now)).toBe(6);
  });
});
