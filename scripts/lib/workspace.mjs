import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { mustRun } from "./run.mjs";

export const root = new URL("../../", import.meta.url).pathname;

/** Newest modification time (ms) of any file under the given paths, skipping build output. */
export function newestMtime(paths, base = root) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === "node_modules" || entry === "dist" || entry.startsWith(".")) continue;
        visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(join(base, path));
  return newest;
}

const mtimeOf = (path, base = root) =>
  existsSync(join(base, path)) ? statSync(join(base, path)).mtimeMs : 0;

/**
 * The install the launcher runs. `--include=dev` because the build needs Vite, esbuild and TypeScript (dev
 * dependencies): without it, NODE_ENV=production (a common self-hosting habit) makes npm skip them and the
 * build stops at `vite: not found`. NODE_ENV still picks the server's production code paths at run time.
 */
export function installArgs(hasLock) {
  return [hasLock ? "ci" : "install", "--include=dev", "--no-audit", "--no-fund"];
}

/** Installs dependencies (dev ones included) when node_modules is missing or older than the lockfile. */
export async function ensureDependencies({ cwd = root } = {}) {
  const installed = mtimeOf("node_modules/.package-lock.json", cwd);
  const wanted = Math.max(mtimeOf("package-lock.json", cwd), mtimeOf("package.json", cwd));
  if (installed && installed >= wanted) return;
  console.log("Installing dependencies…");
  await mustRun("npm", installArgs(existsSync(join(cwd, "package-lock.json"))), { cwd });
}

const sharedInputs = [
  "packages/schema/src",
  "packages/templates/src",
  "packages/importers/src",
  "package-lock.json",
];

const targets = [
  {
    name: "web app",
    workspace: "@vitae/web",
    output: "apps/web/dist/index.html",
    thumbnails: true,
    inputs: [
      "apps/web/src",
      "apps/web/public",
      "apps/web/index.html",
      "apps/web/vite.config.ts",
      ...sharedInputs,
    ],
  },
  {
    name: "server",
    workspace: "@vitae/server",
    output: "apps/server/dist/main.js",
    inputs: ["apps/server/src", "apps/server/build.mjs", "packages/chromium/src", ...sharedInputs],
  },
];

/** The built web app's template thumbnails (vite copies them from apps/web/public). */
export const builtThumbnailsDir = "apps/web/dist/template-thumbnails";

/** Whether the built web app has no template thumbnails: it was built while Chromium was missing. */
export function thumbnailsMissing({ cwd = root } = {}) {
  const dir = join(cwd, builtThumbnailsDir);
  return !existsSync(dir) || !readdirSync(dir).some((file) => file.endsWith(".jpg"));
}

/**
 * The targets to build, each with why: output missing or older than its sources, or (web app) thumbnails
 * missing while `chromium` (a browser's path) can now render them.
 */
export function staleTargets({ cwd = root, chromium } = {}) {
  return targets.flatMap((target) => {
    const built = mtimeOf(target.output, cwd);
    if (!built) return [{ target, reason: "not built yet" }];
    if (built < newestMtime(target.inputs, cwd)) return [{ target, reason: "sources changed" }];
    if (target.thumbnails && chromium && thumbnailsMissing({ cwd }))
      return [{ target, reason: "template thumbnails missing" }];
    return [];
  });
}

/**
 * Builds the web app and the server when stale (see staleTargets). `chromium` is handed to the web build as
 * CHROME_PATH, so it renders the template thumbnails with the browser the launcher found or installed.
 */
export async function buildIfStale({ force = false, chromium } = {}) {
  const stale = force ? targets.map((target) => ({ target, reason: "forced" })) : staleTargets({ chromium });
  const env = chromium ? { ...process.env, CHROME_PATH: chromium } : process.env;
  for (const { target, reason } of stale) {
    console.log(`Building the ${target.name} (${reason})…`);
    await mustRun("npm", ["run", "build", "-w", target.workspace], { cwd: root, env });
  }
}
