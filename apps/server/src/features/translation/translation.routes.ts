import { LanguageSchema, languages } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { noCredentials } from "../../lib/openapi-operations.ts";

export const translationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/translation/languages",
    {
      schema: {
        tags: ["translation"],
        summary: "Languages the interface is available in",
        operationId: "listLanguages",
        security: noCredentials,
        response: { 200: z.array(LanguageSchema) },
      },
    },
    async (_request, reply) => {
      // The list only changes with a release.
      reply.header("cache-control", "public, max-age=3600");
      return [...languages];
    },
  );
};
