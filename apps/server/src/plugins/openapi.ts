import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { version } from "../lib/version.ts";

export const docsPrefix = "/api/docs";

/**
 * The page is built from swagger-ui's own files (works offline). It needs inline styles and data: images,
 * and nothing from other origins, so its policy replaces the app's only on these routes.
 */
export const docsContentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "form-action 'self'",
].join("; ");

/** Must run before feature routes are added: @fastify/swagger collects routes as they are registered. */
export const registerOpenApi = async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Vitae API",
        description:
          "Every call the Vitae web app makes. Errors answer `{ statusCode, code, message, issues? }`.",
        version,
      },
    },
    transform: jsonSchemaTransform,
  });
};

/** Serves the document at /api/docs/json and the interactive page at /api/docs. */
export const registerDocsUi = async (app: FastifyInstance) => {
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    staticCSP: docsContentSecurityPolicy,
    uiConfig: { deepLinking: true, validatorUrl: null },
  });
};
