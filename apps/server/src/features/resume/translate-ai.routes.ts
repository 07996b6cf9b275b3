import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { errorResponses, writesResumes } from "../../lib/openapi-operations.ts";
import { aiAddressLimit, aiUserLimit } from "../ai/index.ts";
import { requireUser } from "../auth/index.ts";
import type { ResumeDeps } from "./resume.service.ts";
import { ResumeIdParamsSchema } from "./resume-access.ts";
import { maxTextsPerRequest, proposeTranslations } from "./translate-ai.ts";

const ProposalsSchema = z.object({
  proposals: z
    .record(z.string(), z.string())
    .describe("Proposed translations by field path, to review; rich texts are sanitised HTML"),
  left: z
    .number()
    .int()
    .min(0)
    .describe(`Texts not sent this time (at most ${maxTextsPerRequest} per request)`),
  dropped: z
    .array(z.string())
    .describe("Keys of the model's answer that were dropped: not asked for, or no text"),
});

/** Translate with AI: proposals for one language's missing and stale texts, never saved by the server. */
export const resumeTranslateAiRoutes: FastifyPluginAsyncZod<{
  deps: ResumeDeps;
  config: Pick<Config, "ai" | "rateLimitFactor">;
}> = async (app, { deps, config }) => {
  app.post(
    "/resume/:id/translations/:lang/ai",
    {
      onRequest: requireUser,
      preHandler: aiUserLimit(app, config),
      config: aiAddressLimit(config),
      schema: {
        tags: ["resume", "ai"],
        summary: "Propose translations of the language's missing and stale texts with the AI model",
        description:
          "The model gets the source texts as data, with the rule to translate only and keep names, numbers, " +
          `URLs and markup. At most ${maxTextsPerRequest} texts per request (\`left\` says how many were not ` +
          "sent). Only texts asked for come back; rich texts are sanitised. Nothing is saved: apply the ones " +
          "you keep with PUT /api/resume/{id}/translations/{lang}. Counts against the AI helper's limits.",
        operationId: "proposeResumeTranslations",
        security: writesResumes,
        params: ResumeIdParamsSchema.extend({ lang: z.string().min(1).max(16) }),
        response: {
          200: ProposalsSchema,
          ...errorResponses({
            404: "ResumeNotFound: no such resume of yours; NotFound: the resume has no such language",
            429: "TooManyRequests: the AI helper's per-user or per-address limit was reached",
            502: "AiUnavailable, AiRejected or AiEmptyAnswer (no JSON object in the answer)",
            503: "AiNotConfigured: no AI model on this server",
            504: "AiTimeout",
          }),
        },
      },
    },
    async (request) =>
      proposeTranslations(
        { ...deps, ai: config.ai, log: request.log },
        { userId: request.user.id, id: request.params.id },
        request.params.lang,
      ),
  );
};
