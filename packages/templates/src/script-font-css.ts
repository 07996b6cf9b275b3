/// <reference types="node" />
// Node-only: reads a script font's CSS from its @fontsource package (see script-fonts.ts for the pure part).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { ScriptFont } from "./script-fonts.ts";

const require = createRequire(import.meta.url);

const scriptFontWeights = [400, 700] as const;
const scriptCss = new Map<string, string>();

/**
 * The @font-face rules of a script font (regular and bold, every subset with its unicode-range), from the
 * @fontsource package's own CSS, pointed at `<fontBaseUrl>/<slug>/` and reduced to woff2.
 */
export const scriptFontFaceCss = (font: ScriptFont, fontBaseUrl: string): string => {
  let css = scriptCss.get(font.slug);
  if (css === undefined) {
    const folder = path.dirname(require.resolve(`@fontsource/${font.slug}/package.json`));
    css = scriptFontWeights
      .map((weight) => readFileSync(path.join(folder, `${weight}.css`), "utf8"))
      .join("\n")
      .replace(/,\s*url\(\.\/files\/[^)]+\.woff\)\s*format\(['"]woff['"]\)/g, "")
      .replace(/font-display:\s*swap/g, "font-display: block");
    scriptCss.set(font.slug, css);
  }
  const base = `${fontBaseUrl.replace(/["'\\<>\s]/g, "").replace(/\/+$/, "")}/${font.slug}/`;
  return css.replaceAll("url(./files/", `url(${base}`);
};
