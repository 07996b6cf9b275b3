import { describe, expect, it } from "vitest";
import { createSampleResumeData } from "./sample.ts";
import { describeChanges } from "./versions.ts";

describe("describeChanges", () => {
  it("is empty for the same content", () => {
    expect(describeChanges(createSampleResumeData(), createSampleResumeData())).toEqual([]);
  });

  it("counts items added, removed and edited per section, by item id, with the section's name", () => {
    const before = createSampleResumeData();
    const after = createSampleResumeData();
    const [first, second, ...rest] = after.sections.experience.items;
    if (first === undefined || second === undefined) throw new Error("The sample has two jobs");
    after.sections.experience.items = [
      { ...first, position: "Principal Engineer" },
      { ...second, summary: "<p>Rewritten</p>" },
      ...rest,
    ];
    const removed = after.sections.skills.items.shift();
    expect(removed).toBeDefined();
    after.sections.skills.items.push({ ...(removed as NonNullable<typeof removed>), id: "new-skill" });
    after.sections.skills.items.push({ ...(removed as NonNullable<typeof removed>), id: "another-skill" });
    after.basics.headline = "A new headline";
    after.metadata.notes = "Remember to tailor this";

    expect(describeChanges(before, after)).toEqual([
      { area: "basics", added: 0, removed: 0, edited: 1, settings: false },
      {
        area: "section",
        section: "experience",
        name: "Experience",
        added: 0,
        removed: 0,
        edited: 2,
        settings: false,
      },
      {
        area: "section",
        section: "skills",
        name: "Skills",
        added: 2,
        removed: 1,
        edited: 0,
        settings: false,
      },
      { area: "notes", added: 0, removed: 0, edited: 0, settings: false },
    ]);
  });

  it("tells a renamed or hidden section, custom sections, layout and design apart", () => {
    const before = createSampleResumeData();
    const after = createSampleResumeData();
    after.sections.awards = { ...after.sections.awards, name: "Prizes", visible: false };
    after.sections.custom.talks = {
      id: "talks",
      name: "Talks",
      visible: true,
      columns: 1,
      items: [
        {
          id: "t1",
          name: "Keynote",
          description: "",
          date: "",
          location: "",
          summary: "",
          keywords: [],
          url: { label: "", href: "" },
          visible: true,
        },
      ],
    } as never;
    after.metadata.template = after.metadata.template === "azurill" ? "bronzor" : "azurill";
    after.metadata.layout = after.metadata.layout.map((page) => [...page].reverse());
    const changes = describeChanges(before, after);
    expect(changes).toContainEqual({
      area: "section",
      section: "awards",
      name: "Prizes",
      added: 0,
      removed: 0,
      edited: 0,
      settings: true,
    });
    expect(changes).toContainEqual(
      expect.objectContaining({ area: "section", section: "custom.talks", name: "Talks", added: 1 }),
    );
    expect(changes.map((change) => change.area)).toEqual(expect.arrayContaining(["layout", "design"]));
  });
});
