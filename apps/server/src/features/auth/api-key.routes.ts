import { ApiKeySchema, CreateApiKeyInputSchema, CreatedApiKeySchema } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses, signedIn } from "../../lib/openapi-operations.ts";
import { createApiKey, listUserApiKeys, revokeApiKey } from "./api-key.service.ts";
import { requireUser } from "./auth.hooks.ts";

const tags = ["api-keys"];

/**
 * The signed-in user's personal API keys. Signed in with a session only: `signedIn` has no `ApiKey` requirement,
 * so a key can neither list, make nor revoke keys.
 */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.authDeps;
  app.addHook("onRequest", requireUser);

  app.get(
    "/user/me/api-keys",
    {
      schema: {
        tags,
        summary: "The user's API keys, newest first, without their secrets",
        operationId: "listApiKeys",
        security: signedIn,
        response: { 200: z.array(ApiKeySchema) },
      },
    },
    async (request) => listUserApiKeys(deps, request.user.id),
  );

  app.post(
    "/user/me/api-keys",
    {
      schema: {
        tags,
        summary: "Create an API key; the answer holds its secret, shown this once",
        operationId: "createApiKey",
        security: signedIn,
        body: CreateApiKeyInputSchema,
        response: { 201: CreatedApiKeySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createApiKey(deps, { userId: request.user.id, input: request.body })),
  );

  app.delete(
    "/user/me/api-keys/:id",
    {
      schema: {
        tags,
        summary: "Revoke an API key: it stops working at once",
        operationId: "revokeApiKey",
        security: signedIn,
        params: z.object({ id: z.uuid().describe("The key's id") }),
        response: {
          204: z.null().describe("Revoked"),
          ...errorResponses({ 404: "NotFound: no such key of yours" }),
        },
      },
    },
    async (request, reply) => {
      await revokeApiKey(deps, { userId: request.user.id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
