import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { applyResumeChanges, type ResumeChange, resumeChanges, strictPartCheck } from "./resume-changes.ts";
import { type ResumeData, ResumeDataSchema } from "./resume-data.ts";
import { createSampleResumeData } from "./sample.ts";

const sample = (): ResumeData => createSampleResumeData();
/** A copy as a message carries it: nothing shared with the original. */
const copied = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** `data` with one experience item's company changed, copying only the objects on the way (as the builder does). */
const withCompany = (data: ResumeData, company: string): ResumeData => {
  const [first, ...rest] = data.sections.experience.items;
  if (!first) throw new Error("the sample has experience");
  return {
    ...data,
    sections: {
      ...data.sections,
      experience: { ...data.sections.experience, items: [{ ...first, company }, ...rest] },
    },
  };
};

const customSection = (id: string) => ({
  id,
  name: "Talks",
  columns: 1,
  hidden: false,
  items: [],
});

const withCustom = (data: ResumeData, id: string): ResumeData =>
  ResumeDataSchema.parse({
    ...data,
    sections: { ...data.sections, custom: { ...data.sections.custom, [id]: customSection(id) } },
  });

describe("resumeChanges", () => {
  it("finds nothing between a resume and itself", () => {
    const data = sample();
    expect(resumeChanges(data, data)).toEqual([]);
  });

  it("names the changed part only: an item's field sends that section's list of items", () => {
    const before = sample();
    const after = withCompany(before, "Initech");
    expect(resumeChanges(before, after)).toEqual([
      { path: ["sections", "experience", "items"], value: after.sections.experience.items },
    ]);
  });

  it("goes down to the text for a basics field and a metadata setting", () => {
    const before = sample();
    const after: ResumeData = {
      ...before,
      basics: { ...before.basics, headline: "Staff engineer" },
      metadata: { ...before.metadata, css: { ...before.metadata.css, value: "h1 { color: red }" } },
    };
    expect(resumeChanges(before, after)).toEqual([
      { path: ["basics", "headline"], value: "Staff engineer" },
      { path: ["metadata", "css", "value"], value: "h1 { color: red }" },
    ]);
  });

  it("adds and removes a custom section as one entry of the record", () => {
    const before = sample();
    const added = withCustom(before, "talks");
    expect(resumeChanges(before, added)).toEqual([
      { path: ["sections", "custom", "talks"], value: added.sections.custom.talks },
    ]);
    expect(resumeChanges(added, before)).toEqual([{ path: ["sections", "custom", "talks"], removed: true }]);
  });

  it("finds the same changes between equal copies that share nothing (a fresh parse)", () => {
    const before = sample();
    const after = ResumeDataSchema.parse(JSON.parse(JSON.stringify(withCompany(before, "Initech"))));
    expect(resumeChanges(before, after)).toEqual([
      { path: ["sections", "experience", "items"], value: after.sections.experience.items },
    ]);
  });
});

