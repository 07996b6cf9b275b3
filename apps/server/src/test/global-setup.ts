import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../config.ts";
import { migratedPgliteSnapshot } from "../db/client.ts";

/** The environment variable through which test files find the migrated PGlite snapshot. */
export const pgliteSnapshotVariable = "VITAE_TEST_PGLITE_SNAPSHOT";

/**
 * Runs once per `vitest run`, before the test files: on PGlite, migrates one empty database and leaves its
 * tarball for createTestDatabase, so each of the ~60 files loads it instead of bootstrapping PostgreSQL and
 * migrating again. The worker processes inherit the variable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (loadConfig().database.driver !== "pglite") return async () => {};
  const dir = await mkdtemp(join(tmpdir(), "vitae-pglite-snapshot-"));
  const file = join(dir, "migrated.tar");
  await writeFile(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  process.env[pgliteSnapshotVariable] = file;
  return async () => {
    delete process.env[pgliteSnapshotVariable];
    await rm(dir, { recursive: true, force: true });
  };
}
