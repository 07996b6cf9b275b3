// npm keeps drizzle-orm inside apps/server/node_modules while drizzle-kit is hoisted to the root, and drizzle-kit
// imports drizzle-orm from its own location. This resolve hook answers those imports from the server package.
import { register } from "node:module";
import { isMainThread } from "node:worker_threads";

const serverPackage = new URL("../package.json", import.meta.url).href;

export const resolve = (specifier, context, nextResolve) =>
  specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/")
    ? nextResolve(specifier, { ...context, parentURL: serverPackage })
    : nextResolve(specifier, context);

// Loaded once with --import on the main thread (registers the hook), once more as the hooks module itself.
if (isMainThread) register(import.meta.url);
