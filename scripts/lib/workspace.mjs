import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { mustRun } from "./run.mjs";

export const root = new URL("../../", import.meta.url).pathname;

/** Newest modification time (ms) of any file under the given paths, skipping build output. */
export function newestMtime(paths) {
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
  for (const path of paths) visit(join(root, path));
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
    inputs: ["apps/server/src", "apps/server/build.mjs", ...sharedInputs],
  },
];

/** Builds the web app and the server when their sources are newer than their output. */
export async function buildIfStale({ force = false } = {}) {
  for (const target of targets) {
    const built = mtimeOf(target.output);
    if (!force && built && built >= newestMtime(target.inputs)) continue;
    console.log(`Building the ${target.name}…`);
    await mustRun("npm", ["run", "build", "-w", target.workspace], { cwd: root });
  }
}
