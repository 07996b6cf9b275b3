import { existsSync } from "node:fs";
import { chromiumCandidates, chromiumInstallHint, offlineChromiumArgs } from "@vitae/chromium";

export { chromiumCandidates };

/**
 * Flags for the print-only browser, defined once for every Chromium user in the repository (the
 * `@vitae/chromium` package, bundled into the server at build): headless, no sandbox (the page is sealed
 * instead, see sealed-page.ts), and no host resolution at all.
 */
export const chromiumArgs: string[] = [...offlineChromiumArgs];

export type BrowserSource =
  | { kind: "launch"; executablePath: string }
  | { kind: "connect"; wsEndpoint: string }
  | { kind: "missing"; reason: string };

export const chromiumHint = `${chromiumInstallHint} or CHROME_WS_ENDPOINT`;

/** The browser to print with: a remote one, the configured executable, or the first one found on disk. */
export const resolveBrowserSource = (options: {
  chromePath: string | undefined;
  chromeWsEndpoint: string | undefined;
  candidates?: readonly string[];
}): BrowserSource => {
  if (options.chromeWsEndpoint !== undefined)
    return { kind: "connect", wsEndpoint: options.chromeWsEndpoint };
  if (options.chromePath !== undefined) {
    return existsSync(options.chromePath)
      ? { kind: "launch", executablePath: options.chromePath }
      : { kind: "missing", reason: `CHROME_PATH ${options.chromePath} does not exist; ${chromiumHint}` };
  }
  const candidates = options.candidates ?? chromiumCandidates;
  const found = candidates.find((path) => existsSync(path));
  return found === undefined
    ? { kind: "missing", reason: `no browser at ${candidates.join(", ")}; ${chromiumHint}` }
    : { kind: "launch", executablePath: found };
};
