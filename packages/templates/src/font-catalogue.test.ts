import { existsSync } from "node:fs";
import { FontCatalogueEntrySchema, languages } from "@vitae/schema";
import { describe, expect, it } from "vitest";
import { fixtures } from "./fixtures.ts";
import {
  catalogueFonts,
  findPackageFont,
  packageFontCssUrl,
  packageFontsFor,
  variantWeights,
} from "./font-catalogue.ts";
import { fontFileForUrlPath } from "./node.ts";
import { fontCatalogue, packageFontFaceCss, packageMetadata } from "./package-fonts.ts";

const withFont = (family: string, variants: string[] = ["regular"], name = "Ada Lovelace") => {
  const data = structuredClone(fixtures.sample());
  data.basics.name = name;
  data.metadata.typography.font = { family, subset: "latin", variants, size: 14 };
  return data;
};

describe("font catalogue", () => {
  const catalogue = fontCatalogue("/fonts");

  it("has at least 50 distinct families, every one a valid entry", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(50);
    expect(new Set(catalogue.map((entry) => entry.family)).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((entry) => entry.id)).size).toBe(catalogue.length);
    for (const entry of catalogue) expect(FontCatalogueEntrySchema.parse(entry)).toEqual(entry);
  });

  it("names and classes each family as its package does (Times New Roman is served from Tinos)", () => {
    for (const font of catalogueFonts) {
      const metadata = packageMetadata(font.id);
      expect(font.family === "Times New Roman" ? "Tinos" : font.family).toBe(metadata.family);
      expect(font.category).toBe(metadata.category);
    }
  });

  it("offers a family made for every script the 46 interface languages write in", () => {
    const primary = new Set(catalogue.map((entry) => entry.scripts[0]));
    for (const script of ["latin", "arabic", "hebrew", "devanagari", "bengali", "tamil", "telugu", "thai"])
      expect(primary, script).toContain(script);
    for (const script of [
      "japanese",
      "korean",
      "chinese-simplified",
      "chinese-traditional",
      "ethiopic",
      "khmer",
    ])
      expect(primary, script).toContain(script);
    // Cyrillic and Greek come with the Latin families that cover them.
    const covered = new Set(catalogue.flatMap((entry) => entry.scripts));
    expect(covered).toContain("cyrillic");
    expect(covered).toContain("greek");
    expect(languages.length).toBe(46);
  });

  it("lists each family's real variants and subsets, with a file on disk for every variant", () => {
    const inter = catalogue.find((entry) => entry.family === "Inter");
    expect(inter?.variants).toEqual(expect.arrayContaining(["regular", "italic", "700", "700italic", "300"]));
    expect(inter?.subsets).toEqual(expect.arrayContaining(["latin", "cyrillic", "greek", "vietnamese"]));
    const jp = catalogue.find((entry) => entry.family === "Noto Sans JP");
    expect(jp?.subsets).not.toContain("[0]");
    expect(jp?.scripts[0]).toBe("japanese");
    for (const entry of catalogue) {
      for (const url of Object.values(entry.files)) {
        const [slug, file] = url.replace("/fonts/", "").split("/");
        const path = fontFileForUrlPath(slug ?? "", file ?? "");
        expect(path, url).not.toBeNull();
        expect(existsSync(path ?? ""), url).toBe(true);
      }
    }
  });

  it("groups script-specific families under their own script", () => {
    const scriptOf = (family: string) => catalogue.find((entry) => entry.family === family)?.scripts[0];
    expect(scriptOf("Cairo")).toBe("arabic");
    expect(scriptOf("Frank Ruhl Libre")).toBe("hebrew");
    expect(scriptOf("Sarabun")).toBe("thai");
    expect(scriptOf("Times New Roman")).toBe("latin");
    expect(scriptOf("Noto Sans")).toBe("latin");
    expect(scriptOf("Rubik")).toBe("latin");
  });
});

