import { addCustomSection, ResumeDataSchema, removeCustomSection, sampleResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import {
  addItem,
  clearItems,
  dateRank,
  duplicateItem,
  moveItem,
  removeItem,
  renameSection,
  renameSummary,
  replaceItem,
  resetSectionName,
  sectionOf,
  setItemKeepTogether,
  setItemVisible,
  setSectionBreak,
  setSectionColumns,
  sortItemsByDate,
} from "./section-edits";

const data = sampleResumeData;
const ids = (ref: string, from = data) => sectionOf(from, ref)?.items.map((item) => item.id);
const experience = data.sections.experience.items;
const [first, second] = experience;
if (!first || !second) throw new Error("the sample has two jobs");

describe("section edits", () => {
  it("sets the page breaks of any section, the summary and custom ones included, and an item's keep together", () => {
    const custom = addCustomSection(data, { id: "talks" });
    for (const ref of ["summary", "experience", "custom.talks"]) {
      const broken = setSectionBreak(custom, ref, "pageBreakBefore", true);
      const kept = setSectionBreak(broken, ref, "keepTogether", true);
      const section = ref === "summary" ? kept.sections.summary : (sectionOf(kept, ref) ?? {});
      expect(section, ref).toMatchObject({ pageBreakBefore: true, keepTogether: true });
      expect(setSectionBreak(kept, ref, "keepTogether", true)).toBe(kept);
      expect(ResumeDataSchema.safeParse(kept).success).toBe(true);
    }
    const keptItem = setItemKeepTogether(data, "experience", first.id, true);
    expect(keptItem.sections.experience.items.map((item) => item.keepTogether)).toEqual([true, false]);
    expect(setItemKeepTogether(keptItem, "experience", first.id, true)).toBe(keptItem);
    expect(setItemKeepTogether(data, "experience", "missing", true)).toBe(data);
  });

  it("adds a new item first and replaces an item in place", () => {
    const added = addItem(data, "experience", { ...first, id: "new", company: "Acme" });
    expect(ids("experience", added)).toEqual(["new", first.id, second.id]);
    const replaced = replaceItem(added, "experience", { ...second, position: "CTO" });
    expect(replaced.sections.experience.items[2]?.position).toBe("CTO");
    expect(ResumeDataSchema.safeParse(replaced).success).toBe(true);
  });

  it("returns the same object for every edit that changes nothing", () => {
    expect(replaceItem(data, "experience", { ...first })).toBe(data);
    expect(replaceItem(data, "experience", { ...first, id: "missing" })).toBe(data);
    expect(removeItem(data, "experience", "missing")).toBe(data);
    expect(moveItem(data, "experience", first.id, first.id)).toBe(data);
    expect(moveItem(data, "experience", "missing", first.id)).toBe(data);
    expect(setItemVisible(data, "experience", first.id, true)).toBe(data);
    expect(renameSection(data, "experience", "   ")).toBe(data);
    expect(setSectionColumns(data, "experience", 6)).toBe(data);
    expect(setSectionColumns(data, "experience", 0)).toBe(data);
    expect(clearItems(data, "custom.nope")).toBe(data);
    expect(addItem(data, "custom.nope", { id: "x", visible: true })).toBe(data);
  });

  it("duplicates with a new id right after the original, deep-copied", () => {
    const copied = duplicateItem(data, "experience", first.id, "copy");
    expect(ids("experience", copied)).toEqual([first.id, "copy", second.id]);
    const copy = copied.sections.experience.items[1];
    expect(copy).toMatchObject({ company: first.company, summary: first.summary });
    expect(copy?.url).not.toBe(first.url);
  });

  it("moves, hides and removes items without touching other sections", () => {
    const moved = moveItem(data, "experience", second.id, first.id);
    expect(ids("experience", moved)).toEqual([second.id, first.id]);
    expect(moved.sections.education).toBe(data.sections.education);
    const hidden = setItemVisible(moved, "experience", first.id, false);
    expect(hidden.sections.experience.items.find((item) => item.id === first.id)?.visible).toBe(false);
    expect(ids("experience", removeItem(hidden, "experience", first.id))).toEqual([second.id]);
  });

  it("renames (trimmed), resets the name and sets columns 1–5", () => {
    const renamed = renameSection(data, "experience", "  Work  ");
    expect(renamed.sections.experience.name).toBe("Work");
    expect(resetSectionName(renamed, "experience").sections.experience.name).toBe("Experience");
    expect(setSectionColumns(data, "skills", 3).sections.skills.columns).toBe(3);
    expect(renameSummary(data, "Profile").sections.summary.name).toBe("Profile");
    expect(renameSummary(data, "")).toBe(data);
  });

  it("edits custom sections by `custom.<id>`, and removal takes them out of the layout", () => {
    const withCustom = addCustomSection(data, { id: "c1" });
    const lastPage = withCustom.metadata.layout.at(-1);
    expect(lastPage?.[0]?.at(-1)).toBe("custom.c1");
    const filled = addItem(withCustom, "custom.c1", { id: "i1", visible: true, name: "Talk" });
    expect(ids("custom.c1", filled)).toEqual(["i1"]);
    expect(
      resetSectionName(renameSection(filled, "custom.c1", "Talks"), "custom.c1").sections.custom.c1?.name,
    ).toBe("Custom Section");
    const removed = removeCustomSection(filled, "c1");
    expect(removed.sections.custom.c1).toBeUndefined();
    expect(removed.metadata.layout.flat(2)).not.toContain("custom.c1");
    expect(ResumeDataSchema.safeParse(removed).success).toBe(true);
  });

  it("clears every item of a section", () => {
    expect(ids("experience", clearItems(data, "experience"))).toEqual([]);
  });

  it("reads free-text dates for sorting: ongoing newest, undated last", () => {
    expect(dateRank("Mar 2021 - Present")).toBe(Number.POSITIVE_INFINITY);
    expect(dateRank("2013 - 2017")).toBe(201700);
    expect(dateRank("Jul 2017 - Feb 2021")).toBe(202102);
    expect(dateRank("2019-05")).toBe(201905);
    expect(dateRank("05/2019")).toBe(201905);
    expect(dateRank("")).toBe(Number.NEGATIVE_INFINITY);
    expect(dateRank("someday")).toBe(Number.NEGATIVE_INFINITY);
  });

  it("sorts by date, newest first, keeping undated items in their order at the end", () => {
    const items = [
      { ...first, id: "a", date: "" },
      { ...first, id: "b", date: "2015 - 2018" },
      { ...first, id: "c", date: "2019 - Present" },
      { ...first, id: "d", date: "" },
      { ...first, id: "e", date: "2018 - 2019" },
    ];
    const unsorted = {
      ...data,
      sections: { ...data.sections, experience: { ...data.sections.experience, items } },
    };
    const sorted = sortItemsByDate(unsorted, "experience");
    expect(ids("experience", sorted)).toEqual(["c", "e", "b", "a", "d"]);
    expect(sortItemsByDate(sorted, "experience")).toBe(sorted);
  });
});
