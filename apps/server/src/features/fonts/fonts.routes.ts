import { findCatalogueFontById, packageFontFaceCss } from "@vitae/templates/node";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { fontContentType, readFontFile } from "./font-files.ts";

const FontQuerySchema = z.object({
  weights: z
    .string()
    .regex(/^[1-9]00(,[1-9]00){0,8}$/)
    .optional()
    .describe("For /fonts/css/<id>.css: the weights, e.g. 400,700 (the default)"),
  italic: z.enum(["1"]).optional().describe("For /fonts/css/<id>.css: italics too"),
});

const FontParamsSchema = z.object({
  slug: z.string().max(100).describe("The font's slug, e.g. ibm-plex-serif"),
  file: z.string().max(200).describe("A file of the bundle, e.g. ibm-plex-serif-latin-400-normal.woff2"),
});

/** `GET /fonts/:slug/:file`: the bundled fonts the templates' @font-face rules point at (artboard, public page). */
export const fontRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/fonts/:slug/:file",
    {
      // Every page view of a resume asks for a few of these; they are not worth a log line each.
      logLevel: "warn",
      // Not part of the API: static files at the site's root.
      schema: { hide: true, params: FontParamsSchema, querystring: FontQuerySchema },
    },
    async (request, reply) => {
      // `/fonts/css/<id>.css`: a catalogue font's @font-face rules, for pages that render a resume (or the
      // interface's script font) in the browser.
      const font =
        request.params.slug === "css"
          ? findCatalogueFontById(request.params.file.replace(/\.css$/, ""))
          : undefined;
      if (font !== undefined) {
        const { weights, italic } = request.query;
        const css = packageFontFaceCss(font.id, "/fonts", {
          weights: weights?.split(",").map(Number),
          italic: italic === "1",
        });
        return reply
          .type("text/css; charset=utf-8")
          .header("cache-control", "public, max-age=86400")
          .send(css);
      }
      const body = await readFontFile(request.params.slug, request.params.file);
      if (body === undefined) throw new AppError("NotFound", { message: "No such font file" });
      // File names carry the family, subset, weight and style, and a package update keeps them meaning the
      // same glyphs: safe to cache for a year.
      return reply
        .type(fontContentType)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(body);
    },
  );
};
