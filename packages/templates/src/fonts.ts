import { moreFonts } from "./more-fonts.ts";
import { scriptFamilies, scriptFonts } from "./script-fonts.ts";

// Fonts shipped with the package (@fontsource, woff2, latin + latin-ext), so a resume prints the same offline.
// This module is pure: it only knows names. `src/node.ts` turns a name into a file on disk.

export type FontWeight = 400 | 700;
export type FontStyle = "normal" | "italic";
export type FontSubset = "latin" | "latin-ext";
export type GenericFamily = "serif" | "sans-serif" | "monospace";

export type BundledFontFile = {
  weight: FontWeight;
  style: FontStyle;
  subset: FontSubset;
  /** File name inside the @fontsource package's `files/` folder, e.g. `pt-sans-latin-400-normal.woff2`. */
  file: string;
};

export type BundledFont = {
  family: string;
  /** Path segment under the font base URL: `/fonts/<slug>/<file>`. */
  slug: string;
  /** The npm package holding the files. */
  packageName: string;
  generic: GenericFamily;
  files: readonly BundledFontFile[];
};

// Google's subset ranges, identical for every bundled family (they come from each package's unicode.json).
const unicodeRanges: Record<FontSubset, string> = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
};

const subsets: readonly FontSubset[] = ["latin", "latin-ext"];
const weights: readonly FontWeight[] = [400, 700];
const styles: readonly FontStyle[] = ["normal", "italic"];

const bundle = (options: {
  family: string;
  slug: string;
  fontsourceId: string;
  generic: GenericFamily;
}): BundledFont => ({
  family: options.family,
  slug: options.slug,
  packageName: `@fontsource/${options.fontsourceId}`,
  generic: options.generic,
  files: subsets.flatMap((subset) =>
    weights.flatMap((weight) =>
      styles.map((style) => ({
        weight,
        style,
        subset,
        file: `${options.fontsourceId}-${subset}-${weight}-${style}.woff2`,
      })),
    ),
  ),
});

const fontsource = (family: string, generic: GenericFamily): BundledFont => {
  const id = family.toLowerCase().replaceAll(" ", "-");
  return bundle({ family, slug: id, fontsourceId: id, generic });
};

/**
 * Every family the package can serve: the ten quick-pick fonts, and "Times New Roman" served from Tinos
 * (metric-compatible, so a resume keeps its line breaks on machines without Times).
 */
export const bundledFonts: Readonly<Record<string, BundledFont>> = Object.fromEntries(
  [
    fontsource("Open Sans", "sans-serif"),
    fontsource("Merriweather", "serif"),
    fontsource("Roboto Condensed", "sans-serif"),
    fontsource("Playfair Display", "serif"),
    fontsource("Lato", "sans-serif"),
    fontsource("Lora", "serif"),
    fontsource("PT Sans", "sans-serif"),
    fontsource("PT Serif", "serif"),
    fontsource("IBM Plex Sans", "sans-serif"),
    fontsource("IBM Plex Serif", "serif"),
    bundle({ family: "Times New Roman", slug: "times-new-roman", fontsourceId: "tinos", generic: "serif" }),
  ].map((font) => [font.family, font]),
);

/** The bundled font for a family name (case-insensitive), or undefined. */
export const findBundledFont = (family: string): BundledFont | undefined => {
  const wanted = family.trim().toLowerCase();
  return Object.values(bundledFonts).find((font) => font.family.toLowerCase() === wanted);
};

/** The bundled font served under `/fonts/<slug>/`, or undefined. */
export const findBundledFontBySlug = (slug: string): BundledFont | undefined =>
  Object.values(bundledFonts).find((font) => font.slug === slug);

/** Serif, sans-serif or monospace for any family: the catalogue's category, else a guess from the name. */
export const genericFamilyOf = (family: string): GenericFamily => {
  const bundled = findBundledFont(family);
  if (bundled !== undefined) return bundled.generic;
  const name = family.trim().toLowerCase();
  const known = moreFonts.find((font) => font.family.toLowerCase() === name);
  if (known?.category === "serif" || known?.category === "monospace") return known.category;
  if (known !== undefined) return "sans-serif";
  if (name.includes("sans")) return "sans-serif";
  return /serif|times|georgia|garamond|baskerville|merriweather|lora|playfair|slab/.test(name)
    ? "serif"
    : "sans-serif";
};

const fallbackStacks: Record<GenericFamily, string> = {
  serif: '"Times New Roman", Tinos, Georgia, serif',
  "sans-serif": "Helvetica, Arial, Liberation Sans, sans-serif",
  monospace: '"DejaVu Sans Mono", "Liberation Mono", "Courier New", monospace',
};

const quoteFamily = (family: string): string => `"${family.replace(/["\\<>]/g, "")}"`;

/**
 * A `font-family` value: the chosen family, the script fonts for the characters it lacks (only those a resume
 * needs get @font-face rules; the others are names that cost nothing), then a system stack of the same kind.
 */
export const fontStack = (family: string): string => {
  const fallback = fallbackStacks[genericFamilyOf(family)];
  return `${quoteFamily(family)}, ${scriptFamilies(scriptFonts)}, ${fallback}`;
};

/** Where the printer or web app serves a bundled file: `<fontBaseUrl>/<slug>/<file>`. */
export const fontFileUrl = (font: BundledFont, file: BundledFontFile, fontBaseUrl: string): string =>
  `${fontBaseUrl.replace(/["'\\<>\s]/g, "").replace(/\/+$/, "")}/${font.slug}/${file.file}`;

/**
 * The @font-face rules for a bundled family (regular, italic, bold, bold italic; latin and latin-ext by
 * unicode-range, so a browser fetches latin-ext only when the text needs it). Empty for an unknown family:
 * the font stack's generic family takes over.
 */
export const fontFaceCss = (family: string, fontBaseUrl: string): string => {
  const font = findBundledFont(family);
  if (font === undefined) return "";
  return font.files
    .map(
      (file) => `@font-face {
  font-family: ${quoteFamily(font.family)};
  font-style: ${file.style};
  font-weight: ${file.weight};
  font-display: block;
  src: url("${fontFileUrl(font, file, fontBaseUrl)}") format("woff2");
  unicode-range: ${unicodeRanges[file.subset]};
}`,
    )
    .join("\n");
};
