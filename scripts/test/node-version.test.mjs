// Which Node.js releases `npm start` accepts, and that package.json's `engines` names the same range.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { nodeVersionVerdict, supportedRange } from "../lib/node-version.mjs";
import { root } from "../lib/workspace.mjs";

test("22.12+ and 24 are supported; 20.19+ starts with a warning; older is refused", () => {
  for (const version of ["22.12.0", "22.20.1", "24.0.0", "24.11.1", "26.1.0"]) {
    assert.deepEqual(nodeVersionVerdict(version), {}, version);
  }
  for (const version of ["20.19.0", "20.20.2", "21.7.3", "22.11.0"]) {
    const verdict = nodeVersionVerdict(version);
    assert.equal(verdict.refuse, undefined, version);
    assert.match(verdict.warn, /not supported.*22.*24/, version);
  }
  for (const version of ["18.20.8", "20.18.3"]) {
    assert.match(nodeVersionVerdict(version).refuse, /needs Node\.js 22 .* or 24/, version);
  }
});

test("package.json's engines and the README name the supported range", () => {
  const rootPackage = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  assert.equal(rootPackage.engines.node, supportedRange);
  assert.match(readFileSync(join(root, "README.md"), "utf8"), /Node\.js 22 \(22\.12\+\) or 24 \(LTS\)/);
});
