import { describe, expect, it } from "vitest";
import { createDefaultResumeData } from "./defaults.ts";
import {
  addCustomSection,
  addPage,
  findSectionInLayout,
  moveSection,
  removeCustomSection,
  removePage,
  resetLayout,
} from "./layout.ts";
import { defaultLayout, type Layout } from "./layout-schema.ts";
import { ResumeDataSchema } from "./resume-data.ts";

const twoPages = (): Layout => [
  [
    ["summary", "experience"],
    ["skills", "profiles"],
  ],
  [["education", "custom.c1"], ["awards"]],
];

const snapshot = (value: unknown) => JSON.parse(JSON.stringify(value));

describe("findSectionInLayout", () => {
  it("finds a section's page, column and index", () => {
    expect(findSectionInLayout(twoPages(), "custom.c1")).toEqual({ page: 1, column: 0, index: 1 });
    expect(findSectionInLayout(twoPages(), "profiles")).toEqual({ page: 0, column: 1, index: 1 });
    expect(findSectionInLayout(twoPages(), "volunteer")).toBeNull();
  });
});

describe("addPage", () => {
  it("appends an empty two-column page without touching the input", () => {
    const layout = twoPages();
    const before = snapshot(layout);
    const next = addPage(layout);
    expect(next).toHaveLength(3);
    expect(next[2]).toEqual([[], []]);
    expect(next.slice(0, 2)).toEqual(before);
    expect(layout).toEqual(before);
  });
});

describe("removePage", () => {
  it("moves the page's sections to page 1, left to left and right to right", () => {
    const layout = twoPages();
    const before = snapshot(layout);
    expect(removePage(layout, 1)).toEqual([
      [
        ["summary", "experience", "education", "custom.c1"],
        ["skills", "profiles", "awards"],
      ],
    ]);
    expect(layout).toEqual(before);
  });

  it("refuses to remove the first page", () => {
    const layout = twoPages();
    expect(removePage(layout, 0)).toBe(layout);
    expect(layout).toEqual(twoPages());
  });

  it("leaves the layout unchanged for a page that does not exist", () => {
    const layout = twoPages();
    expect(removePage(layout, 5)).toBe(layout);
    expect(removePage(layout, -1)).toBe(layout);
  });

  it("removes a middle page and keeps the ones after it", () => {
    const layout = addPage(twoPages());
    layout[2]?.[1]?.push("references");
    const next = removePage(layout, 1);
    expect(next).toHaveLength(2);
    expect(next[1]).toEqual([[], ["references"]]);
  });
});

describe("moveSection", () => {
  it("moves a section to another column and page", () => {
    const layout = twoPages();
    const before = snapshot(layout);
    const next = moveSection(layout, {
      sectionId: "experience",
      from: { page: 0, column: 0 },
      to: { page: 1, column: 1, index: 0 },
    });
    expect(next).toEqual([
      [["summary"], ["skills", "profiles"]],
      [
        ["education", "custom.c1"],
        ["experience", "awards"],
      ],
    ]);
    expect(layout).toEqual(before);
    expect(next).not.toBe(layout);
  });

  it("reorders within a column, the index counting without the moved section", () => {
    const next = moveSection(twoPages(), {
      sectionId: "summary",
      from: { page: 0, column: 0 },
      to: { page: 0, column: 0, index: 1 },
    });
    expect(next[0]?.[0]).toEqual(["experience", "summary"]);
  });

  it("appends at the end of a column", () => {
    const next = moveSection(twoPages(), {
      sectionId: "skills",
      from: { page: 0, column: 1 },
      to: { page: 1, column: 0, index: 2 },
    });
    expect(next[1]?.[0]).toEqual(["education", "custom.c1", "skills"]);
  });

  it.each([
    ["section not in the source column", "awards", { page: 0, column: 0 }, { page: 0, column: 1, index: 0 }],
    ["unknown source page", "summary", { page: 4, column: 0 }, { page: 0, column: 1, index: 0 }],
    ["unknown source column", "summary", { page: 0, column: 2 }, { page: 0, column: 1, index: 0 }],
    ["unknown target page", "summary", { page: 0, column: 0 }, { page: 3, column: 0, index: 0 }],
    ["unknown target column", "summary", { page: 0, column: 0 }, { page: 0, column: 5, index: 0 }],
    ["index past the end", "summary", { page: 0, column: 0 }, { page: 0, column: 1, index: 3 }],
    ["negative index", "summary", { page: 0, column: 0 }, { page: 0, column: 1, index: -1 }],
    ["fractional index", "summary", { page: 0, column: 0 }, { page: 0, column: 1, index: 0.5 }],
  ])("returns the original layout object on failure: %s", (_case, sectionId, from, to) => {
    const layout = twoPages();
    const before = snapshot(layout);
    expect(moveSection(layout, { sectionId, from, to })).toBe(layout);
    expect(layout).toEqual(before);
  });
});

