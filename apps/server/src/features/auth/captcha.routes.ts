import { CaptchaSettingsSchema } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { errorResponses, noCredentials } from "../../lib/openapi-operations.ts";
import { ChallengeParametersSchema, issueCaptchaChallenge } from "./captcha.ts";

/** An ALTCHA v2 challenge as the widget fetches it. */
const ChallengeSchema = z
  .object({ parameters: ChallengeParametersSchema, signature: z.string() })
  .describe("ALTCHA proof-of-work challenge (PBKDF2/SHA-256), signed by the server");

const tags = ["auth"];

/** The bot check's two read-only routes; the check itself runs on login, register and forgot-password. */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.authDeps;

  app.get(
    "/auth/captcha",
    {
      schema: {
        tags,
        summary: "Whether login, register and forgot-password need a bot-check answer (`token`)",
        operationId: "getCaptchaSettings",
        security: noCredentials,
        response: { 200: CaptchaSettingsSchema },
      },
    },
    async () => ({ captcha: config.auth.captcha }),
  );

  app.get(
    "/auth/captcha/challenge",
    {
      schema: {
        tags,
        summary: "A fresh bot-check challenge to solve in the browser (CAPTCHA=altcha)",
        description:
          "Solve it with the ALTCHA widget (or altcha-lib's solveChallenge) and send `base64(JSON { challenge, solution })` as `token`. Each challenge is accepted once and expires after ten minutes.",
        operationId: "getCaptchaChallenge",
        security: noCredentials,
        response: {
          200: ChallengeSchema,
          ...errorResponses({ 404: "NotFound: the bot check is off on this server" }),
        },
      },
    },
    async (_request, reply) => {
      if (config.auth.captcha !== "altcha")
        throw new AppError("NotFound", { message: "The bot check is off" });
      // Every challenge is new; a cached one would be refused as already used.
      reply.header("cache-control", "no-store");
      const { parameters, signature = "" } = await issueCaptchaChallenge(config);
      return { parameters, signature };
    },
  );
};
