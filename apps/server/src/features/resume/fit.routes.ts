import {
  ErrorResponseSchema,
  FitLeftoverSchema,
  FitRequestSchema,
  FitResponseSchema,
  ResumeSchema,
} from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse, errorResponses, writesResumes } from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import { type FitDeps, fitResume } from "./fit.service.ts";
import { ResumeIdParamsSchema } from "./resume-access.ts";

const DoesNotFitResponseSchema = ErrorResponseSchema.extend({
  leftover: FitLeftoverSchema.describe("With ResumeDoesNotFit: the lines left over and the longest sections"),
});
const ConflictResponseSchema = ErrorResponseSchema.extend({
  resume: ResumeSchema.optional().describe("With ResumeConflict: the resume as stored now"),
});

/** Under /api: fitting the owner's resume to a number of pages on the printer's Chromium. */
export const fitRoutes: FastifyPluginAsyncZod<{ deps: FitDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireUser);
  app.post(
    "/resume/:id/fit",
    {
      schema: {
        tags: ["resume"],
        summary: "Fit the resume to 1, 2 or 3 pages, saving the least change of its design that does",
        description:
          "Lays the resume out as it prints and adjusts, in this order and within readable bounds, the spacing " +
          "between sections and items, the line height, the margins (not under 10 mm) and the font size (not " +
          "under 9 pt), stopping at the first setting that fits (at most 8 layouts). Answers what changed, in " +
          "the units people read (spacing %, line height, margin mm, font pt); the resume is saved with the " +
          "content before kept as a version. An empty `changes` means it already fitted (nothing saved). When " +
          "even the bounds do not fit, 422 `ResumeDoesNotFit` says how many lines are left over and which " +
          "sections are longest, and nothing changes.",
        operationId: "fitResume",
        security: writesResumes,
        params: ResumeIdParamsSchema,
        body: FitRequestSchema,
        response: {
          200: FitResponseSchema,
          ...errorResponses({
            404: "ResumeNotFound: no such resume of yours",
            423: "ResumeLocked",
            500: "ResumePrinterError (the message says why, e.g. no Chromium)",
          }),
          409: errorResponse(
            "ResumeConflict (with `resume`): saved elsewhere while fitting",
            ConflictResponseSchema,
          ),
          422: errorResponse(
            "ResumeDoesNotFit (with `leftover`); nothing was changed",
            DoesNotFitResponseSchema,
          ),
        },
      },
    },
    async (request) =>
      fitResume(deps, { id: request.params.id, userId: request.user.id, pages: request.body.pages }),
  );
};
