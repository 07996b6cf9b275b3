import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../app.ts";
import { type Config, loadConfig } from "../../config.ts";
import { createTestDatabase, type TestApp } from "../create-test-app.ts";

/**
 * The whole app on a fresh database, like createTestApp, with extra environment variables (providers, the
 * learning platform, DISABLE_SIGNUP…) parsed by the real configuration loader.
 */
export const createAppWithEnv = async (
  env: Record<string, string>,
  { prepare }: { prepare?: (app: TestApp["app"]) => Promise<void> } = {},
): Promise<TestApp> => {
  const dataDir = await mkdtemp(join(tmpdir(), "vitae-test-"));
  const testDatabase = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env }),
    database: testDatabase.config,
    webDistDir: join(dataDir, "web-not-built"),
  };
  const app = await buildApp({ config, database: testDatabase.database });
  await prepare?.(app);
  return {
    app,
    database: testDatabase.database,
    config,
    close: async () => {
      await app.close();
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
