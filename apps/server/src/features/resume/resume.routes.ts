import {
  CreateResumeInputSchema,
  ErrorResponseSchema,
  ImportResumeInputSchema,
  LockResumeInputSchema,
  ResumeSchema,
  StatisticsSchema,
  UpdateResumeInputSchema,
} from "@vitae/schema";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { readAccessToken } from "../auth/auth.cookies.ts";
import { requireUser } from "../auth/auth.hooks.ts";
import { authenticateAccessToken } from "../auth/session.service.ts";
import * as service from "./resume.service.ts";

const IdParamsSchema = z.object({ id: z.string().describe("The resume's id") });

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

const tags = ["resume"];
const signedIn = { 401: ErrorResponseSchema.describe("Unauthorized: not signed in") };
const notFound = { 404: ErrorResponseSchema.describe("ResumeNotFound: no such resume of yours") };
const slugTaken = { 409: ErrorResponseSchema.describe("ResumeSlugAlreadyExists") };
const locked = { 423: ErrorResponseSchema.describe("ResumeLocked") };

/** The signed-in viewer of a public page, if any: a missing, expired or forged token is just a guest. */
const optionalViewerId = async (request: FastifyRequest): Promise<string | undefined> => {
  const token = readAccessToken(request);
  if (token === undefined) return undefined;
  try {
    return (await authenticateAccessToken(request.server.authDeps, token))?.user.id;
  } catch (error) {
    request.log.warn({ err: error }, "ignoring an unreadable access token on a public resume");
    return undefined;
  }
};

export const resumeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const deps: service.ResumeDeps = { db };

  app.get(
    "/resume/public/:username/:slug",
    {
      schema: {
        tags,
        summary: "A public resume by username and slug; counts a view unless the owner looks",
        params: PublicParamsSchema,
        response: {
          200: ResumeSchema,
          404: ErrorResponseSchema.describe("ResumeNotFound: private or unknown"),
        },
      },
    },
    async (request) =>
      service.getPublicResume(deps, { ...request.params, viewerId: await optionalViewerId(request) }),
  );

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
          body: CreateResumeInputSchema,
          response: { 201: ResumeSchema, ...signedIn, ...slugTaken },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createResume(deps, { userId: request.user.id, input: request.body })),
    );

    own.get(
      "/resume",
      {
        schema: {
          tags,
          summary: "The signed-in user's resumes, most recently updated first",
          response: { 200: z.array(ResumeSchema), ...signedIn },
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
          body: ImportResumeInputSchema,
          response: { 201: ResumeSchema, ...signedIn, ...slugTaken },
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
          params: IdParamsSchema,
          response: { 200: ResumeSchema, ...signedIn, ...notFound },
        },
      },
      async (request) => service.getResume(deps, { userId: request.user.id, id: request.params.id }),
    );

    own.patch(
      "/resume/:id",
      {
        schema: {
          tags,
          summary: "Replace title, slug, visibility and data; refused when stale (409) or locked (423)",
          description:
            "`updatedAt` is the value the client last saw. If the resume changed since, the answer is 409 " +
            "`ResumeConflict` with the stored resume under `resume`. Id, owner, lock and statistics never change here.",
          params: IdParamsSchema,
          body: UpdateResumeInputSchema,
          response: {
            200: ResumeSchema,
            ...signedIn,
            ...notFound,
            409: ConflictResponseSchema.describe("ResumeConflict (with `resume`) or ResumeSlugAlreadyExists"),
            413: ErrorResponseSchema.describe("PayloadTooLarge"),
            ...locked,
          },
        },
      },
      async (request) =>
        service.updateResume(deps, { userId: request.user.id, id: request.params.id, input: request.body }),
    );

    own.delete(
      "/resume/:id",
      {
        schema: {
          tags,
          summary: "Delete a resume (not while locked); answers the deleted resume",
          params: IdParamsSchema,
          response: { 200: ResumeSchema, ...signedIn, ...notFound, ...locked },
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
          params: IdParamsSchema,
          body: LockResumeInputSchema,
          response: { 200: ResumeSchema, ...signedIn, ...notFound },
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
          params: IdParamsSchema,
          // Fastify hands a request without a body over as null.
          body: DuplicateResumeInputSchema.nullish(),
          response: { 201: ResumeSchema, ...signedIn, ...notFound },
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
          params: IdParamsSchema,
          response: { 200: StatisticsSchema, ...signedIn, ...notFound },
        },
      },
      async (request) => service.getStatistics(deps, { userId: request.user.id, id: request.params.id }),
    );
  };
  await app.register(ownResumes);
};
