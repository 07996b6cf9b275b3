import {
  PublicProtectionSchema as ProtectionSchema,
  PublicPasswordInputSchema,
  slugify,
  UnlockInputSchema,
} from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { errorResponses, noCredentials, readsResumes, writesResumes } from "../../lib/openapi-operations.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { requireUser } from "../auth/index.ts";
import {
  isPasswordProtected,
  removePublicPassword,
  scaledUnlockRateLimit,
  setPublicPassword,
  unlockResume,
} from "./public-password.ts";
import { findPublicResume } from "./resume.repo.ts";
import { ownResume, ResumeIdParamsSchema } from "./resume-access.ts";

const PublicParamsSchema = z.object({
  username: z.string().describe("The owner's username"),
  slug: z.string().describe("The resume's slug"),
});

const tags = ["resume"];
const notFound = { 404: "ResumeNotFound: no such resume of yours" } as const;

/** A public resume's password: the owner sets, changes and removes it; readers unlock with it. */
export const publicPasswordRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/resume/public/:username/:slug/unlock",
    {
      schema: {
        tags,
        summary: "Unlock a password-protected public resume in this browser (an httpOnly session cookie)",
        description:
          "Sets a cookie under /api/resume that the resume, its prints and exports accept until the browser " +
          "session ends or the owner changes the password. A resume without a password answers 204 too.",
        operationId: "unlockPublicResume",
        security: noCredentials,
        params: PublicParamsSchema,
        body: UnlockInputSchema,
        response: {
          204: z.null().describe("Unlocked"),
          ...errorResponses({
            401: "InvalidResumePassword",
            404: "ResumeNotFound: private or unknown",
            429: "TooManyRequests: too many guesses from this address or at this resume",
          }),
        },
      },
      config: rateLimit(scaledUnlockRateLimit(app.authDeps.config.rateLimitFactor)),
    },
    async (request, reply) => {
      const row = await findPublicResume(db, {
        username: request.params.username.trim().toLowerCase(),
        slug: slugify(request.params.slug),
      });
      if (row === undefined) throw new AppError("ResumeNotFound");
      await unlockResume(db, row, request.body.password, reply);
      return reply.status(204).send(null);
    },
  );

  const own: FastifyPluginAsyncZod = async (owner) => {
    owner.addHook("onRequest", requireUser);

    owner.get(
      "/resume/:id/public-password",
      {
        schema: {
          tags,
          summary: "Whether the resume's public link asks for a password",
          operationId: "getResumePublicPassword",
          security: readsResumes,
          params: ResumeIdParamsSchema,
          response: { 200: ProtectionSchema, ...errorResponses(notFound) },
        },
      },
      async (request) => {
        const resume = await ownResume(db, { userId: request.user.id, id: request.params.id });
        return { protected: await isPasswordProtected(db, resume.id) };
      },
    );

    owner.put(
      "/resume/:id/public-password",
      {
        schema: {
          tags,
          summary: "Set or change the password of the resume's public link (earlier unlocks stop working)",
          operationId: "setResumePublicPassword",
          security: writesResumes,
          params: ResumeIdParamsSchema,
          body: PublicPasswordInputSchema,
          response: { 200: ProtectionSchema, ...errorResponses(notFound) },
        },
      },
      async (request) => {
        const resume = await ownResume(db, { userId: request.user.id, id: request.params.id });
        await setPublicPassword(db, resume.id, request.body.password);
        return { protected: true };
      },
    );

    owner.delete(
      "/resume/:id/public-password",
      {
        schema: {
          tags,
          summary: "Remove the password of the resume's public link",
          operationId: "removeResumePublicPassword",
          security: writesResumes,
          params: ResumeIdParamsSchema,
          response: { 200: ProtectionSchema, ...errorResponses(notFound) },
        },
      },
      async (request) => {
        const resume = await ownResume(db, { userId: request.user.id, id: request.params.id });
        await removePublicPassword(db, resume.id);
        return { protected: false };
      },
    );
  };
  await app.register(own);
};
