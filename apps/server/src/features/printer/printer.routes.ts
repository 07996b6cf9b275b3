import { PrintedFileLinkSchema, ResumeLanguageQuerySchema } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, noCredentials, optionalSession, withApiKey } from "../../lib/openapi-operations.ts";
import { optionalViewerId, ResumeIdParamsSchema, unlockProof } from "../resume/index.ts";
import * as service from "./printer.service.ts";

const FileQuerySchema = z.object({
  token: z.string().max(2048).describe("The signed token from a print or preview answer"),
  t: z.string().optional().describe("Cache-busting timestamp; ignored"),
});
const PublicParamsSchema = z.object({
  username: z.string().describe("The owner's username"),
  slug: z.string().describe("The resume's slug"),
});
const PreviewImageQuerySchema = z.object({
  v: z.string().max(64).optional().describe("The version the page names; ignored"),
});
/** The printed file as it is sent: the bytes, not JSON. */
const FileBodySchema = z.string().meta({ format: "binary" });

const tags = ["printer"];
const notFound = {
  401: "ResumePasswordRequired: protected by a password and not unlocked in this browser",
  403: "ResumeDownloadsDisabled: a guest of a public resume whose owner turned downloads off",
  404: "ResumeNotFound: no such resume, or private and not yours",
} as const;

/** Under /api: printing, previews and the signed file URLs they answer with. */
export const printerRoutes: FastifyPluginAsyncZod<{ deps: service.PrinterDeps }> = async (app, { deps }) => {
  app.get(
    "/resume/print/:id",
    {
      schema: {
        tags,
        summary: "Print a resume to PDF: the owner's, or anyone's public one (counts a download)",
        description:
          "Answers the URL of the PDF. Unchanged resumes are served from the cache. The URL carries a signed " +
          "token and works without a session until it expires.",
        operationId: "printResume",
        security: withApiKey(optionalSession, "print"),
        params: ResumeIdParamsSchema,
        querystring: ResumeLanguageQuerySchema,
        response: {
          200: PrintedFileLinkSchema,
          ...errorResponses({
            ...notFound,
            500: "ResumePrinterError (the message says why, e.g. no Chromium)",
          }),
        },
      },
    },
    async (request) =>
      service.printResume(deps, {
        id: request.params.id,
        viewerId: await optionalViewerId(request),
        unlock: unlockProof(request),
        lang: request.query.lang,
      }),
  );

  app.get(
    "/resume/print/:id/preview",
    {
      schema: {
        tags,
        summary: "A JPEG of the resume's first page (owner, or anyone for a public resume)",
        operationId: "previewResume",
        security: withApiKey(optionalSession, "print"),
        params: ResumeIdParamsSchema,
        querystring: ResumeLanguageQuerySchema,
        response: {
          200: PrintedFileLinkSchema,
          ...errorResponses({ ...notFound, 500: "ResumePreviewError" }),
        },
      },
    },
    async (request) =>
      service.previewResume(deps, {
        id: request.params.id,
        viewerId: await optionalViewerId(request),
        unlock: unlockProof(request),
        lang: request.query.lang,
      }),
  );

  app.get(
    "/resume/public/:username/:slug/preview.jpg",
    {
      schema: {
        tags,
        summary: "The JPEG of a public resume's first page, for link previews of its page (og:image)",
        description:
          "The picture itself, for readers that fetch it without a session or a signed link. `v` (the resume's " +
          "last change, as the page's Open Graph tags name it) only makes each version's address new.",
        operationId: "getPublicResumePreviewImage",
        security: optionalSession,
        params: PublicParamsSchema,
        querystring: PreviewImageQuerySchema,
        response: {
          200: { description: "The picture", content: { "image/jpeg": { schema: FileBodySchema } } },
          ...errorResponses({
            ...notFound,
            404: "ResumeNotFound: private or unknown",
            429: "TooManyRequests: the printer is busy (see Retry-After)",
            500: "ResumePreviewError",
          }),
        },
      },
    },
    async (request, reply) => {
      const image = await service.publicPreviewImage(deps, {
        ...request.params,
        viewerId: await optionalViewerId(request),
        unlock: unlockProof(request),
      });
      return (
        reply
          .type(image.contentType)
          // Shared caches may keep it a little: the address changes with every version of the resume.
          .header("cache-control", "public, max-age=300")
          .send(image.body)
      );
    },
  );

  app.get(
    "/resume/print/file",
    {
      schema: {
        tags,
        summary: "A printed file, by the signed URL a print or preview answered with",
        operationId: "getPrintedFile",
        // The signed token in the query is the credential; it works without a session.
        security: noCredentials,
        querystring: FileQuerySchema,
        response: {
          200: {
            description: "The file: a PDF from a print, a JPEG from a preview",
            content: {
              "application/pdf": { schema: FileBodySchema },
              "image/jpeg": { schema: FileBodySchema },
            },
          },
          ...errorResponses({
            403: "Forbidden: the token is forged or expired",
            404: "NotFound: the file is gone; print again",
          }),
        },
      },
    },
    async (request, reply) => {
      const file = await service.readPrintedFile(deps, request.query.token);
      const maxAge = Math.max(0, Math.floor((file.expiresAt - Date.now()) / 1000));
      return (
        reply
          .type(file.contentType)
          .header("content-disposition", `inline; filename="${file.name.replace(/[^\w.-]/g, "_")}"`)
          // Only the holder of the link may keep it, and not past the link's own expiry.
          .header("cache-control", `private, max-age=${maxAge}`)
          // Chrome's PDF viewer is an <embed> that the app's CSP (object-src 'none') would block.
          .header("content-security-policy", "frame-ancestors 'self'")
          .send(file.body)
      );
    },
  );
};
