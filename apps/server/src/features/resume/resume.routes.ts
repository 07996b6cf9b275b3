import {
  CreateResumeInputSchema,
  ErrorResponseSchema,
  entityTag,
  ImportResumeInputSchema,
  type JsonPatch,
  JsonPatchSchema,
  jsonPatchMediaType,
  LockResumeInputSchema,
  PublicResumeSchema,
  ResumeLanguageQuerySchema,
  ResumeSchema,
  StatisticsSchema,
  type UpdateResumeInput,
  UpdateResumeInputSchema,
} from "@vitae/schema";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import {
  errorResponse,
  errorResponses,
  optionalSession,
  readsResumes,
  withApiKey,
  writesResumes,
} from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import type { ImportPictureDeps } from "./imported-picture.ts";
import { publicDownloadsRoutes } from "./public-downloads.routes.ts";
import { publicPasswordRoutes } from "./public-password.routes.ts";
import { unlockProof } from "./public-password.ts";
import * as service from "./resume.service.ts";
import { optionalViewerId, ResumeIdParamsSchema } from "./resume-access.ts";
import type { ResumeCache } from "./resume-cache.ts";
import type { ResumeEvents } from "./resume-events.ts";
import { resumeJsonUpdatedAt } from "./resume-json.ts";
import { patchResume } from "./resume-patch.ts";

const PublicParamsSchema = z.object({
  username: z.string().describe("The owner's username"),
  slug: z.string().describe("The resume's slug"),
});

/** The duplicate dialog may change the prefilled title and slug; both are optional. */
const DuplicateResumeInputSchema = CreateResumeInputSchema.pick({ title: true, slug: true }).partial();

/** A stale write's 409 carries the stored resume, so the builder can offer reload or overwrite. */
const ConflictResponseSchema = ErrorResponseSchema.extend({
  resume: ResumeSchema.optional().describe("With ResumeConflict: the resume as stored now"),
});

/** A resume already as JSON text (Fastify sends a string as it is), with its version as the ETag. */
const sendResumeJson = (reply: FastifyReply, json: string) =>
  reply
    .type("application/json; charset=utf-8")
    .header("etag", entityTag(resumeJsonUpdatedAt(json)))
    .send(json);

const tags = ["resume"];
// 400 (input), 401 (signed-in routes), 403 (origin), 413/415 (bodies) are added from each route's shape.
const notFound = { 404: "ResumeNotFound: no such resume of yours" } as const;
const slugTaken = { 409: "ResumeSlugAlreadyExists" } as const;
const locked = { 423: "ResumeLocked" } as const;

