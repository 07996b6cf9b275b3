/** Every workspace with a tsconfig, checked one by one (there is no root tsconfig): `npm run typecheck` and `npm test`. */
export const typecheckTargets = [
  "packages/schema",
  "packages/templates",
  "packages/importers",
  "packages/exporters",
  "apps/server",
  "apps/web",
  "e2e",
  "bench",
];

export const typecheckArgs = (target) => ["tsc", "--noEmit", "-p", target];
