// The dependency rules in biome.json, checked on fixture files in a temp dir that holds a copy of the real
// config (a fixture in the tree would fail `biome check .`): each forbidden import fails lint, its allowed
// neighbour passes.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { after, test } from "node:test";
import { root } from "../lib/workspace.mjs";

const biome = join(root, "node_modules/.bin/biome");
const dir = mkdtempSync(join(tmpdir(), "vitae-lint-"));
after(() => rmSync(dir, { recursive: true, force: true }));
const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8"));
writeFileSync(join(dir, "biome.json"), JSON.stringify({ ...config, vcs: { enabled: false } }));

let fixture = 0;
/** Lints `source` as the file at `path` (suffixed to stay unique); answers whether noRestrictedImports fired. */
function restricted(path, source) {
  // Suffixed before the first dot, so "x.test.ts" stays a test file.
  const file = path.replace(/([^/.]+)(\.[^/]+)$/, `$1-${fixture++}$2`);
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), `${source}\nconsole.log(x);\n`);
  const result = spawnSync(biome, ["lint", "--max-diagnostics=none", file], { cwd: dir, encoding: "utf8" });
  return `${result.stdout}${result.stderr}`.includes("noRestrictedImports");
}

const cases = [
  // [file, import, forbidden]
  ["apps/web/src/features/builder/index.ts", "../resumes/api/resumes", true],
  ["apps/web/src/features/builder/store/x.ts", "../../resumes/testing", true],
  ["apps/web/src/features/builder/components/panel/x.tsx", "../../../auth/hooks/use-user", true],
  ["apps/web/src/features/builder/components/x.tsx", "../../../components/ui/button", false],
  ["apps/web/src/features/builder/components/panel/x.tsx", "../../../../lib/api-client", false],
  ["apps/web/src/features/builder/components/x.tsx", "../store/builder-store", false],
  ["apps/web/src/lib/x.ts", "../features/auth/api/auth", true],
  ["apps/web/src/components/ui/x.tsx", "../../features/builder/store/builder-store", true],
  ["apps/web/src/components/ui/x.tsx", "../../lib/utils", false],
  // The same rules through the `@/` alias for apps/web/src.
  ["apps/web/src/features/builder/components/x.tsx", "@/features/resumes/api/get-resume", true],
  ["apps/web/src/features/builder/components/left/panel/x.tsx", "@/lib/api-client", false],
  ["apps/web/src/lib/x.ts", "@/features/auth/api/auth", true],
  ["apps/web/src/components/ui/x.tsx", "@/features/builder/store/builder-store", true],
  ["apps/web/src/components/ui/x.tsx", "@/lib/utils", false],
  ["packages/templates/src/x.ts", "../../../apps/server/src/config", true],
  ["packages/templates/src/x.ts", "@vitae/server", true],
  ["packages/templates/src/x.ts", "@vitae/schema", false],
  ["apps/server/src/x.ts", "../../web/src/lib/api-client", true],
  ["apps/server/src/x.ts", "@vitae/web", true],
  ["apps/server/src/x.ts", "@vitae/templates", false],
  ["apps/server/src/x.ts", "../../../scripts/lib/chromium.mjs", true],
  ["apps/server/src/features/printer/x.ts", "../../../../../scripts/lib/launch.mjs", true],
  ["apps/server/src/features/printer/x.ts", "@vitae/chromium", false],
  // Server features: another feature only through its index.ts (tests: its test helpers too); auth stands on
  // mail alone, mail on nothing.
  ["apps/server/src/features/user/x.ts", "../auth/auth.service.ts", true],
  ["apps/server/src/features/user/x.ts", "../auth", true],
  ["apps/server/src/features/user/x.ts", "../auth/index.ts", false],
  ["apps/server/src/features/user/x.ts", "./user.service.ts", false],
  ["apps/server/src/features/user/x.ts", "../../lib/app-error.ts", false],
  ["apps/server/src/features/user/x.ts", "../../../../web/src/lib/api-client", true],
  ["apps/server/src/features/printer/x.ts", "../resume/resume.test-helpers.ts", true],
  ["apps/server/src/features/printer/x.test.ts", "../resume/resume.test-helpers.ts", false],
  ["apps/server/src/features/printer/x.test.ts", "../storage/local-storage.ts", true],
  ["apps/server/src/features/printer/x.test-helpers.ts", "../resume/resume.test-helpers.ts", false],
  ["apps/server/src/features/resume/sub/x.ts", "../../storage/storage.service.ts", true],
  ["apps/server/src/features/resume/sub/x.ts", "../../storage/index.ts", false],
  ["apps/server/src/features/resume/sub/x.ts", "../resume.repo.ts", false],
  ["apps/server/src/features/auth/x.ts", "../user/index.ts", true],
  ["apps/server/src/features/auth/x.ts", "../integrations/index.ts", true],
  ["apps/server/src/features/auth/x.ts", "../mail/index.ts", false],
  ["apps/server/src/features/auth/x.ts", "../mail/mailer.ts", true],
  ["apps/server/src/features/auth/oauth/x.ts", "../../user/index.ts", true],
  ["apps/server/src/features/auth/oauth/x.ts", "../session.service.ts", false],
  ["apps/server/src/features/auth/oauth/x.ts", "../../../lib/app-error.ts", false],
  ["apps/server/src/features/auth/x.test.ts", "../user/index.ts", true],
  ["apps/server/src/features/auth/x.test.ts", "../resume/resume.test-helpers.ts", false],
  ["apps/server/src/features/mail/x.ts", "../auth/index.ts", true],
  ["apps/server/src/features/mail/x.ts", "../../locales/mail/index.ts", false],
  ["apps/server/src/features/mail/x.test.ts", "../auth/auth.test-helpers.ts", false],
];

for (const [file, specifier, forbidden] of cases) {
  test(`${file} ${forbidden ? "may not" : "may"} import ${specifier}`, () => {
    assert.equal(restricted(file, `import { x } from "${specifier}";`), forbidden);
  });
}
