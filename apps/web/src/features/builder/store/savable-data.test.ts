import {
  addCustomSection,
  createSampleResumeData,
  type ResumeData,
  ResumeDataSchema,
  sampleResumeData,
} from "@vitae/schema";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isSavable, savableData } from "./savable-data";

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

describe("savableData with new content", () => {
  it("keeps a new custom section and leaves out only its invalid new item", () => {
    const id = "0194f7c2-7e1a-7000-8000-00000000c0de";
    const added = addCustomSection(stored, { id, name: "Talks" });
    const section = added.sections.custom[id];
    if (!section) throw new Error("added");
    const item = (itemId: string, href: string) => ({
      id: itemId,
      visible: true,
      keepTogether: false,
      name: itemId,
      description: "",
      date: "",
      location: "",
      summary: "",
      keywords: [],
      url: { label: "", href },
    });
    const edited: ResumeData = {
      ...added,
      sections: {
        ...added.sections,
        custom: {
          ...added.sections.custom,
          [id]: { ...section, items: [item("good", ""), item("bad", "nope")] },
        },
      },
    };
    const savable = savableData(edited, stored);
    expect(savable?.heldBack).toEqual([`sections.custom.${id}.items.1.url.href`]);
    expect(savable?.data.sections.custom[id]?.name).toBe("Talks");
    expect(savable?.data.sections.custom[id]?.items.map((entry) => entry.id)).toEqual(["good"]);
    expect(savable?.data.metadata.layout).toEqual(added.metadata.layout);
  });
});

describe("isSavable", () => {
  afterEach(() => vi.restoreAllMocks());

  it("checks an edit by the parts it changed, without parsing the whole resume again", () => {
    const base = createSampleResumeData();
    expect(isSavable(base)).toBe(true);
    const parse = vi.spyOn(ResumeDataSchema, "safeParse");

    const renamed = { ...base, basics: { ...base.basics, name: "Quinn" } };
    expect(isSavable(renamed)).toBe(true);
    const badEmail = { ...renamed, basics: { ...renamed.basics, email: "quinn@" } };
    expect(isSavable(badEmail)).toBe(false);
    const badItem = withExperience(
      renamed,
      renamed.sections.experience.items.map((item) => ({
        ...item,
        url: { ...item.url, href: "ftp://nope" },
      })),
    );
    expect(isSavable(badItem)).toBe(false);
    const customKeyMismatch = {
      ...renamed,
      sections: {
        ...renamed.sections,
        custom: {
          talks: {
            id: "other",
            name: "Talks",
            visible: true,
            columns: 1,
            pageBreakBefore: false,
            keepTogether: false,
            items: [],
          },
        },
      },
    };
    expect(isSavable(customKeyMismatch)).toBe(false);
    expect(parse).not.toHaveBeenCalled();
  });

  it("answers as a parse of the whole resume does", () => {
    const base = createSampleResumeData();
    isSavable(base);
    const edits: ResumeData[] = [
      { ...base, basics: { ...base.basics, url: { ...base.basics.url, href: "quinn.dev" } } },
      { ...base, metadata: { ...base.metadata, page: { ...base.metadata.page, format: "tabloid" as "a4" } } },
      { ...base, metadata: { ...base.metadata, notes: "private" } },
    ];
    for (const edited of edits) {
      expect(isSavable(edited)).toBe(ResumeDataSchema.safeParse(edited).success);
    }
  });

  it("knows what savableData made savable, so a save does not parse it a second time", () => {
    const edited = { ...stored, basics: { ...stored.basics, email: "ada@", headline: "New" } };
    const savable = savableData(edited, stored);
    if (!savable) throw new Error("savable");
    const parse = vi.spyOn(ResumeDataSchema, "safeParse");
    expect(isSavable(savable.data)).toBe(true);
    expect(savableData(edited, stored)).toBe(savable);
    expect(parse).not.toHaveBeenCalled();
  });
});
