import {
  LayoutCheckQuerySchema,
  LayoutCheckResultSchema,
  MachineReadingSchema,
  ResumeLanguageQuerySchema,
} from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, signedIn, withApiKey } from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import { ResumeIdParamsSchema } from "../resume/index.ts";
import {
  checkResumeLayout,
  type LayoutCheckDeps,
  type MachineReadingDeps,
  readResumeAsMachine,
} from "./machine-reading.service.ts";

/** Under /api: the signed-in user's resume as an applicant-tracking system reads its PDF. */
export const machineReadingRoutes: FastifyPluginAsyncZod<{
  deps: MachineReadingDeps;
  measuredLayout: LayoutCheckDeps["measuredLayout"];
}> = async (app, { deps, measuredLayout }) => {
  app.addHook("onRequest", requireUser);
  app.get(
    "/resume/:id/machine-reading",
    {
      schema: {
        tags: ["printer"],
        summary: "The owner's resume as an applicant-tracking system reads its PDF, with what to fix",
        description:
          "Prints the resume (or takes the cached PDF), extracts its text in content order with pdf.js and " +
          "checks contact details, job dates, section names, text in images, page count and file size.",
        operationId: "readResumeAsMachine",
        security: withApiKey(signedIn, "print"),
        params: ResumeIdParamsSchema,
        querystring: ResumeLanguageQuerySchema,
        response: {
          200: MachineReadingSchema,
          ...errorResponses({
            404: "ResumeNotFound: no such resume, or private and not yours",
            500: "ResumePrinterError (the message says why, e.g. no Chromium)",
          }),
        },
      },
    },
    async (request) =>
      readResumeAsMachine(deps, { id: request.params.id, userId: request.user.id, lang: request.query.lang }),
  );

  app.get(
    "/resume/:id/layout-check",
    {
      schema: {
        tags: ["printer"],
        summary: "Layout checks of the owner's printed resume, each with its one-click fix",
        description:
          "Prints the resume (or takes the cached PDF) and checks, with pdf.js on the server: pages beyond the " +
          "target, a section heading last on a sheet, body text under 9 pt, margins under 10 mm, text outside " +
          "the sheet, theme contrast under WCAG AA (4.5:1), images without alternative text, and an e-mail " +
          "address or phone number that is not in the PDF's text (only in an image or the page footer); and, on " +
          "the printer's own layout of the resume, an item that runs from one sheet onto the next.",
        operationId: "checkResumeLayout",
        security: withApiKey(signedIn, "print"),
        params: ResumeIdParamsSchema,
        querystring: LayoutCheckQuerySchema,
        response: {
          200: LayoutCheckResultSchema,
          ...errorResponses({
            404: "ResumeNotFound: no such resume, or private and not yours",
            500: "ResumePrinterError (the message says why, e.g. no Chromium)",
          }),
        },
      },
    },
    async (request) =>
      checkResumeLayout(
        { ...deps, measuredLayout },
        { id: request.params.id, userId: request.user.id, pages: request.query.pages },
      ),
  );
};