export const resumeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  cache?: ResumeCache;
  pictures?: ImportPictureDeps;
  events?: ResumeEvents;
}> = async (app, { db, cache, pictures, events }) => {
  const deps: service.ResumeDeps = {
    db,
    ...(cache === undefined ? {} : { cache }),
    ...(pictures === undefined ? {} : { pictures }),
    ...(events === undefined ? {} : { events }),
  };

  app.get(
    "/resume/public/:username/:slug",
    {
      schema: {
        tags,
        summary: "A public resume by username and slug; counts a view unless the owner looks",
        operationId: "getPublicResume",
        security: withApiKey(optionalSession, "resumes:read"),
        params: PublicParamsSchema,
        querystring: ResumeLanguageQuerySchema,
        response: {
          200: PublicResumeSchema,
          ...errorResponses({
            401: "ResumePasswordRequired: protected by a password and not unlocked in this browser",
            404: "ResumeNotFound: private or unknown",
          }),
        },
      },
    },
    async (request) =>
      service.getPublicResume(deps, {
        ...request.params,
        viewerId: await optionalViewerId(request),
        unlock: unlockProof(request),
        lang: request.query.lang,
      }),
  );
  await app.register(publicPasswordRoutes, { db });
  await app.register(publicDownloadsRoutes, { db });

  // Everything below belongs to the signed-in user.
  const ownResumes: FastifyPluginAsyncZod = async (own) => {
    // Before the body is read: a guest gets 401 without the server parsing (up to 2 MB of) JSON for it.
    own.addHook("onRequest", requireUser);

    own.post(
      "/resume",
      {
        schema: {
          tags,
          summary: "Create a resume (empty, or the sample with `sample: true`); private unless asked",
          operationId: "createResume",
          security: writesResumes,
          body: CreateResumeInputSchema,
          response: { 201: ResumeSchema, ...errorResponses(slugTaken) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await service.createResume(deps, {
            userId: request.user.id,
            locale: request.user.locale,
            input: request.body,
          }),
        ),
    );

    own.get(
      "/resume",
      {
        schema: {
          tags,
          summary: "The signed-in user's resumes, most recently updated first",
          operationId: "listResumes",
          security: readsResumes,
          response: { 200: z.array(ResumeSchema) },
        },
      },
      async (request) => service.listResumes(deps, request.user.id),
    );

    own.post(
      "/resume/import",
      {
        schema: {
          tags,
          summary: "Create a resume from validated data; title and slug default to the name and its slug",
          operationId: "importResume",
          security: writesResumes,
          body: ImportResumeInputSchema,
          response: { 201: ResumeSchema, ...errorResponses(slugTaken) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.importResume(deps, { userId: request.user.id, input: request.body })),
    );

    own.get(
      "/resume/:id",
      {
        schema: {
          tags,
          summary: "One of the signed-in user's resumes",
          operationId: "getResume",
          security: readsResumes,
          params: ResumeIdParamsSchema,
          response: { 200: ResumeSchema, ...errorResponses(notFound) },
        },
      },
      // Already JSON text: Fastify sends a string as it is, past the response serializer.
      async (request, reply) =>
        sendResumeJson(
          reply,
          await service.getResumeJson(deps, { userId: request.user.id, id: request.params.id }),
        ),
    );

    own.patch(
      "/resume/:id",
      {
        schema: {
          tags,
          summary: "Replace title, slug, visibility and data, or edit them with a JSON Patch (RFC 6902)",
          description:
            "As `application/json`: the whole editable resume; `updatedAt` is the value the client last saw. If the " +
            "resume changed since, the answer is 409 `ResumeConflict` with the stored resume under `resume`.\n\n" +
            "As `application/json-patch+json`: operations on `{ title, slug, visibility, data }`, sent with " +
            "`If-Match` holding the ETag of `GET /api/resume/{id}` (or `*`). They apply all or none; the result is " +
            "checked like a full save (400 with `issues`). A stale ETag is 412 `PreconditionFailed` with the " +
            "current one in `ETag`; a path outside those fields, an unresolvable path or a failed `test` is 422 " +
            "`UnprocessablePatch`.\n\nEither way the answer carries the new `ETag`. Id, owner, lock and " +
            "statistics never change here; a locked resume is 423.",
          operationId: "updateResume",
          security: writesResumes,
          params: ResumeIdParamsSchema,
          body: {
            content: {
              "application/json": { schema: UpdateResumeInputSchema },
              [jsonPatchMediaType]: { schema: JsonPatchSchema },
            },
          },
          response: {
            200: ResumeSchema,
            ...errorResponses({
              ...notFound,
              ...locked,
              412: "PreconditionFailed: the JSON Patch's If-Match is not the current ETag (sent in `ETag`)",
              422: "UnprocessablePatch: a path outside the editable fields or unresolvable, or a failed `test`",
            }),
            409: errorResponse(
              "ResumeConflict (with `resume`) or ResumeSlugAlreadyExists",
              ConflictResponseSchema,
            ),
          },
        },
      },
      async (request, reply) => {
        const own = { userId: request.user.id, id: request.params.id };
        // Fastify validated the body by its media type (the schema per type above).
        const json =
          request.mediaType === jsonPatchMediaType
            ? await patchResume(deps, {
                ...own,
                operations: request.body as JsonPatch,
                ifMatch: request.headers["if-match"],
              })
            : await service.updateResume(deps, { ...own, input: request.body as UpdateResumeInput });
        return sendResumeJson(reply, json);
      },
    );

    own.delete(
      "/resume/:id",
      {
        schema: {
          tags,
          summary:
            "Move a resume to the trash (not while locked); answers it. It is deleted for good TRASH_DAYS later",
          operationId: "deleteResume",
          security: writesResumes,
          params: ResumeIdParamsSchema,
          response: { 200: ResumeSchema, ...errorResponses({ ...notFound, ...locked }) },
        },
      },
      async (request) => service.deleteResume(deps, { userId: request.user.id, id: request.params.id }),
    );

    own.patch(
      "/resume/:id/lock",
      {
        schema: {
          tags,
          summary: "Lock or unlock a resume",
          operationId: "lockResume",
          security: writesResumes,
          params: ResumeIdParamsSchema,
          body: LockResumeInputSchema,
          response: { 200: ResumeSchema, ...errorResponses(notFound) },
        },
      },
      async (request) =>
        service.lockResume(deps, { userId: request.user.id, id: request.params.id, set: request.body.set }),
    );

    own.post(
      "/resume/:id/duplicate",
      {
        schema: {
          tags,
          summary: 'Copy a resume: private, unlocked, "… (Copy)" and a free "…-copy" slug unless given',
          operationId: "duplicateResume",
          security: writesResumes,
          params: ResumeIdParamsSchema,
          // Fastify hands a request without a body over as null.
          body: DuplicateResumeInputSchema.nullish(),
          response: { 201: ResumeSchema, ...errorResponses({ ...notFound, ...slugTaken }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await service.duplicateResume(deps, {
            userId: request.user.id,
            id: request.params.id,
            overrides: request.body ?? {},
          }),
        ),
    );

    own.get(
      "/resume/:id/statistics",
      {
        schema: {
          tags,
          summary: "Views and downloads of a resume",
          operationId: "getResumeStatistics",
          security: readsResumes,
          params: ResumeIdParamsSchema,
          response: { 200: StatisticsSchema, ...errorResponses(notFound) },
        },
      },
      async (request) => service.getStatistics(deps, { userId: request.user.id, id: request.params.id }),
    );
  };
  await app.register(ownResumes);
};
