import { FontCatalogueEntrySchema } from "@vitae/schema";
import { fontCatalogue } from "@vitae/templates/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { noCredentials } from "../../lib/openapi-operations.ts";

/**
 * `GET /api/fonts`: the typography panel's catalogue — every family the server ships, with its category,
 * subsets, variants, files and scripts, read from the font packages themselves. Public and the same for every
 * user; it changes only with a deploy.
 */
export const fontCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/fonts",
    {
      schema: {
        tags: ["resume"],
        summary: "The font catalogue",
        operationId: "getFontCatalogue",
        security: noCredentials,
        response: { 200: z.array(FontCatalogueEntrySchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=86400");
      return fontCatalogue("/fonts");
    },
  );
};
