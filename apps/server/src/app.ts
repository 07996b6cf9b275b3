import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { errorHandler } from "./lib/error-handler.ts";
import { createLogger } from "./lib/logger.ts";
import { registerDocsUi, registerOpenApi } from "./plugins/openapi.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { inlineScriptHashes, registerWebApp } from "./plugins/web-app.ts";

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type AppDeps = {
  config: Config;
  database: Database;
  /** Defaults to JSON lines at `config.logLevel`. */
  logger?: FastifyBaseLogger;
};

/** Largest request body accepted (a resume with a long history stays far below it). */
export const bodyLimit = 2 * 1024 * 1024;

// A caller's (e.g. a load balancer's) request id is kept when it looks like one, so log lines can be joined.
const requestIdPattern = /^[\w.:-]{1,128}$/;
const genReqId = (request: IncomingMessage) => {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && requestIdPattern.test(incoming) ? incoming : randomUUID();
};

/** Builds the whole HTTP app without listening; tests drive it with `app.inject`. */
export const buildApp = async ({ config, database, logger }: AppDeps): Promise<App> => {
  const app = Fastify({
    loggerInstance: logger ?? createLogger({ level: config.logLevel, pretty: false }),
    bodyLimit,
    genReqId,
    requestIdHeader: false,
    // While closing, requests on kept-alive connections get 503 and in-flight ones finish.
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  // Node closes only connections idle when close() starts; one that finishes its request later would be kept
  // alive for its whole keep-alive timeout and hold the shutdown. Answers sent while closing end it instead.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    scriptHashes: inlineScriptHashes(config.webDistDir),
  });
  await registerOpenApi(app);

  await app.register(healthRoutes, { prefix: "/api", database });

  await registerDocsUi(app);
  await registerWebApp(app, { webDistDir: config.webDistDir });
  return app;
};
