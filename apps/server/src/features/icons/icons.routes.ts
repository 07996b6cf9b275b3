import { BrandIconSchema } from "@vitae/schema";
import { findSimpleIcon } from "@vitae/templates/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { errorResponses, noCredentials } from "../../lib/openapi-operations.ts";

const IconParamsSchema = z.object({
  slug: z.string().max(100).describe("A brand icon slug, e.g. github, linkedin, twitter (answers x)"),
});

/**
 * `GET /api/icons/:slug`: one brand icon's SVG path (24×24), from Vitae's own drawings (LinkedIn) or
 * simple-icons, aliases resolved. The artboard asks only for the slugs a resume uses, so the browser never
 * downloads the whole icon set; the printer renders on the server with the same lookup.
 */
export const iconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/icons/:slug",
    {
      logLevel: "warn",
      schema: {
        tags: ["resume"],
        summary: "A brand icon by slug",
        operationId: "getBrandIcon",
        security: noCredentials,
        params: IconParamsSchema,
        response: { 200: BrandIconSchema, ...errorResponses({ 404: "NotFound: no such icon" }) },
      },
    },
    async (request, reply) => {
      const icon = findSimpleIcon(request.params.slug);
      if (icon === undefined) throw new AppError("NotFound", { message: "No such icon" });
      // An icon package update may redraw a logo; a day is plenty for something this small.
      reply.header("cache-control", "public, max-age=86400");
      return { slug: icon.slug, title: icon.title, path: icon.path };
    },
  );
};
