// `npm run db:generate`: runs `drizzle-kit generate` (offline) for src/db/schema.ts; extra arguments pass through
// (e.g. `-- --name add-resume-versions`).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// The package exports no bin path; it sits next to the main entry.
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve("drizzle-kit")), "bin.cjs");
const resolver = new URL("./resolve-drizzle-orm.mjs", import.meta.url).href;
const result = spawnSync(
  process.execPath,
  ["--import", resolver, drizzleKit, "generate", ...process.argv.slice(2)],
  {
    stdio: "inherit",
    cwd: fileURLToPath(new URL("..", import.meta.url)),
    // drizzle-kit also require()s drizzle-orm; NODE_PATH covers that path, the resolve hook covers import().
    env: { ...process.env, NODE_PATH: fileURLToPath(new URL("../node_modules", import.meta.url)) },
  },
);
process.exit(result.status ?? 1);
