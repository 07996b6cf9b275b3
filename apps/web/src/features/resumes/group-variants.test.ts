import type { Resume } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { groupVariants } from "./group-variants";

const resume = (id: string, variantOf?: string): Resume =>
  ({ id, title: id.toUpperCase(), ...(variantOf === undefined ? {} : { variantOf }) }) as Resume;

describe("groupVariants", () => {
  it("puts each master's variants right under it, keeping the list's order within each group", () => {
    const listed = groupVariants([
      resume("v2", "a"),
      resume("b"),
      resume("a"),
      resume("v1", "a"),
      resume("w", "b"),
    ]);
    expect(listed.map(({ resume: { id }, masterTitle }) => [id, masterTitle])).toEqual([
      ["b", undefined],
      ["w", "B"],
      ["a", undefined],
      ["v2", "A"],
      ["v1", "A"],
    ]);
  });

  it("leaves a variant whose master is not listed where it is", () => {
    expect(groupVariants([resume("v", "gone"), resume("a")]).map(({ resume: { id } }) => id)).toEqual([
      "v",
      "a",
    ]);
  });
});
