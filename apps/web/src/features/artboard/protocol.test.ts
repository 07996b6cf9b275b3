import { sampleResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { parseArtboardMessage } from "./protocol";

const withBasics = (basics: Record<string, unknown>) => ({
  ...sampleResumeData,
  basics: { ...sampleResumeData.basics, ...basics },
});

describe("parseArtboardMessage: vitae:resume", () => {
  it("takes a valid resume", () => {
    expect(parseArtboardMessage({ type: "vitae:resume", data: sampleResumeData })).toEqual({
      type: "vitae:resume",
      data: sampleResumeData,
    });
  });

  it("draws a resume whose texts hold what the server would refuse (a restored draft, a half-typed field)", () => {
    const typed = withBasics({ email: "ada@", url: { label: "", href: "quinn.dev" } });
    const items = sampleResumeData.sections.experience.items.map((item) => ({
      ...item,
      url: { ...item.url, href: "not a link" },
    }));
    const data = {
      ...typed,
      sections: { ...typed.sections, experience: { ...typed.sections.experience, items } },
    };
    const message = parseArtboardMessage({ type: "vitae:resume", data });
    expect(message).toEqual({ type: "vitae:resume", data });
  });

  it.each([
    ["a number for a text", withBasics({ name: 42 })],
    ["an object for a text", withBasics({ email: { at: "x" } })],
    ["a text for a link object", withBasics({ url: "https://quinn.dev" })],
    ["a part that is not an object", { ...sampleResumeData, metadata: "x" }],
    [
      "a list that is not one",
      { ...sampleResumeData, sections: { ...sampleResumeData.sections, experience: "x" } },
    ],
    ["nothing", null],
  ])("refuses a resume of the wrong shape: %s", (_, data) => {
    expect(parseArtboardMessage({ type: "vitae:resume", data })).toBeNull();
  });
});
