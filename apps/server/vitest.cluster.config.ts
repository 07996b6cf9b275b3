import { defineConfig } from "vitest/config";

// The cluster test: two built server processes on one PostgreSQL (TEST_DATABASE_URL) and one S3 double behind a
// loopback load balancer. Run by `npm test` after the build when PostgreSQL is there (scripts/test.mjs).
export default defineConfig({
  test: {
    name: "cluster",
    root: import.meta.dirname,
    include: ["cluster/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
