import type { FastifyInstance } from "fastify";

/** Which methods answer a path; empty when no route matches it at all. */
export type AllowedMethods = (path: string) => string[];

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/** `/api/resume/:id/print` → a RegExp matching concrete paths (`:param` is one segment, `*` the rest). */
const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment === "*" ? ".*" : escapeRegExp(segment)))
      .join("/")}/?$`,
  );

/**
 * Records every route's path and methods as it is added, so the not-found handler can tell "no such path" (404)
 * from "no such method on this path" (405 with `Allow`). Fastify's router has no public lookup by path alone.
 * Call before any route is registered: the hook then sees the routes of every plugin.
 */
export const trackRouteMethods = (app: FastifyInstance): AllowedMethods => {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook("onRoute", (route) => {
    // The SPA's wildcard and static files are not API resources with a method set of their own.
    if (route.url.includes("*")) return;
    const entry = routes.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    routes.set(route.url, entry);
  });
  return (path) => {
    const methods = new Set<string>();
    for (const { pattern, methods: own } of routes.values()) {
      if (pattern.test(path)) for (const method of own) methods.add(method);
    }
    return [...methods].sort();
  };
};
