import { addLanguage, type ResumeData, resumeInLanguage, setTranslations } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { translationsFromJsonResume, translationsFromResume } from "./as-translations.ts";
import { convertJsonResume } from "./import.ts";

type Job = { name: string; position: string; startDate?: string; endDate?: string; summary?: string };

const resume = (language: "en" | "de", work: Job[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    basics: {
      name: "Ada Lovelace",
      label: language === "en" ? "Engineer" : "Ingenieurin",
      email: "ada@example.com",
      url: "https://ada.example.com",
      summary: language === "en" ? "Builds engines." : "Baut Maschinen.",
    },
    work: work.map((job) => ({ ...job, url: `https://${job.name.toLowerCase()}.example.com` })),
    ...extra,
  });

const english: Job[] = [
  { name: "Acme", position: "Lead", startDate: "2020-01", summary: "Led the team." },
  { name: "Initech", position: "Developer", startDate: "2016-03", endDate: "2019-12" },
  { name: "Globex", position: "Intern", startDate: "2014-06", endDate: "2015-08" },
];
const german: Job[] = [
  { name: "Acme GmbH", position: "Leiterin", startDate: "2020-01", summary: "Leitete das Team." },
  { name: "Initech", position: "Entwicklerin", startDate: "2016-03", endDate: "2019-12" },
  { name: "Globex", position: "Praktikantin", startDate: "2014-06", endDate: "2015-08" },
];

const existing = (work = english, extra?: Record<string, unknown>): ResumeData =>
  convertJsonResume(resume("en", work, extra)).data;
const ids = (data: ResumeData) => data.sections.experience.items.map((item) => item.id);
const job = (data: ResumeData, index: number, field: string) =>
  `sections.experience.items.${ids(data)[index]}.${field}`;

describe("translationsFromJsonResume", () => {
  it("pairs items in order when their dates agree and keeps only translatable texts", () => {
    const data = existing();
    const result = translationsFromJsonResume(data, resume("de", german));
    expect(result.matches.map((match) => [match.existingId, match.importedIndex, match.by])).toEqual(
      ids(data).map((id, index) => [id, index, "order"]),
    );
    expect(result.texts).toMatchObject({
      "basics.headline": "Ingenieurin",
      [job(data, 0, "position")]: "Leiterin",
      [job(data, 1, "position")]: "Entwicklerin",
      [job(data, 2, "position")]: "Praktikantin",
    });
    expect(result.texts[job(data, 0, "summary")]).toContain("Leitete das Team.");
    expect(result.texts["sections.summary.content"]).toContain("Baut Maschinen.");
    expect(result.unmatched).toEqual([]);
    // Shared fields: names, dates and links are never among the texts.
    const keys = Object.keys(result.texts);
    for (const shared of ["company", "date", "url"])
      expect(keys.some((key) => key.endsWith(`.${shared}`))).toBe(false);
    expect(keys).not.toContain("basics.name");
    expect(keys).not.toContain("basics.email");
    // The default section names need no translation.
    expect(keys).not.toContain("sections.experience.name");
  });

  it("pairs by date when the other file lists the items in another order", () => {
    const data = existing();
    const reordered = [german[2], german[0], german[1]] as Job[];
    const result = translationsFromJsonResume(data, resume("de", reordered));
    expect(result.matches.map((match) => [match.existingId, match.importedIndex, match.by])).toEqual([
      [ids(data)[0], 1, "date"],
      [ids(data)[1], 2, "date"],
      [ids(data)[2], 0, "date"],
    ]);
    expect(result.texts[job(data, 2, "position")]).toBe("Praktikantin");
  });

  it("pairs with the nearest date within a year when a date was written a little differently", () => {
    const data = existing();
    const shifted = german.map((item, index) => (index === 1 ? { ...item, startDate: "2016-05" } : item));
    const result = translationsFromJsonResume(data, resume("de", shifted));
    expect(result.matches[1]).toMatchObject({
      existingId: ids(data)[1],
      importedIndex: 1,
      by: "nearest-date",
    });
    expect(result.texts[job(data, 1, "position")]).toBe("Entwicklerin");
  });

  it("reports an item the file lacks as unmatched on the existing side and leaves it to translate", () => {
    const data = existing();
    const result = translationsFromJsonResume(data, resume("de", [german[0], german[2]] as Job[]));
    expect(result.matches.map((match) => match.existingId)).toEqual([ids(data)[0], ids(data)[2]]);
    expect(result.unmatched).toEqual([
      { section: "sections.experience", side: "existing", index: 1, title: "Initech · Developer" },
    ]);
    expect(Object.keys(result.texts).some((key) => key.includes(`${ids(data)[1]}`))).toBe(false);
  });

  it("reports an item only the file has as unmatched on the imported side and stores nothing for it", () => {
    const data = existing();
    const extra: Job = { name: "Umbrella", position: "Beraterin", startDate: "2010-01", endDate: "2011-01" };
    const result = translationsFromJsonResume(data, resume("de", [...german, extra]));
    expect(result.matches).toHaveLength(3);
    expect(result.unmatched).toEqual([
      { section: "sections.experience", side: "imported", index: 3, title: "Umbrella · Beraterin" },
    ]);
    expect(Object.values(result.texts)).not.toContain("Beraterin");
  });

  it("pairs undated items (skills) in order and never a far date", () => {
    const skills = { skills: [{ name: "Writing" }, { name: "Maths" }] };
    const data = existing(english, skills);
    const far = german.map((item, index) => (index === 1 ? { ...item, startDate: "2000-01" } : item));
    const result = translationsFromJsonResume(
      data,
      resume("de", far, { skills: [{ name: "Schreiben" }, { name: "Mathematik" }] }),
    );
    const skillIds = data.sections.skills.items.map((item) => item.id);
    expect(result.texts[`sections.skills.items.${skillIds[0]}.name`]).toBe("Schreiben");
    expect(result.texts[`sections.skills.items.${skillIds[1]}.name`]).toBe("Mathematik");
    expect(result.unmatched.map((item) => [item.side, item.index])).toEqual([
      ["existing", 1],
      ["imported", 1],
    ]);
  });

  it("gives texts the translations route accepts, and the resume in German keeps its shared fields", () => {
    const added = addLanguage(existing(), "de-DE");
    if (!added.ok) throw new Error(added.problem);
    const { texts } = translationsFromResume(added.data, convertJsonResume(resume("de", german)).data);
    const stored = setTranslations(added.data, "de-DE", texts);
    if (!stored.ok) throw new Error(`${stored.problem} ${JSON.stringify(stored.fieldErrors)}`);
    const shown = resumeInLanguage(stored.data, "de");
    expect(shown.basics).toMatchObject({
      headline: "Ingenieurin",
      name: "Ada Lovelace",
      email: "ada@example.com",
    });
    expect(
      shown.sections.experience.items.map((item) => [item.company, item.position, item.url.href]),
    ).toEqual([
      ["Acme", "Leiterin", "https://acme.example.com"],
      ["Initech", "Entwicklerin", "https://initech.example.com"],
      ["Globex", "Praktikantin", "https://globex.example.com"],
    ]);
    // The source language is untouched.
    expect(stored.data.sections.experience.items[0]?.position).toBe("Lead");
  });
});
