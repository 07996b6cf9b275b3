import { ReauthenticationSchema, UpdateUserRequestSchema, UserSchema } from "@vitae/schema";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, signedIn } from "../../lib/openapi-operations.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import {
  type AuthContext,
  type AuthLimits,
  clearSessionCookies,
  requireUser,
  toPublicUser,
} from "../auth/index.ts";
import type { Storage } from "../storage/index.ts";
import { deleteAccount, updateProfile } from "./user.service.ts";

const tags = ["user"];

/** `storage`: where the pictures an account uploaded are, deleted with it. */
export const userRoutes: FastifyPluginAsyncZod<{ limits: AuthLimits; storage: Storage }> = async (
  app,
  { limits, storage },
) => {
  const deps = app.authDeps;
  const context = (request: FastifyRequest): AuthContext => ({
    ...deps,
    limits,
    log: request.log,
    userAgent: request.headers["user-agent"],
  });

  app.get(
    "/user/me",
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in user",
        operationId: "getCurrentUser",
        security: signedIn,
        response: { 200: UserSchema },
      },
    },
    async (request) => toPublicUser(request.user),
  );

  app.patch(
    "/user/me",
    {
      onRequest: requireUser,
      config: rateLimit(limits.perIp.account),
      schema: {
        tags,
        summary: "Change name, locale, username, e-mail or picture",
        description:
          "Other fields (emailVerified, twoFactorEnabled, provider, id…) are refused. A new e-mail address needs " +
          "`password` (or a 2FA `code`), becomes unverified and gets a verification mail; the old one is notified.",
        operationId: "updateCurrentUser",
        security: signedIn,
        body: UpdateUserRequestSchema,
        response: {
          200: UserSchema,
          ...errorResponses({
            401: "Unauthorized, or InvalidCredentials / InvalidTwoFactorCode / TwoFactorCodeUsed: the proof for a new e-mail is wrong",
            409: "UserAlreadyExists: the username or e-mail is taken",
          }),
        },
      },
    },
    async (request) =>
      toPublicUser(
        await updateProfile(context(request), {
          user: request.user,
          sessionId: request.sessionId,
          input: request.body,
        }),
      ),
  );

  app.delete(
    "/user/me",
    {
      onRequest: requireUser,
      config: rateLimit(limits.perIp.account),
      schema: {
        tags,
        summary: "Delete the account and every resume; needs the password or a 2FA code",
        operationId: "deleteCurrentUser",
        security: signedIn,
        body: ReauthenticationSchema.nullish(),
        response: {
          204: z.null().describe("No content"),
          ...errorResponses({
            401: "Unauthorized, or InvalidCredentials / InvalidTwoFactorCode / TwoFactorCodeUsed: the proof is wrong",
          }),
        },
      },
    },
    async (request, reply) => {
      await deleteAccount(
        { ...context(request), storage },
        {
          user: request.user,
          sessionId: request.sessionId,
          proof: request.body ?? {},
        },
      );
      clearSessionCookies(reply, deps.config);
      return reply.status(204).send(null);
    },
  );
};
