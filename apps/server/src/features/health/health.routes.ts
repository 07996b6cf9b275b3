import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";
import { noCredentials } from "../../lib/openapi-operations.ts";
import { getHealth } from "./health.service.ts";

const HealthSchema = z.object({
  status: z.enum(["ok", "error"]),
  database: z.enum(["up", "down"]),
  version: z.string(),
  uptime: z.number().int().describe("Seconds since the process started"),
});

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/health",
    {
      // Load balancers poll this; only failures are worth a log line.
      logLevel: "warn",
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        operationId: "getHealth",
        security: noCredentials,
        response: { 200: HealthSchema, 503: HealthSchema.describe("The database is down") },
      },
    },
    async (_request, reply) => {
      const health = await getHealth(database);
      return reply.status(health.status === "ok" ? 200 : 503).send(health);
    },
  );
};
