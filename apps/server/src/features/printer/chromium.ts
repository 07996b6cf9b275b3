import { existsSync } from "node:fs";

/** Where Chromium is looked for when CHROME_PATH is not set (Debian, Ubuntu, Google's packages). */
export const chromiumCandidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
] as const;

/**
 * Flags for a print-only browser: no sandbox (containers rarely allow it; the page itself is sealed
 * instead, see sealed-page.ts), no GPU, and none of the background traffic a desktop browser makes.
 *
 * The host resolver rule makes every name and address unreachable to the browser itself. Everything the
 * print page shows is answered from memory by request interception, which never needs the network; but
 * Chromium preconnects (a bare TCP connection, no request) to the target of a navigation such as an iframe
 * or a meta refresh before interception or offline mode see it. With this rule it cannot even do that.
 */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  "--host-resolver-rules=MAP * ~NOTFOUND",
];

export type BrowserSource =
  | { kind: "launch"; executablePath: string }
  | { kind: "connect"; wsEndpoint: string }
  | { kind: "missing"; reason: string };

export const chromiumHint =
  "install it (Debian/Ubuntu: `apt-get install -y chromium`), or set CHROME_PATH or CHROME_WS_ENDPOINT";

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
