import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type PageHead, withPageHead } from "../lib/page-head.ts";
import { type AllowedMethods, unroutedRequestError } from "../lib/route-methods.ts";

export const webAppNotBuiltMessage = "Web app not built; run npm start";

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

// A browser navigating to a client-side route asks for HTML; scripts, images and fetch() calls do not.
const isPageNavigation = (request: FastifyRequest) =>
  (request.method === "GET" || request.method === "HEAD") &&
  !isApiPath(request.url) &&
  (request.headers.accept ?? "").includes("text/html");

/**
 * A link preview reader (a chat app, a social site) may accept any type or send no Accept at all; a page it
 * can preview is HTML to it too. Scripts' and fetch()es' requests name what they want.
 */
const acceptsPage = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? "";
  return accept === "" || accept.includes("text/html") || accept.includes("*/*");
};

/** The segments of a request's path, decoded; undefined when one cannot be decoded. */
const pathSegments = (url: string): string[] | undefined => {
  try {
    return new URL(url, "http://localhost").pathname.split("/").filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
};

const inlineScript = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * CSP hashes ('sha256-…') of the inline scripts in the built index.html (the theme script that runs before
 * first paint), so the policy can allow exactly those and still refuse every other inline script.
 */
export const inlineScriptHashes = (webDistDir: string): string[] => {
  const indexPath = join(webDistDir, "index.html");
  if (!existsSync(indexPath)) return [];
  const html = readFileSync(indexPath, "utf8");
  return [...html.matchAll(inlineScript)].map(
    ([, body = ""]) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`,
  );
};

/**
 * Serves the built single-page app from `webDistDir`: hashed files under /assets/ are cached for a year,
 * everything else (index.html above all) is revalidated on every load. Unknown paths that a browser navigates
 * to get index.html so the client router can take over; any other request no route takes gets a JSON 404, 405 or
 * 501 in the error shape (see unroutedRequestError).
 * Must be registered at the root: it owns the app's not-found handler.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  options: {
    webDistDir: string;
    allowedMethods: AllowedMethods;
    /**
     * The head of the page at `/{first}/{second}` (a public resume's address) when there is such a page;
     * undefined for any other path. Written into index.html for readers that do not run the page's script.
     */
    pageHead?: (segments: [string, string]) => Promise<PageHead | undefined>;
  },
) => {
  const { webDistDir, allowedMethods, pageHead } = options;
  const built = existsSync(join(webDistDir, "index.html"));
  const assetsDir = join(webDistDir, "assets") + sep;

  const notBuilt = (reply: FastifyReply) =>
    reply
      .status(503)
      .type("text/plain; charset=utf-8")
      .header("cache-control", "no-store")
      .send(webAppNotBuiltMessage);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = filePath.startsWith(assetsDir);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ webDistDir }, webAppNotBuiltMessage);
    app.get("/", { schema: { hide: true } }, (_request, reply) => notBuilt(reply));
  }

  // The static files' catch-all route would otherwise take every GET the API has no route for (an over-long or
  // odd parameter, a typo) and answer it with a file, a 403 for a backslash, or a 405 after a miss.
  app.get("/api/*", { schema: { hide: true } }, async (request) => {
    throw unroutedRequestError(request, allowedMethods);
  });

  // Answered before the body is read: a method no route takes (QUERY, a PUT to a read-only path) is 405 or 501,
  // whatever its body or Content-Type.
  app.addHook("onRequest", async (request) => {
    if (request.is404 && !isPageNavigation(request)) throw unroutedRequestError(request, allowedMethods);
  });

  /** The page's own head written into index.html, when `pageHead` knows the page. */
  const pageWithHead = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built || pageHead === undefined || isApiPath(request.url)) return undefined;
    if ((request.method !== "GET" && request.method !== "HEAD") || !acceptsPage(request)) return undefined;
    const segments = pathSegments(request.url);
    if (segments?.length !== 2) return undefined;
    const head = await pageHead(segments as [string, string]);
    if (head === undefined) return undefined;
    const html = await readFile(join(webDistDir, "index.html"), "utf8");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(withPageHead(html, head));
  };

  app.setNotFoundHandler(async (request, reply) => {
    const withHead = await pageWithHead(request, reply);
    if (withHead !== undefined) return withHead;
    if (isPageNavigation(request)) {
      return built ? reply.sendFile("index.html") : notBuilt(reply);
    }
    throw unroutedRequestError(request, allowedMethods);
  });
};
