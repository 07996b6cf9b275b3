import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config.ts";
import type { RateLimit } from "../../lib/rate-limit.ts";
import { pictureRoutes } from "./pictures.routes.ts";
import { uploadRoutes } from "./storage.routes.ts";
import type { Storage } from "./storage.ts";

/** Uploads per user per minute: a person trying a few crops, not a script filling the disk. */
export const defaultUploadLimit: RateLimit = { max: 30, timeWindowMs: 60_000 };

/** The storage feature: `PUT /api/storage/image` and the uploaded pictures at `/storage/pictures/…`. */
export const storagePlugin: FastifyPluginAsync<{ config: Config; storage: Storage }> = async (
  app,
  { config, storage },
) => {
  await app.register(uploadRoutes, {
    prefix: "/api",
    storage,
    publicUrl: config.publicUrl,
    maxBytes: config.uploadMaxBytes,
    limit: { ...defaultUploadLimit, max: defaultUploadLimit.max * config.rateLimitFactor },
  });
  await app.register(pictureRoutes, { storage });
};
