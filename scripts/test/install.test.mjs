// The launcher's install step on a tiny fixture workspace (a full `npm ci` of Vitae takes about a minute):
// with NODE_ENV=production npm would skip dev dependencies, and the build tools are dev dependencies.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { ensureDependencies } from "../lib/workspace.mjs";

function fixtureWorkspace() {
  const dir = mkdtempSync(join(tmpdir(), "vitae-install-"));
  const tool = join(dir, "build-tool");
  mkdirSync(tool);
  writeFileSync(
    join(tool, "package.json"),
    JSON.stringify({ name: "build-tool", version: "1.0.0", bin: { "build-tool": "cli.js" } }),
  );
  writeFileSync(join(tool, "cli.js"), "#!/usr/bin/env node\n");
  writeFileSync(
    join(dir, "package.json"),
    JSON.stringify({
      name: "fixture",
      private: true,
      devDependencies: { "build-tool": "file:./build-tool" },
    }),
  );
  // A lockfile, so the launcher takes its `npm ci` path as on a fresh clone of Vitae.
  const lock = spawnSync("npm", ["install", "--package-lock-only", "--no-audit", "--no-fund", "--offline"], {
    cwd: dir,
    encoding: "utf8",
  });
  assert.equal(lock.status, 0, lock.stderr);
  return dir;
}

test("NODE_ENV=production still installs the dev dependencies the build needs", async () => {
  const dir = fixtureWorkspace();
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await ensureDependencies({ cwd: dir });
    assert.ok(existsSync(join(dir, "node_modules/.bin/build-tool")), "dev dependency bin is installed");
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
    rmSync(dir, { recursive: true, force: true });
  }
});
