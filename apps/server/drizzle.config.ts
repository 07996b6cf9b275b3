import { defineConfig } from "drizzle-kit";

// Offline: `npm run db:generate -w @vitae/server` diffs src/db/schema.ts against the last snapshot and writes SQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
