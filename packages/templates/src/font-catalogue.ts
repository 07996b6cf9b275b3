import type { ResumeData } from "@vitae/schema";
import { bundledFonts } from "./fonts.ts";
import { type CatalogueFont, moreFonts } from "./more-fonts.ts";
import { type ScriptFont, scriptFonts, scriptFontsFor } from "./script-fonts.ts";

export type { CatalogueFont };

// A script font's own script, from its package id: noto-sans-arabic → arabic, noto-sans-jp → japanese.
const scriptSuffixes: Record<string, string> = {
  jp: "japanese",
  kr: "korean",
  sc: "chinese-simplified",
  tc: "chinese-traditional",
};
const scriptOfSlug = (slug: string): string => {
  const suffix = slug.replace(/^noto-sans-?/, "");
  return suffix === "" ? "latin" : (scriptSuffixes[suffix] ?? suffix);
};

const scriptFontEntry = (font: ScriptFont): CatalogueFont => ({
  family: font.family,
  id: font.slug,
  category: "sans-serif",
  script: font.script ?? scriptOfSlug(font.slug),
});

/*
 * The typography panel's font catalogue: every family Vitae ships (@fontsource packages, so all of it works
 * offline). This pure list holds names only; the subsets, variants and files come from each package's
 * metadata (`fontCatalogue` in the node entry), so they can never drift from what is on disk.
 */
/** Every family of the catalogue: the bundled quick picks (with Times New Roman), the script fonts, the rest. */
export const catalogueFonts: readonly CatalogueFont[] = [
  ...Object.values(bundledFonts).map((font) => ({
    family: font.family,
    id: font.packageName.replace("@fontsource/", ""),
    category: font.generic,
    script: "latin",
  })),
  ...scriptFonts.filter((font) => font.fallbackOnly === undefined).map(scriptFontEntry),
  ...moreFonts,
];

/**
 * A catalogue family (case-insensitive) that is not one of the bundled fonts `fontFaceCss` writes rules for:
 * its @font-face rules come from its package's CSS (inlined by the printer, linked by the web artboard).
 */
export const findPackageFont = (family: string): CatalogueFont | undefined => {
  const wanted = family.trim().toLowerCase();
  if (Object.values(bundledFonts).some((font) => font.family.toLowerCase() === wanted)) return undefined;
  return catalogueFonts.find((font) => font.family.toLowerCase() === wanted);
};

// Served besides the catalogue: faces that only fill in characters (emoji), never chosen as a resume's font.
const fallbackFonts = scriptFonts.filter((font) => font.fallbackOnly !== undefined).map(scriptFontEntry);

/** The catalogue family (or fallback face) served under `/fonts/<id>/`, or undefined. */
export const findCatalogueFontById = (id: string): CatalogueFont | undefined =>
  catalogueFonts.find((font) => font.id === id) ?? fallbackFonts.find((font) => font.id === id);

/** The weights a resume's chosen variants ask for ("700", "300italic", "regular"), besides regular and bold. */
export const variantWeights = (variants: readonly string[]): number[] => {
  const weights = new Set([400, 700]);
  for (const variant of variants) {
    const weight = Number.parseInt(variant, 10);
    if (Number.isInteger(weight) && weight >= 100 && weight <= 900) weights.add(weight);
  }
  return [...weights].sort((a, b) => a - b);
};

/** The @font-face rules a page needs from one package: which weights, and whether italics too. */
export type PackageFontFaces = { id: string; weights: number[]; italic: boolean };

/**
 * The package fonts a resume needs: the chosen family when it is not a bundled one (the weights of its chosen
 * variants besides regular and bold, with italics), then the script fonts for the characters it lacks.
 */
export const packageFontsFor = (data: ResumeData): PackageFontFaces[] => {
  const { family, variants } = data.metadata.typography.font;
  const chosen = findPackageFont(family);
  const scripts = scriptFontsFor(data)
    .filter((font) => font.slug !== chosen?.id)
    .map((font) => ({ id: font.slug, weights: [400, 700], italic: false }));
  return chosen === undefined
    ? scripts
    : [{ id: chosen.id, weights: variantWeights(variants), italic: true }, ...scripts];
};

/**
 * Where the web serves those rules: `<fontBaseUrl>/css/<id>.css`, with `?weights=…&italic=1` unless it is the
 * plain regular-and-bold set (the URL the interface's own script font uses too).
 */
export const packageFontCssUrl = (faces: PackageFontFaces, fontBaseUrl: string): string => {
  const plain = !faces.italic && faces.weights.join(",") === "400,700";
  const query = plain ? "" : `?weights=${faces.weights.join(",")}${faces.italic ? "&italic=1" : ""}`;
  return `${fontBaseUrl.replace(/\/+$/, "")}/css/${faces.id}.css${query}`;
};
