import { existsSync } from "node:fs";
// By path: the launcher runs this before `npm ci` has linked the workspace packages.
import { chromiumCandidates, chromiumInstallHint } from "../../packages/chromium/src/index.mjs";
import { ensureDebianPackage } from "./debian-package.mjs";

/** CHROME_PATH when it exists, else the first candidate on disk. */
export const findChromium = () =>
  [process.env.CHROME_PATH, ...chromiumCandidates].find((path) => path && existsSync(path));

export const chromiumHint = `Chromium was not found: ${chromiumInstallHint}.`;

/**
 * Finds Chromium, installing Debian's package when we are root with apt-get.
 * Returns the path, or undefined when it is still missing.
 */
export async function ensureChromium({ install = true } = {}) {
  return install ? ensureDebianPackage("chromium", findChromium) : findChromium();
}
