// `npm run typecheck`: the same per-workspace `tsc --noEmit` as `npm test`; stops at the first failure.

import { run } from "./lib/run.mjs";
import { typecheckArgs, typecheckTargets } from "./lib/typecheck.mjs";
import { root } from "./lib/workspace.mjs";

for (const target of typecheckTargets) {
  console.log(`▶ typecheck ${target}`);
  const code = await run("npx", typecheckArgs(target), { cwd: root });
  if (code !== 0) process.exit(code);
}
