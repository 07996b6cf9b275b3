import {
  CreateVariantInputSchema,
  ErrorResponseSchema,
  ResolveVariantFlagInputSchema,
  ResumeSchema,
  UpdateVariantOverlayInputSchema,
  VariantSchema,
  VariantSummarySchema,
} from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, errorResponses, readsResumes, writesResumes } from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import type { ResumeDeps } from "./resume.service.ts";
import { ResumeIdParamsSchema, uuidPattern } from "./resume-access.ts";
import * as service from "./variants.service.ts";

const VariantParamsSchema = ResumeIdParamsSchema.extend({
  variantId: z.string().regex(uuidPattern, "Not a resume id (a UUID)").describe("The variant's id (a UUID)"),
});

const tags = ["variants"];
const notFound = { 404: "ResumeNotFound: no such resume (or variant of it) of yours" } as const;

/**
 * Per-job variants of one of the signed-in user's resumes. A variant is a resume too: every `/resume/{id}` route
 * takes its id and answers it merged with its master; these routes list them under their master and read or
 * replace the overrides themselves.
 */
export const variantRoutes: FastifyPluginAsyncZod<{ deps: ResumeDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireUser);
  // A master's save is its variants' change too: the printer pre-renders them as it does any saved resume.
  const stop = deps.events?.onSaved((saved) => {
    service.announceVariantsOf(deps, saved).catch((error: unknown) => {
      app.log.warn({ err: error, resumeId: saved.resumeId }, "Announcing a master's variants failed");
    });
  });
  app.addHook("onClose", async () => stop?.());

  const own = (request: { user: { id: string }; params: { id: string } }) => ({
    userId: request.user.id,
    id: request.params.id,
  });

  app.post(
    "/resume/:id/variants",
    {
      schema: {
        tags,
        summary: "Tailor a resume for a job: a private variant that stores only what it changes",
        description:
          "The variant follows every later edit of its master except where it overrides it. Made from a variant, " +
          "it is a variant of the same master with the same overrides. The job description is kept as the " +
          "variant's job description (what the match reads).",
        operationId: "createResumeVariant",
        security: writesResumes,
        params: ResumeIdParamsSchema,
        body: CreateVariantInputSchema,
        response: { 201: ResumeSchema, ...errorResponses({ ...notFound, 409: "ResumeSlugAlreadyExists" }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createVariant(deps, { ...own(request), input: request.body })),
  );

  app.get(
    "/resume/:id/variants",
    {
      schema: {
        tags,
        summary:
          "The resume's variants, most recently changed first, with what changed under their overrides",
        operationId: "listResumeVariants",
        security: readsResumes,
        params: ResumeIdParamsSchema,
        response: { 200: z.array(VariantSummarySchema), ...errorResponses(notFound) },
      },
    },
    async (request) => service.listVariants(deps, own(request)),
  );

  app.get(
    "/resume/:id/variants/:variantId",
    {
      schema: {
        tags,
        summary: "A variant: its merged resume, its overrides and what they found changed in the master",
        operationId: "getResumeVariant",
        security: readsResumes,
        params: VariantParamsSchema,
        response: { 200: VariantSchema, ...errorResponses(notFound) },
      },
    },
    async (request) => service.getVariant(deps, { ...own(request), variantId: request.params.variantId }),
  );

  app.patch(
    "/resume/:id/variants/:variantId",
    {
      schema: {
        tags,
        summary: "Replace a variant's overrides; refused when stale (409) or locked (423)",
        description:
          "`updatedAt` is the variant's as last seen (it moves with its master's too). The overrides must make a " +
          "valid resume; they are stored as the differences that resume has from the master.",
        operationId: "updateResumeVariant",
        security: writesResumes,
        params: VariantParamsSchema,
        body: UpdateVariantOverlayInputSchema,
        response: {
          200: ResumeSchema,
          ...errorResponses({ ...notFound, 423: "ResumeLocked" }),
          409: errorResponse(
            "ResumeConflict, with the variant as stored now under `resume`",
            ErrorResponseSchema.extend({ resume: ResumeSchema.optional() }),
          ),
        },
      },
    },
    async (request, reply) =>
      reply.type("application/json; charset=utf-8").send(
        await service.updateVariantOverlay(deps, {
          ...own(request),
          variantId: request.params.variantId,
          ...request.body,
        }),
      ),
  );

  app.post(
    "/resume/:id/variants/:variantId/flags",
    {
      schema: {
        tags,
        summary: "Settle one flag the master's edits raised: keep the variant's text as its own, or drop it",
        description:
          "A flag is never settled by itself: `keep` makes a detached item the variant's own (no longer tied to the " +
          "master's) or confirms a stale text over the master's new one; `drop` removes the detached item or " +
          "lets that place follow the master again. `path` and `kind` name a flag the variant lists now (404 " +
          "otherwise); `updatedAt` is the variant's as last seen (409 when stale).",
        operationId: "resolveResumeVariantFlag",
        security: writesResumes,
        params: VariantParamsSchema,
        body: ResolveVariantFlagInputSchema,
        response: {
          200: VariantSchema,
          ...errorResponses({
            404: "ResumeNotFound (no such variant of yours) or NotFound (no such flag on it)",
            423: "ResumeLocked",
          }),
          409: errorResponse(
            "ResumeConflict, with the variant as stored now under `resume`",
            ErrorResponseSchema.extend({ resume: ResumeSchema.optional() }),
          ),
        },
      },
    },
    async (request) =>
      service.resolveVariantFlag(deps, {
        ...own(request),
        variantId: request.params.variantId,
        ...request.body,
      }),
  );

  app.delete(
    "/resume/:id/variants/:variantId",
    {
      schema: {
        tags,
        summary: "Move a variant to the trash (not while locked); answers it",
        operationId: "deleteResumeVariant",
        security: writesResumes,
        params: VariantParamsSchema,
        response: { 200: ResumeSchema, ...errorResponses({ ...notFound, 423: "ResumeLocked" }) },
      },
    },
    async (request) => service.deleteVariant(deps, { ...own(request), variantId: request.params.variantId }),
  );
};
