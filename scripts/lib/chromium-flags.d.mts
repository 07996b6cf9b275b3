export * from "../../packages/chromium/src/index.mjs";
