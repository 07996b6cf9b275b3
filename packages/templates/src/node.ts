/// <reference types="node" />
// Node-only helpers (the `@vitae/templates/node` entry), kept apart so the browser entry stays free of Node APIs.
import { createRequire } from "node:module";
import path from "node:path";
import { type BundledFont, findBundledFont, findBundledFontBySlug } from "./fonts.ts";
import { findScriptFont } from "./script-fonts.ts";

export { type RenderResumeHtmlOptions, renderResumeHtml } from "./render-html.tsx";
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
 * The file behind `/fonts/<slug>/<fileName>` (the URLs `fontFaceCss` writes), or null when the slug or file
 * name is not part of the bundle. Serve it as `font/woff2` with a long cache lifetime.
 */
export const fontFileForUrlPath = (slug: string, fileName: string): string | null => {
  const font = findBundledFontBySlug(slug);
  if (font !== undefined) return filePathIn(font, fileName);
  const script = findScriptFont(slug);
  // A script font's files are named `<slug>-<subset>-<weight>-normal.woff2`; nothing else is served.
  if (script === undefined || !new RegExp(`^${slug}-[a-z0-9-]+-(400|700)-normal\\.woff2$`).test(fileName))
    return null;
  return path.join(path.dirname(require.resolve(`@fontsource/${slug}/package.json`)), "files", fileName);
};

export { scriptFontFaceCss } from "./script-font-css.ts";
export { findScriptFont, scriptFontsFor } from "./script-fonts.ts";
