import { defineConfig } from "vitest/config";

// One runner, one project per workspace; `npm test` picks projects by name.
export default defineConfig({
  test: {
    projects: [
      "packages/schema",
      "packages/templates",
      "packages/importers",
      "packages/exporters",
      "apps/server",
      "apps/web",
    ],
  },
});
