import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/** Which methods answer a path; empty when no route matches it at all. */
export type AllowedMethods = (path: string) => string[];

type Route = { segments: string[]; methods: Set<string> };

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const isParameter = (segment: string) => segment.startsWith(":");

/** Does `/api/resume/:id` match the path's segments? A parameter takes one segment of at most `maxLength`. */
const matches = (route: string[], path: string[], maxLength: number) =>
  route.length === path.length &&
  route.every((segment, index) => {
    const value = path[index] ?? "";
    return isParameter(segment) ? value !== "" && value.length <= maxLength : segment === value;
  });

/** Negative when `a` is the more specific route: the router tries a static segment before a parameter. */
const bySpecificity = (a: string[], b: string[]) => {
  for (let index = 0; index < a.length; index += 1) {
    const difference = Number(isParameter(a[index] ?? "")) - Number(isParameter(b[index] ?? ""));
    if (difference !== 0) return difference;
  }
  return 0;
};

/**
 * Records every route's path and methods as it is added, so the not-found handling can tell "no such path" (404)
 * from "no such method on this path" (405 with `Allow`). Fastify's router has no public lookup by path alone.
 * `Allow` lists the methods of the one route that names the path — the most specific, as the router prefers a
 * static segment to a parameter: `/api/resume/trash` is the trash, not a resume id, so a PUT there lists the
 * trash's methods, not those of `/api/resume/{id}`. A parameter longer than the router takes (`maxParamLength`)
 * matches nothing. Call before any route is registered: the hook then sees the routes of every plugin.
 */
export const trackRouteMethods = (app: FastifyInstance): AllowedMethods => {
  const maxParamLength = app.initialConfig.maxParamLength ?? 100;
  const routes = new Map<string, Route>();
  app.addHook("onRoute", (route) => {
    // Catch-all routes (the web app's files, the docs' assets, the /api guard) are not resources of their own.
    if (route.url.includes("*")) return;
    const entry = routes.get(route.url) ?? { segments: route.url.split("/"), methods: new Set<string>() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    routes.set(route.url, entry);
  });
  return (path) => {
    const segments = path.split("/").map(decoded);
    const [best] = [...routes.values()]
      .filter((route) => matches(route.segments, segments, maxParamLength))
      .sort((a, b) => bySpecificity(a.segments, b.segments));
    return best === undefined ? [] : [...best.methods].sort();
  };
};

/**
 * What a request no route took is told: 501 NotImplemented for a method the server routes nowhere (RFC 9110
 * §15.6.2), 405 MethodNotAllowed with `Allow` when the path names a resource with other methods (§15.5.6), else
 * 404 NotFound.
 */
export const unroutedRequestError = (request: FastifyRequest, allowedMethods: AllowedMethods): AppError => {
  const path = request.url.split("?")[0] ?? "/";
  const { method } = request;
  if (!request.server.supportedMethods.includes(method)) {
    return new AppError("NotImplemented", { message: `This server does not implement the method ${method}` });
  }
  const allowed = allowedMethods(path);
  if (allowed.length > 0) {
    return new AppError("MethodNotAllowed", {
      message: `Method ${method} is not allowed on ${path}; use ${allowed.join(" or ")}`,
      headers: { allow: allowed.join(", ") },
    });
  }
  return new AppError("NotFound", { message: `Route ${method} ${path} not found` });
};
