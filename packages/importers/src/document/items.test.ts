import { describe, expect, it } from "vitest";
import { buildItem, splitItems } from "./items.ts";
import type { DocLine } from "./lines.ts";

const line = (text: string, extra: Partial<DocLine> = {}): DocLine => ({
  text,
  parts: [text],
  size: 1,
  bold: false,
  bullet: false,
  gap: 0,
  links: [],
  where: "test",
  ...extra,
});

describe("an item's fields", () => {
  it("take a grade after the subtitle's last comma into the meta field", () => {
    const { fields } = buildItem("education", [
      line("Deccan Institute of Technology", { bold: true }),
      line("Bachelor of Technology, Computer Science and Engineering, CGPA 8.7 / 10"),
      line("2013 – 2017"),
    ]);
    expect(fields).toMatchObject({
      institution: "Deccan Institute of Technology",
      studyType: "Bachelor of Technology",
      area: "Computer Science and Engineering",
      score: "CGPA 8.7 / 10",
      date: "2013 – 2017",
    });
  });

  it("read keywords from a list item without its bullet", () => {
    const { fields } = buildItem("projects", [
      line("pgwatch-lite", { bold: true }),
      line("A monitoring agent that ships query statistics to Prometheus.", { bullet: false }),
      line("• Go, PostgreSQL, Prometheus", { bullet: true }),
    ]);
    expect(fields.keywords).toEqual(["Go", "PostgreSQL", "Prometheus"]);
  });

  it("take a role written before its employer the other way round", () => {
    const { fields } = buildItem("experience", [
      line("Senior Software Engineer", { bold: true, size: 1.4 }),
      line("Quillpay", { bold: true, links: [{ text: "Quillpay", href: "https://quillpay.example.com/" }] }),
      line("Mar 2021 – Present"),
      line("Bengaluru"),
    ]);
    expect(fields).toMatchObject({
      company: "Quillpay",
      position: "Senior Software Engineer",
      date: "Mar 2021 – Present",
      location: "Bengaluru",
      url: { label: "", href: "https://quillpay.example.com/" },
    });
  });

  it("keep a link's own label when its name is also a field's text", () => {
    const href = "https://dribbble.com/aleks-sample";
    const { fields } = buildItem("profiles", [
      line("Dribbble aleks-sample", {
        parts: ["Dribbble", "aleks-sample"],
        links: [{ text: "aleks-sample", href }],
      }),
      line("Shots", { links: [{ text: "Shots", href }] }),
    ]);
    expect(fields).toMatchObject({
      network: "Dribbble",
      username: "aleks-sample",
      url: { label: "Shots", href },
    });
  });
});

describe("running text", () => {
  it("under a kind with no place for it is handed back, not taken for the entry's name", () => {
    const sentence =
      "Sea swimming in every season, badly drawn maps of every place I have lived in, and slow bread.";
    const { fields, leftover } = buildItem("languages", [line(sentence)]);
    expect(fields.name).toBeUndefined();
    expect(leftover).toEqual([sentence]);
  });
});

describe("an entry on one line", () => {
  it("takes the chips after its title fields as keywords", () => {
    const parts = ["Data stores", "Advanced", "PostgreSQL", "Redis", "Kafka"];
    const { fields } = buildItem("skills", [line(parts.join(" "), { parts, heading: 3 })]);
    expect(fields).toMatchObject({
      name: "Data stores",
      description: "Advanced",
      keywords: ["PostgreSQL", "Redis", "Kafka"],
    });
  });
});

describe("an entry with its dates in a margin", () => {
  it("measures its lines from its title, not from the margin", () => {
    const parts = ["2013 – 2017", "Deccan Institute of Technology"];
    const { fields } = buildItem("education", [
      line(parts.join(" "), {
        parts,
        bold: true,
        indent: 3,
        partStyles: [
          { size: 1, bold: true, x: 3 },
          { size: 1, bold: true, x: 8.8 },
        ],
      }),
      line("Bachelor of Technology, Computer Science and Engineering", { indent: 8.8 }),
    ]);
    expect(fields).toMatchObject({
      institution: "Deccan Institute of Technology",
      date: "2013 – 2017",
      studyType: "Bachelor of Technology",
      area: "Computer Science and Engineering",
    });
  });
});

describe("a line of date and place", () => {
  it("is not taken for a keyword list", () => {
    const { fields } = buildItem("custom", [
      line("Design systems that survive reorgs", { bold: true }),
      line("Oct 2024 · Config Europe, Amsterdam"),
      line("Design systems, Governance"),
    ]);
    expect(fields).toMatchObject({
      name: "Design systems that survive reorgs",
      date: "Oct 2024",
      keywords: ["Design systems", "Governance"],
    });
    expect(JSON.stringify(fields)).toContain("Config Europe, Amsterdam");
  });
});

describe("a section's entries", () => {
  it("do not start at a sentence that names a year", () => {
    const items = splitItems(
      [
        line("Certified Usability Analyst 2018", {
          parts: ["Certified Usability Analyst", "2018"],
          bold: true,
        }),
        line("Human Factors International"),
        line("Renewed 2023."),
        line("Accessibility Specialist 2020", { parts: ["Accessibility Specialist", "2020"], bold: true }),
      ],
      "10:false",
      false,
    );
    expect(items.map((entry) => entry.map(({ text }) => text))).toEqual([
      ["Certified Usability Analyst 2018", "Human Factors International", "Renewed 2023."],
      ["Accessibility Specialist 2020"],
    ]);
  });
});
