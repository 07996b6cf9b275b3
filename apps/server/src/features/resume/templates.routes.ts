import { selectableTemplateIds, TemplateAvailabilitySchema, type TemplatePolicy } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { noCredentials } from "../../lib/openapi-operations.ts";

/**
 * `GET /api/resume/templates`: which templates the builder offers (TEMPLATE_POLICY, docs/decisions/0005). The
 * others stay renderable (imported resumes keep theirs); the builder shows them locked.
 */
export const templateRoutes: FastifyPluginAsyncZod<{ policy: TemplatePolicy }> = async (app, { policy }) => {
  app.get(
    "/resume/templates",
    {
      schema: {
        tags: ["resume"],
        summary: "The templates people may pick on this server",
        operationId: "listSelectableTemplates",
        security: noCredentials,
        response: { 200: TemplateAvailabilitySchema },
      },
    },
    async (_request, reply) => {
      // Changes only with the server's configuration.
      reply.header("cache-control", "public, max-age=300");
      return { policy, selectable: selectableTemplateIds(policy) };
    },
  );
};