describe("resetLayout", () => {
  it("restores the default layout and keeps custom sections in page 1's first column", () => {
    const layout: Layout = [
      [["custom.a", "skills"], ["summary"]],
      [[], ["custom.b", "awards"]],
    ];
    const before = snapshot(layout);
    const next = resetLayout(layout);
    expect(next).toEqual([
      [[...(defaultLayout[0]?.[0] ?? []), "custom.a", "custom.b"], [...(defaultLayout[0]?.[1] ?? [])]],
    ]);
    expect(layout).toEqual(before);
  });

  it("gives the plain default layout, as a copy, when there are no custom sections", () => {
    const next = resetLayout(twoPages().slice(0, 1));
    expect(next).toEqual(defaultLayout);
    expect(next).not.toBe(defaultLayout);
    next[0]?.[0]?.push("custom.x");
    expect(defaultLayout[0]?.[0]).not.toContain("custom.x");
  });
});

describe("addCustomSection", () => {
  it("adds a section named Custom Section at the end of the last page's left column", () => {
    const data = createDefaultResumeData();
    data.metadata.layout = twoPages();
    const before = snapshot(data);

    const next = addCustomSection(data, { id: "new" });
    expect(next.sections.custom.new).toEqual({
      id: "new",
      name: "Custom Section",
      visible: true,
      columns: 1,
      pageBreakBefore: false,
      keepTogether: false,
      items: [],
    });
    expect(next.metadata.layout[1]?.[0]).toEqual(["education", "custom.c1", "custom.new"]);
    expect(next.metadata.layout[0]).toEqual(data.metadata.layout[0]);
    expect(data).toEqual(before);
  });

  it("uses the given name and a fresh random id otherwise", () => {
    const data = createDefaultResumeData();
    const first = addCustomSection(data, { name: "Talks" });
    const second = addCustomSection(first);
    const ids = Object.keys(second.sections.custom);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
    const talks = Object.values(second.sections.custom).find((section) => section.name === "Talks");
    expect(talks?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.metadata.layout[0]?.[0]?.slice(-2)).toEqual(ids.map((id) => `custom.${id}`));
  });

  it("produces data the schema accepts", () => {
    const next = addCustomSection(createDefaultResumeData(), { id: "c9" });
    expect(ResumeDataSchema.parse(next)).toEqual(next);
  });
});

describe("removeCustomSection", () => {
  it("removes the section and every mention of it in the layout", () => {
    const data = addCustomSection(createDefaultResumeData(), { id: "c1" });
    data.metadata.layout = [...data.metadata.layout, [["custom.c1"], ["custom.c1", "skills"]]];
    const before = snapshot(data);

    const next = removeCustomSection(data, "c1");
    expect(next.sections.custom).toEqual({});
    expect(findSectionInLayout(next.metadata.layout, "custom.c1")).toBeNull();
    expect(next.metadata.layout[1]).toEqual([[], ["skills"]]);
    expect(next.metadata.layout[0]).toEqual(defaultLayout[0]);
    expect(data).toEqual(before);
  });

  it("leaves other custom sections alone", () => {
    const data = addCustomSection(addCustomSection(createDefaultResumeData(), { id: "a" }), { id: "b" });
    const next = removeCustomSection(data, "a");
    expect(Object.keys(next.sections.custom)).toEqual(["b"]);
    expect(findSectionInLayout(next.metadata.layout, "custom.b")).not.toBeNull();
  });
});
