import { existsSync } from "node:fs";
import { chromiumCandidates, chromiumInstallHint } from "./chromium-flags.mjs";
import { commandExists, isRoot, run } from "./run.mjs";

/** CHROME_PATH when it exists, else the first candidate on disk. */
export const findChromium = () =>
  [process.env.CHROME_PATH, ...chromiumCandidates].find((path) => path && existsSync(path));

export const chromiumHint = `Chromium was not found: ${chromiumInstallHint}.`;

/**
 * Finds Chromium, installing Debian's package when we are root with apt-get.
 * Returns the path, or undefined when it is still missing.
 */
export async function ensureChromium({ install = true } = {}) {
  const found = findChromium();
  if (found || !install) return found;
  if (isRoot() && commandExists("apt-get")) {
    console.log("Chromium not found; installing Debian's chromium package (one-time)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    if ((await run("apt-get", ["install", "-y", "-qq", "chromium"], { env })) !== 0) {
      await run("apt-get", ["update", "-qq"], { env });
      await run("apt-get", ["install", "-y", "-qq", "chromium"], { env });
    }
  }
  return findChromium();
}
