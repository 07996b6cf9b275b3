/// <reference types="node" />
// Node-only helpers (the `@vitae/templates/node` entry), kept apart so the browser entry stays free of Node APIs.
import { createRequire } from "node:module";
import path from "node:path";
import { type BundledFont, findBundledFont, findBundledFontBySlug } from "./fonts.ts";
import { packageFontFilePath } from "./package-fonts.ts";

export { type RenderResumeHtmlOptions, renderLetterHtml, renderResumeHtml } from "./render-html.tsx";
export { findSimpleIcon } from "./simple-icons.ts";

const require = createRequire(import.meta.url);

const filePathIn = (font: BundledFont, fileName: string): string | null => {
  // Only names from the bundle's own list, so a request can never walk out of the package folder.
  if (!font.files.some((file) => file.file === fileName)) return null;
  const packageJson = require.resolve(`${font.packageName}/package.json`);
  return path.join(path.dirname(packageJson), "files", fileName);
};

/** Absolute path of a bundled font file, e.g. `fontFilePath("PT Sans", "pt-sans-latin-400-normal.woff2")`. */
export const fontFilePath = (family: string, fileName: string): string | null => {
  const font = findBundledFont(family);
  return font === undefined ? null : filePathIn(font, fileName);
};

/**
 * The file behind `/fonts/<slug>/<fileName>` (the URLs `fontFaceCss` and the packages' CSS write), or null when
 * the slug or file name is not part of the catalogue. Serve it as `font/woff2` with a long cache lifetime.
 */
export const fontFileForUrlPath = (slug: string, fileName: string): string | null => {
  const font = findBundledFontBySlug(slug);
  const bundled = font === undefined ? null : filePathIn(font, fileName);
  return bundled ?? packageFontFilePath(slug, fileName);
};

export { findCatalogueFontById, findPackageFont } from "./font-catalogue.ts";
export { fontCatalogue, packageFontFaceCss } from "./package-fonts.ts";
export { findScriptFont, scriptFontsFor } from "./script-fonts.ts";