describe("applyResumeChanges", () => {
  const roundTrip = (before: ResumeData, after: ResumeData) =>
    applyResumeChanges(before, copied(resumeChanges(before, after)), strictPartCheck);

  it("makes the changes, sharing every unchanged part with the resume it started from", () => {
    const before = sample();
    const after = withCompany(before, "Initech");
    const made = roundTrip(before, after);
    expect(made).toEqual(after);
    expect(made?.basics).toBe(before.basics);
    expect(made?.metadata).toBe(before.metadata);
    expect(made?.sections.education).toBe(before.sections.education);
    expect(made?.sections.experience.items).not.toBe(before.sections.experience.items);
  });

  it("round-trips the layout, the theme, a new custom section and its removal", () => {
    const before = sample();
    const [firstPage, ...otherPages] = before.metadata.layout;
    const edited: ResumeData = {
      ...withCustom(before, "talks"),
      metadata: {
        ...before.metadata,
        layout: [...otherPages, ...(firstPage ? [firstPage] : [])],
        theme: { ...before.metadata.theme, primary: "#123456" },
      },
    };
    expect(roundTrip(before, edited)).toEqual(edited);
    expect(roundTrip(edited, before)).toEqual(before);
  });

  const refused: [string, ResumeChange[]][] = [
    ["a number where text goes", [{ path: ["basics", "name"], value: 42 }]],
    ["a list of items that are not items", [{ path: ["sections", "skills", "items"], value: [{ id: 1 }] }]],
    ["a key the schema does not describe", [{ path: ["basics", "nickname"], value: "Q" }]],
    ["the prototype", [{ path: ["__proto__", "polluted"], value: true }]],
    [
      "a custom section keyed by the prototype",
      [{ path: ["sections", "custom", "__proto__"], value: customSection("__proto__") }],
    ],
    [
      "a key inside a custom section that is not there",
      [{ path: ["sections", "custom", "nope", "name"], value: "x" }],
    ],
    ["the removal of a described key", [{ path: ["basics", "name"], removed: true }]],
    [
      "the removal of a custom section that is not there",
      [{ path: ["sections", "custom", "nope"], removed: true }],
    ],
    ["the whole resume at once", [{ path: [], value: {} }]],
    [
      "a custom section under another section's key",
      [{ path: ["sections", "custom", "a"], value: customSection("b") }],
    ],
    [
      "a good change followed by a bad one (all or nothing)",
      [
        { path: ["basics", "name"], value: "Quinn" },
        { path: ["basics", "email"], value: ["not", "text"] },
      ],
    ],
  ];
  it.each(refused)("refuses %s and leaves the resume as it was", (_name, changes) => {
    const data = sample();
    const copy = copied(data);
    expect(applyResumeChanges(data, changes, strictPartCheck)).toBeNull();
    expect(data).toEqual(copy);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("refuses to change a custom section's id away from its key", () => {
    const data = withCustom(sample(), "talks");
    expect(
      applyResumeChanges(
        data,
        [{ path: ["sections", "custom", "talks", "id"], value: "other" }],
        strictPartCheck,
      ),
    ).toBeNull();
  });

  it("passes each part, at its path, to the check, and keeps what the check gives", () => {
    const data = sample();
    const seen: (readonly string[])[] = [];
    const made = applyResumeChanges(
      data,
      [{ path: ["basics", "headline"], value: "as typed" }],
      (_schema, _value, path) => {
        seen.push(path);
        return { value: "as checked" };
      },
    );
    expect(seen).toEqual([["basics", "headline"]]);
    expect(made?.basics.headline).toBe("as checked");
  });
});

/**
 * A part is checked by its own schema, so a rule set on an object above it (a refinement of the whole) is not
 * seen by that check. The only such rule is the custom sections' key = id, which applyResumeChanges checks
 * itself; a new one must be checked there too.
 */
describe("rules above the parts", () => {
  type Def = {
    type: string;
    checks?: unknown[];
    innerType?: z.ZodType;
    shape?: Record<string, z.ZodType>;
    valueType?: z.ZodType;
  };
  const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

  const refinedNodes = (schema: z.ZodType, path: string[]): string[] => {
    const def = defOf(schema);
    if (def.innerType) return refinedNodes(def.innerType, path);
    const own =
      (def.type === "object" || def.type === "record") && (def.checks?.length ?? 0) > 0
        ? [path.join(".")]
        : [];
    if (def.type === "object" && def.shape) {
      return [
        ...own,
        ...Object.entries(def.shape).flatMap(([key, child]) => refinedNodes(child, [...path, key])),
      ];
    }
    if (def.type === "record" && def.valueType)
      return [...own, ...refinedNodes(def.valueType, [...path, "*"])];
    return own;
  };

  it("has a refinement above the parts only on the sections (custom key = id)", () => {
    expect(refinedNodes(ResumeDataSchema, [])).toEqual(["sections"]);
  });
});
