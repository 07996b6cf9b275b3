import { ExportFormatSchema, exportContentTypes, ResumeLanguageQuerySchema } from "@vitae/schema";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorResponses,
  optionalSession,
  readsResumes,
  signedIn,
  withApiKey,
} from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import { optionalViewerId, unlockProof, uuidPattern } from "../resume/index.ts";
import { streamAccountExport } from "./data-export.ts";
import { attachmentHeader } from "./export-file-name.ts";
import * as service from "./exports.service.ts";

const tags = ["exports"];
const format = ExportFormatSchema.describe(
  "docx (Word), md (Markdown: CommonMark + GFM) or txt (plain text)",
);
const OwnParamsSchema = z.object({
  id: z.string().regex(uuidPattern, "Not a resume id (a UUID)").describe("The resume's id (a UUID)"),
  format,
});
const PublicParamsSchema = z.object({
  username: z.string().describe("The owner's username"),
  slug: z.string().describe("The resume's slug"),
  format,
});
/** The file as it is sent: the bytes, not JSON. */
const FileBodySchema = z.string().meta({ format: "binary" });
const fileResponse = {
  description: "The resume in the format, as an attachment named from the resume's name and title",
  content: Object.fromEntries(
    Object.values(exportContentTypes).map((type) => [type.split(";")[0], { schema: FileBodySchema }]),
  ),
};

const send = (reply: FastifyReply, file: service.ExportedFile) =>
  reply
    .type(file.contentType)
    .header("content-disposition", attachmentHeader(file.fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(file.body);

/** Under /api: a resume as Word, Markdown or plain text, and the whole account as one zip. */
export const exportRoutes: FastifyPluginAsyncZod<{ deps: service.ExportDeps }> = async (app, { deps }) => {
  app.get(
    "/resume/public/:username/:slug/export/:format",
    {
      schema: {
        tags,
        summary: "A public resume as Word, Markdown or plain text, as its public page offers it",
        operationId: "exportPublicResume",
        security: optionalSession,
        params: PublicParamsSchema,
        querystring: ResumeLanguageQuerySchema,
        response: {
          200: fileResponse,
          ...errorResponses({
            401: "ResumePasswordRequired: protected by a password and not unlocked in this browser",
            403: "ResumeDownloadsDisabled: the owner turned downloads off (the owner may still export)",
            404: "ResumeNotFound: private or unknown",
          }),
        },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await service.exportPublicResume(deps, {
          ...request.params,
          lang: request.query.lang,
          viewerId: await optionalViewerId(request),
          unlock: unlockProof(request),
        }),
      ),
  );

  app.get(
    "/resume/:id/export/:format",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's resume as Word, Markdown or plain text",
        operationId: "exportResume",
        security: readsResumes,
        params: OwnParamsSchema,
        querystring: ResumeLanguageQuerySchema,
        response: {
          200: fileResponse,
          ...errorResponses({ 404: "ResumeNotFound: no such resume, or not yours" }),
        },
      },
    },
    async (request, reply) =>
      send(
        reply,
        await service.exportOwnResume(deps, {
          userId: request.user.id,
          ...request.params,
          lang: request.query.lang,
        }),
      ),
  );

  app.get(
    "/user/me/export",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Everything of the signed-in account as one zip, streamed",
        description:
          "The profile (no secrets), every resume as Vitae JSON and JSON Resume, every version, job description " +
          "and uploaded picture, and a README.txt saying what each file is.",
        operationId: "exportAccount",
        security: withApiKey(signedIn, "resumes:read"),
        response: {
          200: {
            description: "A zip archive",
            content: { "application/zip": { schema: FileBodySchema } },
          },
          ...errorResponses({}),
        },
      },
    },
    async (request, reply) =>
      reply
        .type("application/zip")
        .header("content-disposition", attachmentHeader(`vitae-${request.user.username}.zip`))
        .header("cache-control", "private, no-store")
        .send(streamAccountExport(deps, request.user)),
  );
};
