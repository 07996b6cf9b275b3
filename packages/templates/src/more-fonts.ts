import type { FontCategory } from "@vitae/schema";

/** A family of the font catalogue, by name; see font-catalogue.ts. */
export type CatalogueFont = {
  family: string;
  /** The @fontsource package id, also the path segment under the font base URL. */
  id: string;
  category: FontCategory;
  /** The script the family was made for, which the picker groups it under (it may cover others too). */
  script: string;
};

const entry = (family: string, category: FontCategory, script = "latin"): CatalogueFont => ({
  family,
  id: family.toLowerCase().replaceAll(" ", "-"),
  category,
  script,
});

// Families beyond the quick picks and the script fallbacks: popular text faces for Latin, Cyrillic and Greek,
// and text faces of their own for the scripts the 46 interface languages use.
export const moreFonts: readonly CatalogueFont[] = [
  entry("Roboto", "sans-serif"),
  entry("Inter", "sans-serif"),
  entry("Montserrat", "sans-serif"),
  entry("Source Sans 3", "sans-serif"),
  entry("Raleway", "sans-serif"),
  entry("Nunito", "sans-serif"),
  entry("Work Sans", "sans-serif"),
  entry("Fira Sans", "sans-serif"),
  entry("Karla", "sans-serif"),
  entry("Ubuntu", "sans-serif"),
  entry("Rubik", "sans-serif"),
  entry("Barlow", "sans-serif"),
  entry("Poppins", "sans-serif"),
  entry("Oswald", "sans-serif"),
  entry("Bebas Neue", "sans-serif"),
  entry("Source Serif 4", "serif"),
  entry("EB Garamond", "serif"),
  entry("Libre Baskerville", "serif"),
  entry("Crimson Pro", "serif"),
  entry("Noto Serif", "serif"),
  entry("Spectral", "serif"),
  entry("Alegreya", "serif"),
  entry("Caveat", "handwriting"),
  entry("Dancing Script", "handwriting"),
  entry("Roboto Mono", "monospace"),
  entry("JetBrains Mono", "monospace"),
  entry("IBM Plex Mono", "monospace"),
  entry("Source Code Pro", "monospace"),
  entry("Noto Sans Arabic", "sans-serif", "arabic"),
  entry("Noto Naskh Arabic", "serif", "arabic"),
  entry("Cairo", "sans-serif", "arabic"),
  entry("Amiri", "serif", "arabic"),
  entry("Heebo", "sans-serif", "hebrew"),
  entry("Frank Ruhl Libre", "serif", "hebrew"),
  entry("Hind", "sans-serif", "devanagari"),
  entry("Noto Serif Devanagari", "serif", "devanagari"),
  entry("Mukta", "sans-serif", "devanagari"),
  entry("Hind Siliguri", "sans-serif", "bengali"),
  entry("Sarabun", "sans-serif", "thai"),
  entry("Prompt", "sans-serif", "thai"),
];
