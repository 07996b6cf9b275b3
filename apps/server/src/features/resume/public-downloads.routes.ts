import { PublicDownloadsSchema } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { errorResponses, readsResumes, writesResumes } from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import { setAllowDownloads } from "./public-downloads.ts";
import { ownResumeSummary, ResumeIdParamsSchema } from "./resume-access.ts";

const tags = ["resume"];
const notFound = { 404: "ResumeNotFound: no such resume of yours" } as const;

/** Whether guests of a public resume may download it: the owner reads and sets it. */
export const publicDownloadsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("onRequest", requireUser);

  app.get(
    "/resume/:id/public-downloads",
    {
      schema: {
        tags,
        summary: "Whether guests of the resume's public page may download it",
        operationId: "getResumePublicDownloads",
        security: readsResumes,
        params: ResumeIdParamsSchema,
        response: { 200: PublicDownloadsSchema, ...errorResponses(notFound) },
      },
    },
    async (request) => {
      const resume = await ownResumeSummary(db, { userId: request.user.id, id: request.params.id });
      return { allowed: resume.allowDownloads };
    },
  );

  app.put(
    "/resume/:id/public-downloads",
    {
      schema: {
        tags,
        summary:
          "Let guests download the public resume (PDF, other formats, picture) or not; the owner always may",
        description:
          "When off, the public page shows no download menu and the public print, preview and export routes " +
          "answer 403 `ResumeDownloadsDisabled` to everyone but the owner. The resume's `updatedAt` stays as it is.",
        operationId: "setResumePublicDownloads",
        security: writesResumes,
        params: ResumeIdParamsSchema,
        body: PublicDownloadsSchema,
        response: { 200: PublicDownloadsSchema, ...errorResponses(notFound) },
      },
    },
    async (request) => {
      const resume = await ownResumeSummary(db, { userId: request.user.id, id: request.params.id });
      await setAllowDownloads(db, resume.id, request.body.allowed);
      return { allowed: request.body.allowed };
    },
  );
};
