// Moved to the @vitae/chromium package (packages/chromium); kept only while the benchmarks still import it here.
export * from "../../packages/chromium/src/index.mjs";
