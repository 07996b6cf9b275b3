import {
  NameVersionInputSchema,
  ResumeSchema,
  ResumeVersionListSchema,
  ResumeVersionSchema,
  ResumeVersionSummarySchema,
  TrashedResumeSchema,
} from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, readsResumes, writesResumes } from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import { ResumeIdParamsSchema, uuidPattern } from "./resume-access.ts";
import * as trash from "./trash.service.ts";
import * as versions from "./versions.service.ts";

const VersionParamsSchema = ResumeIdParamsSchema.extend({
  versionId: z.string().regex(uuidPattern, "Not a version id (a UUID)").describe("The version's id (a UUID)"),
});
const NoContent = z.null().describe("No content");

const tags = ["resume history"];
const notFound = {
  404: "ResumeNotFound (no such resume of yours) or NotFound (no such version of it)",
} as const;

/**
 * A resume's past: its versions (kept by the database as it is edited, or named by its owner) and the trash
 * (deleted resumes, kept TRASH_DAYS). Everything here belongs to the signed-in user.
 */
export const historyRoutes: FastifyPluginAsyncZod<{ deps: trash.TrashDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireUser);
  const own = (request: { user: { id: string }; params: { id: string } }) => ({
    userId: request.user.id,
    id: request.params.id,
  });

  app.get(
    "/resume/:id/versions",
    {
      schema: {
        tags,
        summary: "The resume's versions (named first), each with what changed since the one before it",
        operationId: "listResumeVersions",
        security: readsResumes,
        params: ResumeIdParamsSchema,
        response: { 200: ResumeVersionListSchema, ...errorResponses(notFound) },
      },
    },
    async (request) => versions.listVersions(deps, own(request)),
  );

  app.post(
    "/resume/:id/versions",
    {
      schema: {
        tags,
        summary: "Save the current content as a named version (kept until deleted)",
        operationId: "nameCurrentResumeVersion",
        security: writesResumes,
        params: ResumeIdParamsSchema,
        body: NameVersionInputSchema,
        response: { 201: ResumeVersionSummarySchema, ...errorResponses(notFound) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await versions.nameCurrentVersion(deps, { ...own(request), name: request.body.name })),
  );

  app.get(
    "/resume/:id/versions/:versionId",
    {
      schema: {
        tags,
        summary: "One version with its content, to preview it",
        operationId: "getResumeVersion",
        security: readsResumes,
        params: VersionParamsSchema,
        response: { 200: ResumeVersionSchema, ...errorResponses(notFound) },
      },
    },
    async (request) => versions.getVersion(deps, { ...own(request), versionId: request.params.versionId }),
  );

  app.patch(
    "/resume/:id/versions/:versionId",
    {
      schema: {
        tags,
        summary: "Name or rename a version (a named version is kept until deleted)",
        operationId: "renameResumeVersion",
        security: writesResumes,
        params: VersionParamsSchema,
        body: NameVersionInputSchema,
        response: { 200: ResumeVersionSummarySchema, ...errorResponses(notFound) },
      },
    },
    async (request) =>
      versions.renameVersion(deps, {
        ...own(request),
        versionId: request.params.versionId,
        name: request.body.name,
      }),
  );

  app.delete(
    "/resume/:id/versions/:versionId",
    {
      schema: {
        tags,
        summary: "Delete a named version",
        operationId: "deleteResumeVersion",
        security: writesResumes,
        params: VersionParamsSchema,
        response: {
          204: NoContent,
          ...errorResponses({ ...notFound, 400: "ValidationError: only named versions can be deleted" }),
        },
      },
    },
    async (request, reply) => {
      await versions.deleteVersion(deps, { ...own(request), versionId: request.params.versionId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/resume/:id/versions/:versionId/restore",
    {
      schema: {
        tags,
        summary:
          "Restore a version's content; what it replaces is kept as a version first (not while locked)",
        operationId: "restoreResumeVersion",
        security: writesResumes,
        params: VersionParamsSchema,
        response: { 200: ResumeSchema, ...errorResponses({ ...notFound, 423: "ResumeLocked" }) },
      },
    },
    async (request, reply) =>
      reply
        .type("application/json; charset=utf-8")
        .send(await versions.restoreVersion(deps, { ...own(request), versionId: request.params.versionId })),
  );

  app.get(
    "/resume/trash",
    {
      schema: {
        tags,
        summary:
          "The user's deleted resumes, most recently deleted first, with when each is deleted for good",
        operationId: "listTrash",
        security: readsResumes,
        response: { 200: z.array(TrashedResumeSchema) },
      },
    },
    async (request) => trash.listTrash(deps, request.user.id),
  );

  app.post(
    "/resume/trash/:id/restore",
    {
      schema: {
        tags,
        summary: "Take a resume out of the trash",
        operationId: "restoreFromTrash",
        security: writesResumes,
        params: ResumeIdParamsSchema,
        response: { 200: ResumeSchema, ...errorResponses({ 404: "ResumeNotFound: not in your trash" }) },
      },
    },
    async (request) => trash.restoreFromTrash(deps, own(request)),
  );

  app.delete(
    "/resume/trash/:id",
    {
      schema: {
        tags,
        summary: "Delete a resume of the trash for good, with its versions and files",
        operationId: "deleteForever",
        security: writesResumes,
        params: ResumeIdParamsSchema,
        response: { 204: NoContent, ...errorResponses({ 404: "ResumeNotFound: not in your trash" }) },
      },
    },
    async (request, reply) => {
      await trash.deleteForever(deps, own(request));
      return reply.status(204).send(null);
    },
  );
};
