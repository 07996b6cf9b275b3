import { MachineReadingSchema } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses, signedIn, withApiKey } from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import { ResumeIdParamsSchema } from "../resume/index.ts";
import { type MachineReadingDeps, readResumeAsMachine } from "./machine-reading.service.ts";

/** Under /api: the signed-in user's resume as an applicant-tracking system reads its PDF. */
export const machineReadingRoutes: FastifyPluginAsyncZod<{ deps: MachineReadingDeps }> = async (
  app,
  { deps },
) => {
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
        response: {
          200: MachineReadingSchema,
          ...errorResponses({
            404: "ResumeNotFound: no such resume, or private and not yours",
            500: "ResumePrinterError (the message says why, e.g. no Chromium)",
          }),
        },
      },
    },
    async (request) => readResumeAsMachine(deps, { id: request.params.id, userId: request.user.id }),
  );
};
