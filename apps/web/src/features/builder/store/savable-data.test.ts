import { type ResumeData, sampleResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { savableData } from "./savable-data";

const stored = sampleResumeData;
const withExperience = (
  data: ResumeData,
  items: ResumeData["sections"]["experience"]["items"],
): ResumeData => ({
  ...data,
  sections: { ...data.sections, experience: { ...data.sections.experience, items } },
});

describe("savableData", () => {
  it("is the edited data itself when the server would take it", () => {
    const edited = { ...stored, basics: { ...stored.basics, name: "Quinn" } };
    expect(savableData(edited, stored)).toEqual({ data: edited, heldBack: [] });
    expect(savableData(edited, stored)?.data).toBe(edited);
  });

  it("matches list items by id, so a moved item takes its own stored value", () => {
    const [first, second] = stored.sections.experience.items;
    if (!first || !second) throw new Error("the sample has two jobs");
    // Moved to the top and given a bad link, with its company renamed.
    const edited = withExperience(stored, [
      { ...second, company: "Renamed", url: { ...second.url, href: "ftp://nope" } },
      first,
    ]);
    const savable = savableData(edited, stored);
    expect(savable?.heldBack).toEqual(["sections.experience.items.0.url.href"]);
    expect(
      savable?.data.sections.experience.items.map((item) => [item.id, item.company, item.url.href]),
    ).toEqual([
      [second.id, "Renamed", second.url.href],
      [first.id, first.company, first.url.href],
    ]);
  });

  it("keeps every other edit and does not touch the edited data", () => {
    const edited = { ...stored, basics: { ...stored.basics, email: "ada@", headline: "New" } };
    const savable = savableData(edited, stored);
    expect(savable?.data.basics).toEqual({ ...stored.basics, headline: "New" });
    expect(edited.basics.email).toBe("ada@");
  });
});
