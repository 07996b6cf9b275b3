import { JobDescriptionSchema, SaveJobDescriptionInputSchema } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { errorResponses, readsResumes, writesResumes } from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import { ResumeIdParamsSchema } from "../resume/index.ts";
import * as service from "./job-descriptions.service.ts";

const JobParamsSchema = ResumeIdParamsSchema.extend({
  jobId: z.string().describe("The job description's id (a UUID)"),
});
const tags = ["job descriptions"];
const notFound = {
  404: "ResumeNotFound (no such resume of yours) or NotFound (no such job description of it)",
} as const;

/** Job descriptions saved with one of the signed-in user's resumes, to match the resume against. */
export const jobDescriptionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("onRequest", requireUser);
  const own = (request: { user: { id: string }; params: { id: string } }) => ({
    userId: request.user.id,
    id: request.params.id,
  });

  app.get(
    "/resume/:id/job-descriptions",
    {
      schema: {
        tags,
        summary: "The job descriptions saved with the resume, oldest first",
        operationId: "listJobDescriptions",
        security: readsResumes,
        params: ResumeIdParamsSchema,
        response: { 200: z.array(JobDescriptionSchema), ...errorResponses(notFound) },
      },
    },
    async (request) => service.listJobDescriptions(db, own(request)),
  );

  app.post(
    "/resume/:id/job-descriptions",
    {
      schema: {
        tags,
        summary: "Save a job description with the resume, under a name",
        operationId: "createJobDescription",
        security: writesResumes,
        params: ResumeIdParamsSchema,
        body: SaveJobDescriptionInputSchema,
        response: {
          201: JobDescriptionSchema,
          ...errorResponses({ ...notFound, 400: "ValidationError (also: the resume has 50 already)" }),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createJobDescription(db, { ...own(request), input: request.body })),
  );

  app.put(
    "/resume/:id/job-descriptions/:jobId",
    {
      schema: {
        tags,
        summary: "Change a saved job description's name or text",
        operationId: "updateJobDescription",
        security: writesResumes,
        params: JobParamsSchema,
        body: SaveJobDescriptionInputSchema,
        response: { 200: JobDescriptionSchema, ...errorResponses(notFound) },
      },
    },
    async (request) =>
      service.updateJobDescription(db, { ...own(request), jobId: request.params.jobId, input: request.body }),
  );

  app.delete(
    "/resume/:id/job-descriptions/:jobId",
    {
      schema: {
        tags,
        summary: "Delete a saved job description",
        operationId: "deleteJobDescription",
        security: writesResumes,
        params: JobParamsSchema,
        response: { 204: z.null().describe("No content"), ...errorResponses(notFound) },
      },
    },
    async (request, reply) => {
      await service.deleteJobDescription(db, { ...own(request), jobId: request.params.jobId });
      return reply.status(204).send(null);
    },
  );
};
