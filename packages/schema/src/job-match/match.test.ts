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

describe("matchJobDescription for a designer", () => {
  // A product designer's resume: usability testing and research, Figma, a design system; no QA, no Storybook,
  // no analytics tools, no A/B tests, no design tokens.
  const designer = (): ResumeData => {
    const data = createSampleResumeData();
    data.basics.headline = "Senior Product Designer";
    data.sections.summary.content =
      "<p>Product designer with eight years of experience. I built a design system adopted by 14 teams and run accessibility audits.</p>";
    data.sections.skills.items = [
      {
        ...(data.sections.skills.items[0] as ResumeData["sections"]["skills"]["items"][number]),
        name: "Research",
        keywords: ["Usability testing", "User interviews"],
      },
      {
        ...(data.sections.skills.items[1] as ResumeData["sections"]["skills"]["items"][number]),
        name: "Design",
        keywords: ["Figma", "Prototyping", "Interaction design"],
      },
    ];
    for (const job of data.sections.experience.items)
      job.summary =
        "<ul><li>Led usability testing of the checkout with 40 customers.</li><li>Shipped a design system in Figma.</li></ul>";
    data.sections.projects.items = [];
    data.sections.internship.items = [];
    return data;
  };
  const match = matchJobDescription({ description: jobDescriptions.productDesignerEn, data: designer() });

  it("does not count quality assurance as covered by usability testing", () => {
    expect(keyword(match, "Quality assurance")).toMatchObject({ kind: "skill", foundIn: [] });
    expect(keyword(match, "Usability testing")?.foundIn).toEqual(
      expect.arrayContaining(["skills", "experience"]),
    );
    const skillsOf = (text: string) => [...tokenize(text, "en", stopWordsFor("en")).skills.keys()];
    expect(skillsOf("We run A/B testing and usability testing")).toEqual([
      "A/B testing",
      "Usability testing",
    ]);
    // A broad word stands for the skill on its own, not as the last word of another activity.
    expect(skillsOf("Product analytics and load testing")).toEqual([]);
    const alone = tokenize("Testing, analytics and test automation", "en", stopWordsFor("en")).skills;
    expect(Object.fromEntries(alone)).toEqual({ "Quality assurance": 2, "Data analysis": 1 });
  });

  it("lists the tools the ad names in capitals as missing, though no vocabulary knows them", () => {
    for (const tool of ["Storybook", "Amplitude", "Mixpanel", "Looker", "Tokens Studio", "HTML", "CSS"])
      expect(keyword(match, tool), tool).toMatchObject({
        kind: "skill",
        foundIn: [],
        addTo: ["skills", "experience"],
      });
    expect(keyword(match, "Storybook")?.count).toBe(2);
    expect(keyword(match, "A/B testing")).toMatchObject({ kind: "skill", foundIn: [] });
    expect(keyword(match, "Design tokens")).toMatchObject({ kind: "skill", count: 2, foundIn: [] });
    expect(keyword(match, "Figma")?.foundIn).toEqual(expect.arrayContaining(["skills"]));
    // Not tools: the employer, the place, capitals that start a sentence or a heading.
    for (const word of [
      "Brightline",
      "London",
      "Hybrid",
      "Senior Product Designer",
      "Expert",
      "Plan",
      "Nice",
    ])
      expect(keyword(match, word), word).toBeUndefined();
    // Nor words again for the tools they are.
    expect(keyword(match, "storybook")).toBeUndefined();
    expect(match.score).toBe(expectedScore(match));
  });

  it("finds a tool once the resume names it, in any case", () => {
    const data = designer();
    const [first] = data.sections.skills.items;
    if (first === undefined) throw new Error("The designer has skills");
    first.keywords = [...first.keywords, "storybook", "Amplitude"];
    const after = matchJobDescription({ description: jobDescriptions.productDesignerEn, data });
    expect(keyword(after, "Storybook")?.foundIn).toEqual(["skills"]);
    expect(keyword(after, "Amplitude")?.foundIn).toEqual(["skills"]);
    expect(after.score).toBeGreaterThan(match.score);
  });

  it("reads the resume's rich text with its entities decoded, as the reader sees it", () => {
    const data = designer();
    // An import through Markdown writes an apostrophe as &#39;.
    data.sections.summary.content = "<p>Courses for O&#39;Reilly Learning and R&amp;D teams</p>";
    const after = matchJobDescription({
      description: "Designer\nYou know Figma, Miro and O'Reilly Learning. O'Reilly Learning is our library.",
      data,
    });
    expect(keyword(after, "O'Reilly Learning")?.foundIn).toEqual(["summary"]);
  });

  it("reads no tool names into a German ad, whose nouns all start with a capital", () => {
    const german = matchJobDescription({
      description: jobDescriptions.produktmanagerDe,
      data: localizeResumeData(createSampleResumeData(), "de-DE"),
    });
    for (const noun of ["Vertrieb", "Support", "Hochschulen", "Erfahrung", "Roadmap"])
      expect(keyword(german, noun), noun).toBeUndefined();
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
