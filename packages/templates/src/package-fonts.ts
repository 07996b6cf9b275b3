/// <reference types="node" />
// Node-only: what the @fontsource packages hold on disk — their metadata for the font catalogue, their CSS for
// @font-face rules, their files for the font route. See font-catalogue.ts for the pure part.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FontCatalogueEntry } from "@vitae/schema";
import { catalogueFonts, findCatalogueFontById } from "./font-catalogue.ts";
import { bundledFonts } from "./fonts.ts";

const require = createRequire(import.meta.url);

type PackageMetadata = {
  id: string;
  family: string;
  subsets: string[];
  weights: number[];
  styles: string[];
  defSubset: string;
  category: string;
};

const folders = new Map<string, string>();

/** The package folder of a catalogue font; ids come from the catalogue only, never from a request. */
const packageFolder = (id: string): string => {
  let folder = folders.get(id);
  if (folder === undefined) {
    folder = path.dirname(require.resolve(`@fontsource/${id}/package.json`));
    folders.set(id, folder);
  }
  return folder;
};

const metadataCache = new Map<string, PackageMetadata>();

export const packageMetadata = (id: string): PackageMetadata => {
  let metadata = metadataCache.get(id);
  if (metadata === undefined) {
    metadata = JSON.parse(
      readFileSync(path.join(packageFolder(id), "metadata.json"), "utf8"),
    ) as PackageMetadata;
    metadataCache.set(id, metadata);
  }
  return metadata;
};

const cleanBase = (fontBaseUrl: string): string => fontBaseUrl.replace(/["'\\<>\s]/g, "").replace(/\/+$/, "");

// One entry per CSS file of a package (at most a few hundred in all), so no request can grow it further.
const cssFiles = new Map<string, string>();

const readCssFile = (file: string): string => {
  let css = cssFiles.get(file);
  if (css === undefined) {
    css = existsSync(file)
      ? readFileSync(file, "utf8")
          .replace(/,\s*url\(\.\/files\/[^)]+\.woff\)\s*format\(['"]woff['"]\)/g, "")
          .replace(/font-display:\s*swap/g, "font-display: block")
      : "";
    cssFiles.set(file, css);
  }
  return css;
};

/**
 * The @font-face rules of a catalogue font from its package's own CSS — every subset with its unicode-range, so
 * a browser fetches only the files for the characters on the page — for the given weights (those the package
 * has), upright and, when asked and available, italic; pointed at `<fontBaseUrl>/<id>/` and reduced to woff2.
 */
export const packageFontFaceCss = (
  id: string,
  fontBaseUrl: string,
  options: { weights?: readonly number[]; italic?: boolean } = {},
): string => {
  const { weights = [400, 700], italic = false } = options;
  const folder = packageFolder(id);
  const available = new Set(packageMetadata(id).weights);
  return [...new Set(weights)]
    .filter((weight) => available.has(weight))
    .flatMap((weight) => [`${weight}.css`, ...(italic ? [`${weight}-italic.css`] : [])])
    .map((file) => readCssFile(path.join(folder, file)))
    .filter(Boolean)
    .join("\n")
    .replaceAll("url(./files/", `url(${cleanBase(fontBaseUrl)}/${id}/`);
};

/**
 * The file behind `/fonts/<id>/<fileName>` for a catalogue font: only woff2 files named like the package's own
 * (`<id>-<subset>-<weight>-<style>.woff2`), so a request can never walk out of the package folder.
 */
export const packageFontFilePath = (id: string, fileName: string): string | null => {
  const font = findCatalogueFontById(id);
  if (font === undefined || !new RegExp(`^${id}-[a-z0-9-]+-[1-9]00-(normal|italic)\\.woff2$`).test(fileName))
    return null;
  return path.join(packageFolder(id), "files", fileName);
};

// The script a subset writes, for grouping the catalogue (Latin extensions and Vietnamese are Latin).
const subsetScripts: Record<string, string> = {
  latin: "latin",
  "latin-ext": "latin",
  vietnamese: "latin",
  cyrillic: "cyrillic",
  "cyrillic-ext": "cyrillic",
  greek: "greek",
  "greek-ext": "greek",
  "chinese-simplified": "chinese-simplified",
  "chinese-traditional": "chinese-traditional",
};

/** Google's variant names: "regular", "italic", "700", "700italic". */
const variantName = (weight: number, style: string): string =>
  weight === 400
    ? style === "italic"
      ? "italic"
      : "regular"
    : `${weight}${style === "italic" ? "italic" : ""}`;

const catalogueCache = new Map<string, FontCatalogueEntry[]>();

/**
 * The whole catalogue as the typography panel lists it: per family its category, subsets (CJK packages' numbered
 * slices left out), variants, one woff2 address per variant, and the scripts it covers.
 */
export const fontCatalogue = (fontBaseUrl: string): FontCatalogueEntry[] => {
  const base = cleanBase(fontBaseUrl);
  let catalogue = catalogueCache.get(base);
  if (catalogue !== undefined) return catalogue;
  catalogue = catalogueFonts.map((font) => {
    const metadata = packageMetadata(font.id);
    const subsets = metadata.subsets.filter((subset) => !subset.startsWith("["));
    const styles = ["normal", "italic"].filter((style) => metadata.styles.includes(style));
    const bundled = bundledFonts[font.family];
    const fileSubset = bundled !== undefined || subsets.includes("latin") ? "latin" : metadata.defSubset;
    const folder = bundled?.slug ?? font.id;
    const files: Record<string, string> = {};
    const variants = metadata.weights.flatMap((weight) =>
      styles.map((style) => {
        const name = variantName(weight, style);
        files[name] = `${base}/${folder}/${metadata.id}-${fileSubset}-${weight}-${style}.woff2`;
        return name;
      }),
    );
    // The script the family was made for first: the picker lists it there.
    const scripts = [
      ...new Set([font.script, ...subsets.map((subset) => subsetScripts[subset] ?? subset)]),
    ].filter((script) => script !== "math" && script !== "symbols");
    return { family: font.family, id: font.id, category: font.category, subsets, variants, files, scripts };
  });
  catalogueCache.set(base, catalogue);
  return catalogue;
};
