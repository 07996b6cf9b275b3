import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../lib/app-error.ts";
import { findPicture } from "./storage.service.ts";
import type { Storage } from "./storage.ts";

/**
 * A picture is shown by the browser as an image, never run: no scripts, no plugins, no framing, and even
 * when opened on its own it is sandboxed as if from another origin.
 */
const pictureContentSecurityPolicy = "default-src 'none'; img-src 'self'; sandbox; frame-ancestors 'none'";

/**
 * `GET /storage/pictures/<userId>/<name>.webp`: uploaded pictures, outside /api like other assets. Keys are
 * random and never rewritten, so a picture may be cached for a year. Every other /storage/ path answers a
 * JSON 404 (and never the web app), printed files included: they are served only through signed URLs.
 */
export const pictureRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get(
    "/storage/*",
    // Not part of the API: files at the site's root. Every view of a resume asks for one; no log line each.
    { logLevel: "warn", schema: { hide: true } },
    async (request, reply) => {
      // The raw URL, not the decoded wildcard: an encoded `/` or `..` must not become part of a key.
      const picture = await findPicture(storage, request.url);
      if (picture === undefined) throw new AppError("NotFound", { message: "No such picture" });
      return reply
        .type(picture.contentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", pictureContentSecurityPolicy)
        .send(picture.body);
    },
  );
};
