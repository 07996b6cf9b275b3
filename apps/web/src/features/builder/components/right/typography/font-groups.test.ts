import type { FontCatalogueEntry } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { fontGroups, scriptName, variantLabel } from "./font-groups";

const entry = (
  family: string,
  scripts: string[],
  category: FontCatalogueEntry["category"] = "sans-serif",
) => ({
  family,
  id: family.toLowerCase().replaceAll(" ", "-"),
  category,
  subsets: ["latin"],
  variants: ["regular"],
  files: {},
  scripts,
});

const catalogue = [
  entry("Lora", ["latin", "cyrillic"], "serif"),
  entry("Inter", ["latin", "cyrillic", "greek"]),
  entry("Cairo", ["arabic", "latin"]),
  entry("Noto Sans JP", ["japanese", "latin", "cyrillic"]),
  entry("JetBrains Mono", ["latin", "cyrillic"], "monospace"),
];
const labels = { quickPicksLabel: "Quick picks", unlistedLabel: "Unlisted" };
const families = (groups: ReturnType<typeof fontGroups>) =>
  groups.map((group) => [group.label, group.options.map((option) => option.family)]);

describe("fontGroups", () => {
  it("lists the quick picks first, then each family under the script it was made for, alphabetically", () => {
    expect(families(fontGroups(catalogue, "", { locale: "en-US", current: "Lora", ...labels }))).toEqual([
      ["Quick picks", ["Lora"]],
      ["Latin", ["Inter", "JetBrains Mono"]],
      ["Arabic", ["Cairo"]],
      ["Japanese", ["Noto Sans JP"]],
    ]);
  });

  it("finds families by any script they cover, in the interface language too, and by category", () => {
    const de = { locale: "de-DE", current: "Lora", ...labels };
    expect(families(fontGroups(catalogue, "kyrill", de)).flatMap(([, names]) => names)).toEqual([
      "Lora",
      "Inter",
      "JetBrains Mono",
      "Noto Sans JP",
    ]);
    expect(families(fontGroups(catalogue, "greek", de))).toEqual([["Lateinisch", ["Inter"]]]);
    expect(families(fontGroups(catalogue, "mono cyr", de))).toEqual([["Lateinisch", ["JetBrains Mono"]]]);
    expect(fontGroups(catalogue, "zzz", de)).toEqual([]);
  });

  it("keeps a family in use that the catalogue lacks, on top", () => {
    const groups = fontGroups(catalogue, "", { locale: "en-US", current: "Comic Neue", ...labels });
    expect(families(groups)[0]).toEqual(["Unlisted", ["Comic Neue"]]);
  });
});

describe("names", () => {
  it("names scripts in the interface language", () => {
    expect(scriptName("arabic", "en-US")).toBe("Arabic");
    expect(scriptName("arabic", "de-DE")).toBe("Arabisch");
    expect(scriptName("chinese-traditional", "en-US")).toBe("Traditional Chinese");
    expect(scriptName("unknown-script", "en-US")).toBe("unknown-script");
  });

  it("names variants by weight and style", () => {
    const words = { regular: "Regular", italic: "Italic" };
    expect(["regular", "italic", "700", "300italic"].map((variant) => variantLabel(variant, words))).toEqual([
      "Regular",
      "Italic",
      "700",
      "300 italic",
    ]);
  });
});
