// The one definition of how Vitae finds and starts Chromium, shared by the server's printer, the start and test
// scripts, the e2e tests, the template gallery and the benchmarks. Plain JavaScript without dependencies on
// purpose: scripts/start.mjs runs it with bare Node before `npm ci` (importing this file by its path, as no
// workspace package is linked yet), the server bundles it (esbuild), and TypeScript users read index.d.mts.
import { existsSync } from "node:fs";

/** Where Chromium is looked for when CHROME_PATH is not set (Debian, Ubuntu, Google's packages). */
export const chromiumCandidates = Object.freeze([
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
]);

/**
 * Flags for a headless browser that renders and nothing else: no sandbox (containers rarely allow it), no GPU,
 * /tmp instead of the small /dev/shm of containers, and none of the background traffic a desktop browser makes.
 */
export const headlessChromiumArgs = Object.freeze([
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
]);

/**
 * The printer's flags: the headless ones, and a host resolver rule that makes every name and address
 * unreachable to the browser itself. Everything the print page shows is answered from memory by request
 * interception, which never needs the network; but Chromium preconnects (a bare TCP connection, no request) to
 * the target of a navigation such as an iframe or a meta refresh before interception or offline mode see it.
 * With this rule it cannot even do that. Without a sandbox the page itself is sealed instead (sealed-page.ts).
 */
export const offlineChromiumArgs = Object.freeze([
  ...headlessChromiumArgs,
  "--host-resolver-rules=MAP * ~NOTFOUND",
]);

export const chromiumInstallHint =
  "install it (Debian/Ubuntu: `apt-get install -y chromium`) or set CHROME_PATH";

/**
 * The browser to start for tools (e2e, gallery, benchmarks): CHROME_PATH when set, even if it is wrong (the
 * launch then says so), else the first candidate on disk, else undefined.
 */
export const chromiumExecutable = (env = process.env) =>
  env.CHROME_PATH || chromiumCandidates.find((path) => existsSync(path));
