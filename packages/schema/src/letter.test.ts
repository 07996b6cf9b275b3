import { describe, expect, it } from "vitest";
import { createEmptyResumeData } from "./defaults.ts";
import {
  applyLetterDesign,
  CreateLetterInputSchema,
  createLetterData,
  DraftLetterInputSchema,
  LetterDataSchema,
  letterLookOf,
  UpdateLetterInputSchema,
} from "./letter.ts";

describe("letter data", () => {
  it("fills every part from nothing, in the language asked for (an unknown one falls back)", () => {
    const data = createLetterData("de-DE");
    expect(data).toMatchObject({
      locale: "de-DE",
      recipient: { name: "", title: "", organisation: "", address: "" },
      date: "",
      body: "",
      signature: { name: "", image: "" },
      design: {},
    });
    expect(createLetterData("xx-XX").locale).toBe("en-US");
  });

  it("refuses a date that is not a calendar day, a script address as signature, an oversized body", () => {
    expect(LetterDataSchema.safeParse({ date: "28/11/2026" }).success).toBe(false);
    expect(LetterDataSchema.safeParse({ date: "2026-11-28" }).success).toBe(true);
    expect(LetterDataSchema.safeParse({ signature: { image: "javascript:alert(1)" } }).success).toBe(false);
    expect(LetterDataSchema.safeParse({ signature: { image: "/uploads/u/sig.png" } }).success).toBe(true);
    expect(LetterDataSchema.safeParse({ body: "x".repeat(50_001) }).success).toBe(false);
  });

  it("takes the resume's design, with the letter's own choices over it", () => {
    const resume = createEmptyResumeData();
    resume.basics.name = "Ada Lovelace";
    resume.metadata.template = "onyx";
    const look = letterLookOf(resume);
    expect(look.basics.name).toBe("Ada Lovelace");
    expect(applyLetterDesign(look, {}).metadata.template).toBe("onyx");
    const own = applyLetterDesign(look, { template: "pikachu" });
    expect(own.metadata.template).toBe("pikachu");
    expect(own.metadata.theme).toEqual(resume.metadata.theme);
  });

  it("creates with a title and an optional resume id; patches with updatedAt and a nullable link", () => {
    expect(CreateLetterInputSchema.safeParse({ title: "Acme" }).success).toBe(true);
    expect(CreateLetterInputSchema.safeParse({ title: " ", resumeId: "x" }).success).toBe(false);
    const patch = { title: "Acme", resumeId: null, data: {}, updatedAt: new Date().toISOString() };
    expect(UpdateLetterInputSchema.safeParse(patch).success).toBe(true);
    expect(UpdateLetterInputSchema.safeParse({ ...patch, updatedAt: undefined }).success).toBe(false);
  });

  it("drafts in one of three tones, formal unless asked", () => {
    expect(DraftLetterInputSchema.parse({ jobDescription: "Rust developer" }).tone).toBe("formal");
    expect(DraftLetterInputSchema.safeParse({ jobDescription: "x", tone: "casual" }).success).toBe(false);
    expect(DraftLetterInputSchema.safeParse({ jobDescription: "  " }).success).toBe(false);
  });
});
