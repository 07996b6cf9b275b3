import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text.ts";
import { machineReadingChecks, wordRecall, wordsOf, yearsOfExperience } from "./machine-reading.ts";
import type { ResumeData } from "./resume-data.ts";
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

describe("reading order", () => {
  const data = createSampleResumeData();
  const check = (text: string) =>
    machineReadingChecks({ data, text, pages: 1, bytes: 1, now }).find(
      (entry) => entry.id === "readingOrder",
    );

  it("warns when the sidebar's sections come before the main column in the text", () => {
    // A left-sidebar template drawn sidebar first: profiles and skills, then the summary.
    const text = `${data.basics.name}\nProfiles\nGitHub\nSkills\nGo\nSummary\nBackend engineer\nExperience\nQuillpay`;
    expect(check(text)).toEqual({ id: "readingOrder", passed: false, details: ["Profiles", "Skills"] });
  });

  it("passes the main column first, the sidebar after it", () => {
    const text = `${data.basics.name}\nSummary\nBackend engineer\nExperience\nQuillpay\nProfiles\nSkills\nGo`;
    expect(check(text)?.passed).toBe(true);
  });
});

describe("page furniture", () => {
  const data = createSampleResumeData();
  const check = (text: string, pages: number) =>
    machineReadingChecks({ data, text, pages, bytes: 1, now }).find((entry) => entry.id === "pageFurniture");

  it("warns about a line printed on every sheet, quoting the first sheet's", () => {
    const text = `${data.basics.name}\nSummary\nExperience\nPage 1 of 2\fEducation\nDeccan Institute\nPage 2 of 2`;
    expect(check(text, 2)).toEqual({ id: "pageFurniture", passed: false, details: ["Page 1 of 2"] });
    // In any language, at the top of the sheet as at the bottom.
    expect(check("Seite 1 von 2\nAda\nErfahrung\fSeite 2 von 2\nAusbildung", 2)?.details).toEqual([
      "Seite 1 von 2",
    ]);
  });

  it("passes one sheet, and dates that happen to end two sheets", () => {
    expect(check(`${data.basics.name}\nPage 1 of 1`, 1)?.passed).toBe(true);
    expect(check("Ada\nQuillpay\n2019 - 2021\fSchool\n2013 - 2017", 2)?.passed).toBe(true);
  });
});

describe("text in other scripts", () => {
  const hindi = () => {
    const data = createSampleResumeData();
    data.metadata.locale = "hi-IN";
    data.basics.name = "मीरा अय्यर";
    data.basics.headline = "वरिष्ठ सॉफ़्टवेयर इंजीनियर";
    data.sections.summary.content =
      "<p>भुगतान और लॉजिस्टिक्स प्लेटफ़ॉर्म बनाने में सात वर्षों का अनुभव रखने वाली इंजीनियर।</p>";
    return data;
  };
  const check = (data: ResumeData, text: string) =>
    machineReadingChecks({ data, text, pages: 1, bytes: 1, now }).find((entry) => entry.id === "scriptText");

  it("warns with the script and the share of its words read back as written", () => {
    const data = hindi();
    // pdf.js on a Devanagari PDF: vowel signs drawn before their consonant come out apart or lost.
    const read =
      "मीरा अय् यर\nव रष्ठ सॉफ़् टवेयर इंजी नयर\nभुगतान और लॉ ज स् टक् स प् लेटफ़ॉम  बनाने म  सात वषा  का अनुभव रखने वाली इंजी नयर।";
    const result = check(data, read);
    expect(result?.passed).toBe(false);
    const [script, percent] = result?.details ?? [];
    expect(script).toBe("Deva");
    const written = wordsOf(
      [
        data.basics.name,
        data.basics.headline,
        "भुगतान और लॉजिस्टिक्स प्लेटफ़ॉर्म बनाने में सात वर्षों का अनुभव रखने वाली इंजीनियर।",
      ].join(" "),
      "hi-IN",
    );
    expect(percent).toBe(String(Math.floor(100 * wordRecall(written, wordsOf(read, "hi-IN")))));
    expect(Number(percent)).toBeLessThan(90);
  });

  it("passes text that reads back as written, and a resume in Latin letters", () => {
    const data = hindi();
    const text = [data.basics.name, data.basics.headline, htmlToText(data.sections.summary.content)].join(
      "\n",
    );
    expect(check(data, text)?.passed).toBe(true);
    const latin = createSampleResumeData();
    expect(check(latin, "garbled")?.passed).toBe(true);
  });

  it("compares words as a parser does: joined letter shapes folded, direction marks dropped", () => {
    // Arabic presentation forms (as some PDFs map glyphs) and the marks pdftotext puts around right-to-left runs.
    expect(wordsOf("\u202Bﻟﻴﻠﻰ\u202C Ahmed", "ar-SA")).toEqual(["ليلى", "ahmed"]);
    expect(wordRecall(["a", "b", "b"], ["b", "a"])).toBeCloseTo(2 / 3);
  });
});
