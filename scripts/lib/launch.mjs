import { chromiumHint, ensureChromium, findChromium } from "./chromium.mjs";
import { buildIfStale, ensureDependencies } from "./workspace.mjs";

const defaultSteps = { ensureDependencies, ensureChromium, findChromium, buildIfStale };

/**
 * What `npm start` does before the server runs, in this order: install dependencies, find (or install)
 * Chromium, then build what is stale. Chromium comes before the build because the web build renders the
 * template thumbnails with it; a build made without it is redone once Chromium is there. Returns the
 * server's environment. `steps` replaces the real steps in tests.
 */
export async function prepareLaunch({ env = process.env, steps = defaultSteps, warn = console.warn } = {}) {
  await steps.ensureDependencies();
  // `npm start` serves the built product: React (server-side rendering for the printer) and the rest of the
  // stack pick their production code paths from NODE_ENV, which npm leaves unset. An explicit value wins.
  const serverEnv = { ...env, NODE_ENV: env.NODE_ENV || "production" };
  // `npm start` is also how Vitae is tried on one's own machine, where the sign-up and password-reset links are
  // wanted on the console when no SMTP server is set (the server then warns that mails are printed). A
  // MAIL_TO_CONSOLE of one's own wins.
  if (!env.SMTP_URL?.trim() && !env.MAIL_TO_CONSOLE?.trim()) serverEnv.MAIL_TO_CONSOLE = "true";
  // With a remote browser for printing, a local one only draws thumbnails: used when present, not installed.
  const chromium = env.CHROME_WS_ENDPOINT ? steps.findChromium() : await steps.ensureChromium();
  if (!env.CHROME_WS_ENDPOINT) {
    if (chromium) serverEnv.CHROME_PATH ??= chromium;
    else warn(`${chromiumHint} PDF export and template thumbnails are disabled until then.`);
  }
  await steps.buildIfStale({ chromium });
  return serverEnv;
}
