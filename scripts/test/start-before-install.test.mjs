// `npm start` runs before `npm ci`: the launcher's modules must load with bare Node, from the repository's files
// alone. A copy of scripts/ and the one package they read by path, without node_modules, loads them.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { root } from "../lib/workspace.mjs";

const dir = mkdtempSync(join(tmpdir(), "vitae-bare-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("the launcher's modules load without installed packages", () => {
  cpSync(join(root, "scripts"), join(dir, "scripts"), { recursive: true });
  cpSync(join(root, "packages/chromium"), join(dir, "packages/chromium"), { recursive: true });
  cpSync(join(root, "package.json"), join(dir, "package.json"));
  const modules = ["launch.mjs", "chromium.mjs", "node-version.mjs", "workspace.mjs"].map(
    (name) => `import(${JSON.stringify(join(dir, "scripts/lib", name))})`,
  );
  const result = spawnSync(process.execPath, ["-e", `await Promise.all([${modules.join(", ")}]);`], {
    cwd: dir,
    encoding: "utf8",
    // A NODE_PATH of the caller's could resolve packages the copy does not have.
    env: { ...process.env, NODE_PATH: "" },
  });
  assert.equal(result.status, 0, result.stderr);
});
