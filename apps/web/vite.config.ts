import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// In development the API server runs on its own port; in production it serves this build itself.
const apiServer = "http://localhost:3000";
const proxy = {
  "/api": { target: apiServer },
  "/storage": { target: apiServer },
  "/fonts": { target: apiServer },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // `@/` is apps/web/src, as tsconfig.json's paths say: imports name what they use instead of climbing folders.
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  // The import worker loads the converters with a dynamic import, which needs module workers.
  worker: { format: "es" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // The largest chunk is the builder route with its editor (TipTap + ProseMirror, ~515 kB raw, ~165 kB gzip),
    // loaded only when a builder opens. Splitting the editor into a group chunk broke module order under
    // rolldown, so the limit sits just above it; the landing page's initial JS stays ~165 kB gzip
    // (bench/web-size.ts).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // @vitae/schema mixes zod-free constants (error codes, languages) with zod schemas, and a top-level
        // `z.object(...)` call looks like a side effect. Declaring its modules and zod's builders pure keeps
        // zod (~30 kB gzip) out of the landing bundle until a page really validates something.
        moduleSideEffects: [{ test: /\/packages\/schema\//, sideEffects: false }],
        manualPureFunctions: ["z"],
      },
    },
  },
});
