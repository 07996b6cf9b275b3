import { readFileSync } from "node:fs";
import { htmlToText, resumeAttachmentName } from "@vitae/schema";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { detectFileType } from "../detect.ts";
import { ImportError } from "../shared/result.ts";
import { findDate, isDateText } from "./dates.ts";
import { importDocx, importPdf } from "./import-document.ts";
import { sectionOfHeading } from "./section-names.ts";
import { encryptedPdf, imageOnlyPdf, wordDocument } from "./test-documents.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../fixtures/documents/${name}`, import.meta.url)));

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImportError);
  return error as ImportError;
};

describe("section headings", () => {
  it("are known in every language of the app and by common English synonyms", () => {
    expect(sectionOfHeading("Berufserfahrung")).toEqual({ kind: "experience", locale: "de-DE" });
    expect(sectionOfHeading("WORK HISTORY")?.kind).toBe("experience");
    expect(sectionOfHeading("Professional Experience:")?.kind).toBe("experience");
    expect(sectionOfHeading("Honors & Awards")?.kind).toBe("awards");
    expect(sectionOfHeading("教育经历")?.kind).toBe("education");
    expect(sectionOfHeading("Open Source Contributions")).toBeUndefined();
  });
});

describe("dates", () => {
  it("are read as people write them, month names in the app's languages included", () => {
    for (const text of [
      "Jan 2020 – Present",
      "2019–2021",
      "03/2018",
      "März 2019 - heute",
      "Sept 2015 to 2017",
      "2021",
      "Summer 2012",
    ])
      expect(isDateText(text), text).toBe(true);
    expect(isDateText("Senior Engineer")).toBe(false);
    expect(findDate("Lead Designer at Serviço Digital, 2019 – Present.")?.date).toBe("2019 – Present");
  });
});

