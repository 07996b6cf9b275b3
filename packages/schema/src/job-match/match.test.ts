import { describe, expect, it } from "vitest";
import type { ResumeData } from "../resume-data.ts";
import { localizeResumeData } from "../resume-text.ts";
import { createSampleResumeData } from "../sample.ts";
import { jobDescriptions } from "./fixtures.ts";
import { type JobMatch, matchJobDescription } from "./match.ts";
import { stopWordLanguages, stopWordsFor } from "./stop-words.ts";
import { tokenize } from "./tokenize.ts";

const keyword = (match: JobMatch, label: string) => match.keywords.find((entry) => entry.label === label);

/** The score as documented: the covered keywords' weight over all keywords' weight. */
const expectedScore = (match: JobMatch) => {
  const total = match.keywords.reduce((sum, entry) => sum + entry.weight, 0);
  const covered = match.keywords
    .filter((entry) => entry.foundIn.length > 0)
    .reduce((sum, entry) => sum + entry.weight, 0);
  return Math.round((100 * covered) / total);
};

describe("matchJobDescription in English", () => {
  const data = createSampleResumeData();
  const match = matchJobDescription({ description: jobDescriptions.platformEngineerEn, data });

  it("counts a skill however the description writes it, and finds it where the resume has it", () => {
    // "Kubernetes" twice and "k8s" once are one skill.
    expect(keyword(match, "Kubernetes")).toMatchObject({
      kind: "skill",
      count: 3,
      foundIn: expect.arrayContaining(["skills"]),
    });
    expect(keyword(match, "k8s")).toBeUndefined();
    // "Go" with its capital is the language; Prometheus, Grafana and OpenTelemetry are observability.
    expect(keyword(match, "Go")).toMatchObject({
      kind: "skill",
      foundIn: expect.arrayContaining(["skills"]),
    });
    expect(keyword(match, "Observability")?.count).toBe(4);
  });

  it("lists what is missing with the sections to add it to, and scores by weight", () => {
    expect(keyword(match, "CI/CD")).toMatchObject({
      foundIn: [],
      addTo: ["skills", "experience", "projects"],
    });
    expect(keyword(match, "payments infrastructure")).toMatchObject({ kind: "phrase", foundIn: [] });
    expect(keyword(match, "payments infrastructure")?.addTo[0]).toBe("experience");
    expect(match.score).toBe(expectedScore(match));
    expect(match.score).toBeGreaterThan(0);
    expect(match.score).toBeLessThan(100);
    expect(match.parts.skill.total).toBe(match.keywords.filter((entry) => entry.kind === "skill").length);
  });

  it("leaves out stop words and the words every advertisement uses", () => {
    for (const word of ["the", "and", "with", "experience", "team", "you"])
      expect(keyword(match, word)).toBeUndefined();
  });

  it("covers a keyword once the resume says it, in any of its forms", () => {
    const edited: ResumeData = JSON.parse(JSON.stringify(data));
    const [first] = edited.sections.skills.items;
    if (first === undefined) throw new Error("The sample has skills");
    first.keywords = [...first.keywords, "continuous integration"];
    const after = matchJobDescription({ description: jobDescriptions.platformEngineerEn, data: edited });
    expect(keyword(after, "CI/CD")?.foundIn).toEqual(["skills"]);
    expect(after.score).toBeGreaterThan(match.score);
  });

  it("tells acronyms and names from ordinary words", () => {
    const skillsOf = (text: string) => [...tokenize(text, "en", stopWordsFor("en")).skills.keys()];
    expect(skillsOf("We go the extra mile and rest on Fridays; AI is said in passing")).toEqual([
      "Artificial intelligence",
    ]);
    expect(skillsOf("Go, REST and JS (node.js, C#, C++)")).toEqual(
      expect.arrayContaining(["Go", "REST APIs", "JavaScript", "Node.js", "C#", "C++"]),
    );
  });
});

describe("matchJobDescription in German", () => {
  const data = localizeResumeData(createSampleResumeData(), "de-DE");
  data.sections.summary.content =
    "<p>Produktmanagerin mit sechs Jahren Erfahrung: Produktstrategie, Roadmap und Datenanalyse mit SQL für eine Lernplattform in Scrum-Teams.</p>";
  const match = matchJobDescription({ description: jobDescriptions.produktmanagerDe, data });

  it("drops German stop words and finds the resume's words", () => {
    for (const word of ["und", "mit", "die", "wir", "du"]) expect(keyword(match, word)).toBeUndefined();
    expect(keyword(match, "datenanalyse")).toMatchObject({ count: 2, foundIn: ["summary"] });
    expect(keyword(match, "digitale lernplattform")).toMatchObject({ kind: "phrase", foundIn: [] });
  });

  it("knows Scrum and Kanban as agile, and KPIs as a skill", () => {
    expect(keyword(match, "Agile")).toMatchObject({ kind: "skill", count: 3, foundIn: ["summary"] });
    expect(keyword(match, "Key performance indicators")).toMatchObject({ foundIn: [] });
    expect(match.score).toBe(expectedScore(match));
  });
});

describe("matchJobDescription in Japanese", () => {
  const data = localizeResumeData(createSampleResumeData(), "ja-JP");
  data.sections.summary.content =
    "<p>SQL と Python を用いたデータ分析とダッシュボードの作成。KPI の設計。</p>";
  const match = matchJobDescription({ description: jobDescriptions.dataAnalystJa, data });

  it("segments words without spaces and leaves grammar out", () => {
    expect(keyword(match, "データ分析")).toMatchObject({ kind: "phrase", foundIn: ["summary"] });
    expect(keyword(match, "ダッシュボード")?.foundIn).toEqual(["summary"]);
    expect(match.keywords.some((entry) => /^\p{Script=Hiragana}+$/u.test(entry.label))).toBe(false);
    expect(keyword(match, "Tableau")).toMatchObject({ kind: "skill", foundIn: [] });
    expect(keyword(match, "SQL")?.count).toBe(2);
  });
});

describe("stop words", () => {
  it("exist for the language of every resume locale", async () => {
    const { localeIds } = await import("../locales.ts");
    const languages = new Set(localeIds.map((locale) => locale.slice(0, 2)));
    expect([...languages].filter((language) => !stopWordLanguages.includes(language))).toEqual([]);
    // Each has words of its own beyond the English ones every list includes.
    for (const language of languages) {
      if (language !== "en")
        expect(stopWordsFor(language).size, language).toBeGreaterThan(stopWordsFor("xx").size);
    }
  });
});
