import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error.ts";

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** In development the Vite dev and preview servers proxy /api, and browsers send their origin. */
const developmentOrigins = [
  "http://localhost:5173",
  "http://localhost:4173",
  "http://127.0.0.1:5173",
  "http://127.0.0.1:4173",
];

export type OriginCheckOptions = { publicUrl: string; development: boolean };

/**
 * CSRF defence in depth on top of SameSite=Lax cookies: a state-changing /api request that names another origin
 * is refused with 403 `Forbidden`. Requests without an Origin header (same-origin GETs, curl, server-to-server)
 * pass; browsers always send one on cross-origin POST, PUT, PATCH and DELETE.
 */
export const registerOriginCheck = (app: FastifyInstance, { publicUrl, development }: OriginCheckOptions) => {
  const allowed = new Set([new URL(publicUrl).origin, ...(development ? developmentOrigins : [])]);
  app.addHook("onRequest", async (request) => {
    if (!stateChanging.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    if (origin === undefined || allowed.has(origin)) return;
    throw new AppError("Forbidden", { message: "Cross-origin request refused" });
  });
};
