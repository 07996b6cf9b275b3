import { AiCapabilitiesSchema, AiPromptInputSchema, AiPromptResultSchema } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import { errorResponses, signedIn } from "../../lib/openapi-operations.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { requireUser } from "../auth/index.ts";
import { defaultAiLimits, scaleAiLimits } from "./ai.limits.ts";
import { aiCapabilities, requestPrompt } from "./ai.service.ts";
import { aiUserLimit } from "./ai-user-limit.ts";
import { offlineFixer } from "./offline-fixer.ts";

const tags = ["ai"];
const path = "/auth/requestPrompt";

// 10,000 characters stay under 64 KB of JSON even when every one is escaped; anything far larger is refused
// before it is parsed.
const promptBodyLimit = 128 * 1024;

const errors = errorResponses({
  400: "ValidationError: no text, text too long, or a tone change without a tone",
  429: "TooManyRequests: the per-user or per-address limit was reached",
  502: "AiUnavailable (unreachable, failed, not JSON), AiRejected (refused, e.g. wrong key or model), AiEmptyAnswer",
  503: "AiNotConfigured: no model, and the action is not the offline English fix",
  504: "AiTimeout: no answer within AI_TIMEOUT_MS",
});

export const aiRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const limits = scaleAiLimits(defaultAiLimits, config.rateLimitFactor);

  const limitPerUser = aiUserLimit(app, config);

  app.get(
    path,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Which AI helper actions this server can run",
        description: "Without a model (`offline: true`) only `fix` works, locally and for English text.",
        operationId: "getAiCapabilities",
        security: signedIn,
        response: { 200: AiCapabilitiesSchema },
      },
    },
    async () => aiCapabilities(config.ai),
  );

  app.post(
    path,
    {
      onRequest: requireUser,
      preHandler: limitPerUser,
      bodyLimit: promptBodyLimit,
      config: rateLimit(limits.perIp),
      schema: {
        tags,
        summary: "Improve a text, fix its spelling and grammar, or change its tone",
        description:
          "The server writes the prompt; the client only names the action. Rich text (HTML) comes back as " +
          "sanitised HTML with the same structure, plain text as plain text. Limited to " +
          `${limits.perUser.max} requests a minute per user.`,
        operationId: "requestAiPrompt",
        security: signedIn,
        body: AiPromptInputSchema,
        response: { 200: AiPromptResultSchema, ...errors },
      },
    },
    async (request) => requestPrompt({ ai: config.ai, fixer: offlineFixer, log: request.log }, request.body),
  );
};
