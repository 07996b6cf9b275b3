import { existsSync } from "node:fs";
import { commandExists, isRoot, run } from "./run.mjs";

const candidates = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

export const findChromium = () => candidates.find((path) => path && existsSync(path));

export const chromiumHint =
  "Chromium was not found: install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH.";

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
