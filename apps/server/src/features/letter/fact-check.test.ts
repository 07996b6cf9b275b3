import { createSampleResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { unsupportedPhrases } from "./fact-check.ts";

const resume = createSampleResumeData();
const jobDescription =
  "Acme Robotics is hiring a Staff Engineer to lead our Rust platform team. You have 10 years of experience, " +
  "a Master's degree in Computer Science, and you know Kubernetes and Rust.";
const sources = {
  resume,
  jobDescription,
  allowed: ["Dana Reyes", "Engineering Manager", "Acme Robotics"],
  locale: "en-US",
};

const check = (...paragraphs: string[]) =>
  unsupportedPhrases(paragraphs.map((text) => `<p>${text}</p>`).join(""), sources);

describe("the fact check of a draft", () => {
  it("passes a draft that states only what the resume says", () => {
    expect(
      check(
        "I am applying for the Staff Engineer role at Acme Robotics.",
        "As a Senior Software Engineer at Quillpay I own the checkout API in Go, PostgreSQL and Kafka, handling 40 million payments a month.",
        "Before that, at Tarang Logistics, I built a route-planning service in TypeScript and Node.js used by 3,000 delivery partners.",
        "I hold a Bachelor of Technology in Computer Science and Engineering from the Deccan Institute of Technology, and I am a Certified Kubernetes Application Developer.",
        "Acme Robotics builds its platform in Rust, and I would be glad to talk with Dana Reyes about the team.",
      ),
    ).toEqual([]);
  });

  it("flags an invented employer", () => {
    expect(check("At Google I led the search infrastructure team.")).toEqual(["Google"]);
  });

  it("flags an invented title, degree and number, even when the job description asks for them", () => {
    const flagged = check(
      "I have 10 years of experience with Rust.",
      "I worked as Principal Architect at Quillpay.",
      "I earned a Master's degree in Computer Science.",
    );
    expect(flagged).toEqual(
      expect.arrayContaining(["10 years of experience", "Rust", "Principal Architect"]),
    );
    expect(flagged.some((phrase) => phrase.startsWith("Master"))).toBe(true);
    expect(flagged).not.toContain("Quillpay");
  });

  it("flags a number the resume does not have, and passes one it has", () => {
    expect(check("I mentored twelve engineers and handled 90 million payments a month.")).toEqual([
      "90 million payments",
    ]);
    expect(check("I mentor four engineers and handle 40 million payments a month.")).toEqual([]);
  });

  it("accepts the job's own words where the sentence describes the job, not the writer", () => {
    expect(check("Your team is moving its platform to Rust and Kubernetes.")).toEqual([]);
    expect(check("I am an expert in Rust.")).toEqual(["Rust"]);
  });

  it("reads a German draft by its names, not by its capitalised nouns", () => {
    const german = (html: string) => unsupportedPhrases(html, { ...sources, locale: "de-DE" });
    expect(
      german(
        "<p>Ich bewerbe mich bei Acme Robotics. Bei Quillpay verantworte ich die Checkout-API mit Go und Kafka.</p>",
      ),
    ).toEqual([]);
    expect(german("<p>Bei Google war ich Principal Architect für AWS Lambda.</p>")).toEqual([
      "Principal Architect",
      "AWS Lambda",
    ]);
  });
});