describe("PDF import", () => {
  it("reads a two-column layout by its columns: header, each section's items and their fields", async () => {
    const { data, warnings, recognition } = await importPdf(fixture("two-column.pdf"));
    expect(recognition).toEqual({ restored: false, importedText: false });
    expect(data.basics).toMatchObject({
      name: "Jonas Weber",
      headline: "Data Engineer",
      email: "jonas.weber@example.org",
      phone: "+49 30 1234567",
      location: "Berlin, Germany",
    });
    expect(data.sections.experience.name).toBe("Work History");
    expect(data.sections.experience.items).toMatchObject([
      {
        company: "Nordlicht Analytics",
        position: "Senior Data Engineer",
        location: "Berlin",
        date: "Jan 2020 – Present",
      },
      { company: "Bergmann Logistik", position: "Data Engineer", location: "Hamburg", date: "2017 – 2019" },
    ]);
    expect(data.sections.experience.items[0]?.summary).toContain("<li><p>Cut the warehouse bill");
    expect(data.sections.education.items).toMatchObject([
      {
        institution: "Technische Universität Berlin",
        studyType: "Bachelor of Science",
        area: "Computer Science",
      },
    ]);
    expect(data.sections.skills.items).toMatchObject([
      { name: "Data engineering", keywords: ["Python", "Spark", "Airflow"] },
      { name: "Databases", keywords: ["PostgreSQL", "BigQuery"] },
    ]);
    expect(data.sections.languages.items).toMatchObject([
      { name: "German", description: "Native" },
      { name: "English", description: "Fluent" },
    ]);
    expect(warnings).toEqual([]);
  });

  it("reads headings set in the margin beside their first entry, a role above its employer, and a summary under the name", async () => {
    const { data, warnings } = await importPdf(fixture("margin-headings.pdf"));
    expect(warnings).toEqual([]);
    expect(data.basics).toMatchObject({
      name: "Lena Okafor",
      headline: "Platform Engineer",
      email: "lena.okafor@example.net",
      phone: "+44 20 7946 0321",
    });
    expect(htmlToText(data.sections.summary.content)).toMatch(
      /^Platform engineer with six years.*speed-ups\.$/,
    );
    // "Tools:" in bold before its list is a labelled field of the header, not a Skills heading in the margin.
    expect(data.basics.customFields).toMatchObject([
      { name: "Tools", value: "Bazel, Buildkite, Terraform." },
    ]);
    expect(data.sections.skills.items).toEqual([]);
    // "lena-okafor-sample (GitHub)" names the profile: its link keeps no label of its own.
    expect(data.sections.profiles.items).toMatchObject([
      {
        network: "GitHub",
        username: "lena-okafor-sample",
        url: { label: "", href: "https://github.com/lena-okafor-sample" },
      },
    ]);
    expect(data.sections.experience.items).toMatchObject([
      {
        company: "Brightforge",
        position: "Staff Platform Engineer",
        date: "Apr 2021 – Present",
        location: "Manchester",
        url: { label: "", href: "https://brightforge.example.com/" },
      },
      {
        company: "Corvid Systems",
        position: "Build Engineering Intern",
        date: "Summer 2016",
        location: "Leeds",
      },
    ]);
    expect(htmlToText(data.sections.experience.items[0]?.summary ?? "")).toContain("Cut median CI time");
    expect(data.sections.education.items).toMatchObject([
      {
        institution: "University of Sheffield",
        studyType: "Master of Engineering",
        area: "Computer Systems",
        date: "2012 – 2016",
      },
    ]);
    expect(data.sections.certifications.items).toMatchObject([
      {
        name: "Certified Kubernetes Administrator",
        issuer: "Cloud Native Computing Foundation",
        date: "2022",
      },
    ]);
  });

  it("reads contacts set side by side, dates and places in a margin, and entries in a grid row by row", async () => {
    const { data, warnings } = await importPdf(fixture("grid-entries.pdf"));
    expect(warnings).toEqual([]);
    expect(data.basics).toMatchObject({
      name: "Tomás Ruiz",
      headline: "Data Analyst",
      email: "tomas.ruiz@example.org",
      phone: "+34 612 345 678",
      location: "Valencia, Spain",
      // Set right of the name, on its line.
      url: { label: "tomasruiz.example", href: "https://tomasruiz.example" },
    });
    expect(data.sections.experience.items).toMatchObject([
      {
        company: "Naranja Retail",
        position: "Senior Data Analyst",
        date: "Sep 2020 – Present",
        location: "Valencia",
      },
      { company: "Meseta Logistics", position: "Data Analyst", date: "2017 – 2020", location: "Madrid" },
      { company: "Cítrico Labs", position: "Analytics Intern", date: "2016", location: "Remote" },
    ]);
    expect(
      data.sections.skills.items.map(({ name, description, keywords }) => ({ name, description, keywords })),
    ).toEqual([
      { name: "Analytics", description: "Expert", keywords: ["SQL", "dbt", "Looker"] },
      { name: "Programming", description: "Advanced", keywords: ["Python", "pandas"] },
      { name: "Statistics", description: "Advanced", keywords: ["Forecasting", "A/B testing"] },
      { name: "Visualisation", description: "Expert", keywords: ["D3", "Vega-Lite"] },
    ]);
  });

  it("keeps the text of a resume without section headings in 'Imported text', and says so", async () => {
    const { data, warnings, recognition } = await importPdf(fixture("no-headings.pdf"));
    expect(data.basics).toMatchObject({
      name: "Ana Costa",
      email: "ana.costa@example.com",
      location: "Lisbon, Portugal",
    });
    const imported = Object.values(data.sections.custom);
    expect(imported.map((section) => section.name)).toEqual(["Imported text"]);
    const text = imported[0]?.items[0]?.summary ?? "";
    for (const words of [
      "calm, accessible interfaces",
      "Lead Designer at Serviço Digital",
      "Websites and booking flows",
    ])
      expect(text).toContain(words);
    expect(recognition).toEqual({ restored: false, importedText: true });
    expect(warnings.map((warning) => warning.message).join("\n")).toMatch(
      /No section headings[\s\S]*"Imported text"/,
    );
  });

  it("refuses a file over 50 MB before reading it", async () => {
    const large = new Uint8Array(50 * 1024 * 1024 + 1);
    large.set(new TextEncoder().encode("%PDF-1.7\n"));
    expect((await refusal(importPdf(large))).code).toBe("ImportFileTooLarge");
  });

  it("refuses a password-protected PDF", async () => {
    expect((await refusal(importPdf(encryptedPdf()))).code).toBe("ImportPdfEncrypted");
  });

  it("refuses a PDF without text: it was scanned", async () => {
    const error = await refusal(importPdf(imageOnlyPdf()));
    expect(error.code).toBe("ImportPdfNoText");
    expect(error.message).toMatch(/no text: it was scanned/);
  });

  it("refuses a file that is not a PDF", async () => {
    expect((await refusal(importPdf(new TextEncoder().encode("not a pdf")))).code).toBe(
      "ImportPdfUnreadable",
    );
  });

  it("recognises a PDF whose attachment is not a valid resume from its text instead", async () => {
    // The attachment name alone does not make a restore: the data must parse as a resume.
    expect(resumeAttachmentName).toBe("vitae-resume.json");
    const { recognition } = await importPdf(fixture("two-column.pdf"));
    expect(recognition?.restored).toBe(false);
  });
});

