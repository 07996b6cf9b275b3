import { createSampleResumeData, diffToOverlay, type ResumeData } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import {
  onlyPaths,
  overlayPathOfField,
  overriddenAmong,
  sectionOverlayPath,
  sectionSettingsPaths,
  withoutPaths,
} from "./variant-scope";

const master = createSampleResumeData();
const copy = (data: ResumeData) => structuredClone(data);
const job = master.sections.experience.items[0];
if (!job) throw new Error("the sample has experience");
const variant = copy(master);
const [first, second] = variant.sections.experience.items;
if (!first || !second) throw new Error("the sample has two jobs");
first.summary = "<p>Tailored</p>";
variant.sections.experience.name = "Work";
variant.sections.experience.items = [second, first];
variant.basics.headline = "Tailored headline";
const overlay = diffToOverlay(master, variant);
const itemPath = `sections.experience.items.${job.id}`;

describe("what one override marker stands for", () => {
  it("a section's order alone: reverting it keeps its items' texts and its name", () => {
    expect(sectionSettingsPaths(overlay, sectionOverlayPath("experience"))).toEqual([
      "sections.experience.name",
    ]);
    expect(overriddenAmong(overlay, ["sections.experience.items"])).toEqual(["sections.experience.items"]);
    const reverted = withoutPaths(overlay, ["sections.experience.items"]);
    expect(Object.keys(reverted.lists)).toEqual([]);
    expect(Object.keys(reverted.fields).sort()).toEqual(
      ["basics.headline", "sections.experience.name", `${itemPath}.summary`].sort(),
    );
  });

  it("an item: every field of it, and nothing of the others", () => {
    expect(overriddenAmong(overlay, [itemPath, `sections.experience.items.${second.id}`])).toEqual([
      itemPath,
    ]);
    expect(Object.keys(onlyPaths(overlay, [itemPath]).fields)).toEqual([`${itemPath}.summary`]);
    expect(Object.keys(withoutPaths(overlay, [itemPath]).fields)).not.toContain(`${itemPath}.summary`);
  });

  it("names a builder field by item id, as the overlay does", () => {
    const data = copy(master);
    data.basics.customFields = [{ id: "f1", icon: "", name: "Mastodon", value: "@q" }];
    expect(overlayPathOfField(data, "basics.customFields.0.name")).toBe("basics.customFields.f1.name");
    expect(overlayPathOfField(data, "basics.url.href")).toBe("basics.url.href");
    expect(sectionOverlayPath("custom.abc")).toBe("sections.custom.abc");
  });
});