describe("package font faces", () => {
  it("writes the package's rules for the weights asked, with italics only when asked, reduced to woff2", () => {
    const css = packageFontFaceCss("inter", "https://cv.example/fonts/", {
      weights: [300, 400, 700],
      italic: true,
    });
    expect(css).toContain("font-weight: 300");
    expect(css).toContain("font-style: italic");
    expect(css).toContain("url(https://cv.example/fonts/inter/inter-latin-700-italic.woff2)");
    expect(css).toContain("unicode-range:");
    expect(css).not.toContain(".woff)");
    expect(css).not.toContain("font-display: swap");
    const plain = packageFontFaceCss("inter", "/fonts");
    expect(plain).not.toContain("font-style: italic");
    expect(plain).not.toContain("font-weight: 300");
  });

  it("skips weights a family does not have", () => {
    expect(packageFontFaceCss("bebas-neue", "/fonts", { weights: [400, 700], italic: true })).toContain(
      "font-weight: 400",
    );
    expect(packageFontFaceCss("bebas-neue", "/fonts", { weights: [700] })).toBe("");
  });

  it("serves only the package's own woff2 files", () => {
    expect(fontFileForUrlPath("inter", "inter-cyrillic-300-italic.woff2")).toMatch(
      /inter-cyrillic-300-italic\.woff2$/,
    );
    expect(fontFileForUrlPath("inter", "inter-latin-400-normal.woff")).toBeNull();
    expect(fontFileForUrlPath("inter", "../package.json")).toBeNull();
    expect(fontFileForUrlPath("inter", "roboto-latin-400-normal.woff2")).toBeNull();
    expect(fontFileForUrlPath("left-pad", "left-pad-latin-400-normal.woff2")).toBeNull();
  });
});

describe("the emoji font", () => {
  it("is served for the emoji a resume has, but never offered as a resume's font", () => {
    expect(catalogueFonts.some((font) => font.family === "Noto Emoji")).toBe(false);
    expect(findPackageFont("Noto Emoji")).toBeUndefined();
    const path = fontFileForUrlPath("noto-emoji", "noto-emoji-7-400-normal.woff2");
    expect(path !== null && existsSync(path)).toBe(true);
    expect(packageFontFaceCss("noto-emoji", "/fonts")).toContain(
      "url(/fonts/noto-emoji/noto-emoji-7-400-normal.woff2)",
    );
    expect(packageFontsFor(withFont("Lato", ["regular"], "Ada 🚀")).map((faces) => faces.id)).toEqual([
      "noto-emoji",
    ]);
  });
});

describe("packageFontsFor", () => {
  it("asks for nothing when a Latin resume uses a bundled family", () => {
    expect(packageFontsFor(withFont("IBM Plex Serif"))).toEqual([]);
    expect(findPackageFont("ibm plex serif")).toBeUndefined();
  });

  it("asks for a catalogue family with its chosen weights and italics, then the scripts the text needs", () => {
    const faces = packageFontsFor(withFont("Inter", ["regular", "300", "900italic"], "محمد"));
    expect(faces).toEqual([
      { id: "inter", weights: [300, 400, 700, 900], italic: true },
      { id: "vazirmatn", weights: [400, 700], italic: false },
    ]);
    expect(packageFontCssUrl({ id: "inter", weights: [300, 400, 700, 900], italic: true }, "/fonts/")).toBe(
      "/fonts/css/inter.css?weights=300,400,700,900&italic=1",
    );
    expect(packageFontCssUrl({ id: "vazirmatn", weights: [400, 700], italic: false }, "/fonts")).toBe(
      "/fonts/css/vazirmatn.css",
    );
  });

  it("does not ask twice when the chosen family is the script font itself", () => {
    expect(packageFontsFor(withFont("Vazirmatn", ["regular"], "محمد")).map((faces) => faces.id)).toEqual([
      "vazirmatn",
    ]);
  });

  it("keeps weights within 100–900", () => {
    expect(variantWeights(["regular", "italic", "100", "950", "abc", "700italic"])).toEqual([100, 400, 700]);
  });
});