describe("Word import", () => {
  const resume = wordDocument([
    { text: "Priya Nair", style: "Title" },
    { text: "Product Manager" },
    { text: "priya.nair@example.com | +44 20 7946 0958 | London, UK" },
    { text: "Professional Experience", style: "Heading1" },
    { text: "Lumen Health", bold: true, tab: "Mar 2019 – Present" },
    { text: "Senior Product Manager", tab: "London" },
    { text: "• Launched the patient app used by 200,000 people every month across three countries." },
    { text: "Education", style: "Heading1" },
    { text: "University of Leeds", bold: true, tab: "2010 – 2014" },
    { text: "BSc, Economics" },
    { text: "Volunteering", style: "Heading1" },
    { text: "Code Club", bold: true, tab: "2016 – 2018" },
    { text: "Mentor" },
  ]);

  it("is told apart from a LinkedIn zip", () => {
    expect(detectFileType(resume)).toBe("docx");
  });

  it("reads headings, items and fields through the same recogniser as a PDF", async () => {
    const { data, recognition } = await importDocx(resume);
    expect(recognition).toEqual({ restored: false, importedText: false });
    expect(data.basics).toMatchObject({
      name: "Priya Nair",
      headline: "Product Manager",
      email: "priya.nair@example.com",
      phone: "+44 20 7946 0958",
      location: "London, UK",
    });
    expect(data.sections.experience.items).toMatchObject([
      {
        company: "Lumen Health",
        position: "Senior Product Manager",
        location: "London",
        date: "Mar 2019 – Present",
      },
    ]);
    expect(data.sections.experience.items[0]?.summary).toBe(
      "<ul><li><p>Launched the patient app used by 200,000 people every month across three countries.</p></li></ul>",
    );
    expect(data.sections.education.items).toMatchObject([
      { institution: "University of Leeds", studyType: "BSc", area: "Economics", date: "2010 – 2014" },
    ]);
    expect(data.sections.volunteer.items).toMatchObject([{ organization: "Code Club", position: "Mentor" }]);
  });

  it("refuses an old .doc renamed .docx by its header", async () => {
    const doc = new Uint8Array(1024);
    doc.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await refusal(importDocx(doc))).code).toBe("ImportDocIsNotDocx");
  });

  it("refuses a zip bomb before inflating it", { timeout: 30_000 }, async () => {
    const bomb = zipSync({ "word/document.xml": new Uint8Array(41 * 1024 * 1024) }, { level: 1 });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    expect((await refusal(importDocx(bomb))).code).toBe("ImportDocxTooLarge");
  });

  it("refuses a zip that is not a Word document", async () => {
    const other = zipSync({ "notes.txt": strToU8("hello") });
    expect((await refusal(importDocx(other))).code).toBe("ImportDocxUnreadable");
  });
});
