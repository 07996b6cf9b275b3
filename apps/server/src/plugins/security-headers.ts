import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * The single-page app loads only its own scripts (files, plus the inline ones in index.html by hash). Styles may be inline: templates and the user's custom CSS
 * arrive as <style> elements. Pictures may be data: or blob: URLs (uploads being cropped, previews).
 * The builder frames its own artboard, so framing is allowed from the same origin only.
 */
const contentSecurityPolicy = (scriptHashes: string[]) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    workerSrc: ["'self'", "blob:"],
    frameSrc: ["'self'"],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
  },
});

export type SecurityHeadersOptions = {
  publicUrl: string;
  /** CSP source expressions ('sha256-…') for the web app's inline scripts. */
  scriptHashes: string[];
};

/**
 * Helmet's headers on every answer. Helmet itself, not @fastify/helmet: the plugin builds a new Helmet (and parses
 * the whole policy again) for every request, ~5 % of a signed-in GET; this middleware is built once.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const headers = helmet({
    contentSecurityPolicy: contentSecurityPolicy(options.scriptHashes),
    // HSTS only means something over HTTPS; on a plain-HTTP install it would only confuse a later HTTPS one.
    ...(options.publicUrl.startsWith("https:") ? {} : { strictTransportSecurity: false }),
  });
  app.addHook("onRequest", (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
};
