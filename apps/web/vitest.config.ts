import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  // The `@/` alias, from tsconfig.json's paths as in vite.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Whole-app tests render lazy routes; leave room for a loaded CI machine.
    testTimeout: 20_000,
  },
});
