// Every root npm script points at something that exists: a script file, a workspace script or an installed
// binary (`npm run typecheck` once called `tsc -b` with no root tsconfig). Cheap: nothing is run.
import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { typecheckTargets } from "../lib/typecheck.mjs";
import { root } from "../lib/workspace.mjs";

const readJson = (path) => JSON.parse(readFileSync(join(root, path), "utf8"));
const rootPackage = readJson("package.json");
/** The workspace folders the root package.json declares (`packages/*` expanded), by package name. */
const workspaceFolders = rootPackage.workspaces.flatMap((pattern) =>
  pattern.endsWith("/*")
    ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isDirectory() && existsSync(join(root, pattern.slice(0, -1), entry.name, "package.json")),
        )
        .map((entry) => `${pattern.slice(0, -1)}${entry.name}`)
    : [pattern],
);
const workspaceDirs = new Map(workspaceFolders.map((dir) => [readJson(`${dir}/package.json`).name, dir]));

/** Problems with one shell command of a root script, as readable sentences. */
function problemsOf(command) {
  const [bin, ...args] = command.trim().split(/\s+/);
  if (bin === "node") {
    const file = args.find((arg) => !arg.startsWith("-"));
    return existsSync(join(root, file)) ? [] : [`${file} does not exist`];
  }
  if (bin === "npm" && args[0] === "run") {
    const name = args[1];
    const workspace = args[args.indexOf("-w") + 1];
    const dir = args.includes("-w") ? workspaceDirs.get(workspace) : ".";
    if (!dir) return [`unknown workspace ${workspace}`];
    return readJson(`${dir}/package.json`).scripts?.[name] ? [] : [`${dir} has no "${name}" script`];
  }
  return existsSync(join(root, "node_modules/.bin", bin)) ? [] : [`binary ${bin} is not installed`];
}

test("every root script refers to an existing file, workspace script or binary", () => {
  const problems = Object.entries(rootPackage.scripts).flatMap(([name, script]) =>
    script.split("&&").flatMap((command) => problemsOf(command).map((problem) => `${name}: ${problem}`)),
  );
  assert.deepEqual(problems, []);
});

test("every typecheck target has a tsconfig, and every workspace with one is a target", () => {
  const missing = typecheckTargets.filter((target) => !existsSync(join(root, target, "tsconfig.json")));
  assert.deepEqual(missing, []);
  const withTsconfig = workspaceFolders.filter((dir) => existsSync(join(root, dir, "tsconfig.json")));
  assert.deepEqual([...typecheckTargets].sort(), withTsconfig.sort());
});

test("the check notices a broken script", () => {
  assert.deepEqual(problemsOf("tsc-b-nope -b"), ["binary tsc-b-nope is not installed"]);
  assert.deepEqual(problemsOf("node scripts/missing.mjs"), ["scripts/missing.mjs does not exist"]);
  assert.deepEqual(problemsOf("npm run nope -w @vitae/web"), ['apps/web has no "nope" script']);
});
