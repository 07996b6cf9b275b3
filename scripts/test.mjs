// `npm test` (= `npm run validate`): format + lint, typecheck, unit, server integration
// (PGlite, then PostgreSQL when TEST_DATABASE_URL is set), then e2e in real Chromium.
import { chromiumHint, ensureChromium, findChromium } from "./lib/chromium.mjs";
import { ensureRedisServer, redisHint } from "./lib/redis.mjs";
import { run } from "./lib/run.mjs";
import { typecheckArgs, typecheckTargets } from "./lib/typecheck.mjs";
import { buildIfStale, ensureDependencies, root } from "./lib/workspace.mjs";

const unitProjects = ["schema", "templates", "importers", "exporters", "web"];

const { DATABASE_URL: _ignored, ...baseEnv } = process.env;
const postgresUrl = process.env.TEST_DATABASE_URL;
const only = process.argv.slice(2);

const steps = [
  { name: "format + lint", cmd: "npx", args: ["biome", "check", "."] },
  { name: "launcher tests", cmd: process.execPath, args: ["--test", "scripts/test/"] },
  ...typecheckTargets.map((target) => ({
    name: `typecheck ${target}`,
    cmd: "npx",
    args: typecheckArgs(target),
  })),
  {
    name: "unit tests",
    cmd: "npx",
    args: ["vitest", "run", ...unitProjects.flatMap((project) => ["--project", project])],
  },
  { name: "integration tests (PGlite)", cmd: "npx", args: ["vitest", "run", "--project", "server"] },
  ...(postgresUrl
    ? [
        {
          name: "integration tests (PostgreSQL)",
          cmd: "npx",
          args: ["vitest", "run", "--project", "server"],
          env: { DATABASE_URL: postgresUrl },
        },
      ]
    : []),
  { name: "build", fn: () => buildIfStale({ chromium: baseEnv.CHROME_PATH ?? findChromium() }) },
  ...(postgresUrl
    ? [
        {
          name: "cluster (two nodes on PostgreSQL and S3)",
          cmd: "npx",
          args: ["vitest", "run", "-c", "apps/server/vitest.cluster.config.ts"],
          env: { TEST_DATABASE_URL: postgresUrl },
        },
      ]
    : []),
  { name: "e2e (Chromium)", cmd: "npx", args: ["playwright", "test", "-c", "e2e/playwright.config.ts"] },
].filter((step) => only.length === 0 || only.some((word) => step.name.includes(word)));

await ensureDependencies();
if (steps.some((step) => step.name.startsWith("e2e"))) {
  const chromium = await ensureChromium();
  if (!chromium) {
    console.error(`npm test needs Chromium for the end-to-end tests. ${chromiumHint}`);
    process.exit(1);
  }
  baseEnv.CHROME_PATH ??= chromium;
}
if (steps.some((step) => step.name.startsWith("integration"))) {
  // The rate-limit tests start their own Redis (REDIS_URL); nothing else needs it.
  const redis = await ensureRedisServer();
  if (!redis) {
    console.error(`npm test needs Redis for the rate-limit integration tests. ${redisHint}`);
    process.exit(1);
  }
  baseEnv.REDIS_SERVER_PATH ??= redis;
}

const results = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = performance.now();
  let code = 0;
  if (step.fn) {
    try {
      await step.fn();
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      code = 1;
    }
  } else {
    code = await run(step.cmd, step.args, { cwd: root, env: { ...baseEnv, ...step.env } });
  }
  results.push({ name: step.name, ok: code === 0, seconds: (performance.now() - started) / 1000 });
  if (code !== 0) break;
}

console.log("\nSummary");
for (const result of results) {
  console.log(`  ${result.ok ? "✓" : "✗"} ${result.name} (${result.seconds.toFixed(1)} s)`);
}
const failed = results.filter((result) => !result.ok).length;
const skipped = steps.length - results.length;
console.log(
  `steps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`,
);
process.exit(failed ? 1 : 0);
