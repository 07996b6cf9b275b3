import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import { maxRequestBodyBytes } from "@vitae/schema";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { UserRow } from "./db/schema.ts";
import { aiRoutes } from "./features/ai/ai.routes.ts";
import { applicationRoutes } from "./features/application/application.routes.ts";
import { apiKeyRoutes } from "./features/auth/api-key.routes.ts";
import type { AuthDeps } from "./features/auth/auth.deps.ts";
import { type AuthLimitsOverrides, resolveAuthLimits, scaleIpLimits } from "./features/auth/auth.limits.ts";
import { authRoutes } from "./features/auth/auth.routes.ts";
import { oauthRoutes } from "./features/auth/oauth/oauth.routes.ts";
import { registerApiKeyLimiter } from "./features/auth/request-credentials.ts";
import { createSessionCache } from "./features/auth/session-cache.ts";
import { exportRoutes } from "./features/exports/index.ts";
import { fontCatalogueRoutes } from "./features/fonts/font-catalogue.routes.ts";
import { fontRoutes } from "./features/fonts/fonts.routes.ts";
import { healthRoutes } from "./features/health/health.routes.ts";
import { iconRoutes } from "./features/icons/icons.routes.ts";
import { importRoutes } from "./features/imports/imports.routes.ts";
import type { ImportFetchOptions } from "./features/imports/imports.service.ts";
import { coachRoutes } from "./features/integrations/coach.routes.ts";
import { jobDescriptionRoutes } from "./features/job-descriptions/job-descriptions.routes.ts";
import { letterPlugin } from "./features/letter/letter.plugin.ts";
import { machineReadingRoutes } from "./features/machine-reading/machine-reading.routes.ts";
import { createMailer, type Mailer } from "./features/mail/mailer.ts";
import { mcpRoutes } from "./features/mcp/mcp.routes.ts";
import { type PrinterOptions, printerPlugin } from "./features/printer/printer.plugin.ts";
import { fitRoutes } from "./features/resume/fit.routes.ts";
import { historyRoutes } from "./features/resume/history.routes.ts";
import { publicPageHead } from "./features/resume/public-page-meta.ts";
import { resumeRoutes } from "./features/resume/resume.routes.ts";
import { createResumeCache } from "./features/resume/resume-cache.ts";
import { createResumeEvents } from "./features/resume/resume-events.ts";
import { templateRoutes } from "./features/resume/templates.routes.ts";
import { resumeTranslateAiRoutes } from "./features/resume/translate-ai.routes.ts";
import { resumeLanguageRoutes } from "./features/resume/translations.routes.ts";
import { startTrashPurge, type TrashDeps } from "./features/resume/trash.service.ts";
import { variantRoutes } from "./features/resume/variants.routes.ts";
import { reviewRoutes } from "./features/review/review.routes.ts";
import { startReviewDigests } from "./features/review/review-digest.ts";
import { createStorage } from "./features/storage/create-storage.ts";
import { storagePlugin } from "./features/storage/storage.plugin.ts";
import { translationRoutes } from "./features/translation/translation.routes.ts";
import { userRoutes } from "./features/user/user.routes.ts";
import { AppError } from "./lib/app-error.ts";
import { createChangeFeed } from "./lib/change-feed.ts";
import { answerClientError, answerRouterError } from "./lib/early-errors.ts";
import { errorHandler } from "./lib/error-handler.ts";
import { loadErrorTexts } from "./lib/error-i18n.ts";
import { registerJsonBodyParser } from "./lib/json-body.ts";
import { createLogger } from "./lib/logger.ts";
import { changesChannel } from "./lib/notified-cache.ts";
import { createRateLimitRedis, whenRedisReady } from "./lib/rate-limit-redis.ts";
import { postgresRateLimitStore } from "./lib/rate-limit-store.ts";
import { trackRouteMethods } from "./lib/route-methods.ts";
import { registerTextGuard } from "./lib/text-guard.ts";
import { registerDocsUi, registerOpenApi } from "./plugins/openapi.ts";
import { registerOriginCheck } from "./plugins/origin-check.ts";
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
  /** Defaults to createMailer's choice (SMTP, the log, or nowhere); tests pass one aimed at a local listener. */
  mailer?: Mailer;
  /** Per-IP rate limits and per-account lock-outs of the account routes; see auth.limits.ts for the defaults. */
  authLimits?: AuthLimitsOverrides;
  /** A shared browser pool, pre-rendering on or off, limits; see printer.plugin.ts for the defaults. */
  printer?: PrinterOptions;
  /** Which addresses the server-side import sources may be fetched from; tests allow loopback. */
  importFetch?: ImportFetchOptions;
};

/** Largest request body accepted (a resume with a long history stays far below it); the web app knows it too. */
export const bodyLimit = maxRequestBodyBytes;

// A caller's (e.g. a load balancer's) request id is kept when it looks like one, so log lines can be joined.
const requestIdPattern = /^[\w.:-]{1,128}$/;
const genReqId = (request: IncomingMessage) => {
  const incoming = request.headers["x-request-id"];
  return typeof incoming === "string" && requestIdPattern.test(incoming) ? incoming : randomUUID();
};

// A hop count is what Fastify does with a number, which its types do not accept.
const trustProxyOption = (trustProxy: Config["trustProxy"]) => ({
  trustProxy:
    typeof trustProxy === "number" ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
});

/** Builds the whole HTTP app without listening; tests drive it with `app.inject`. */
export const buildApp = async ({
  config,
  database,
  logger,
  mailer: givenMailer,
  authLimits,
  printer,
  importFetch,
}: AppDeps): Promise<App> => {
  const app = Fastify({
    loggerInstance: logger ?? createLogger({ level: config.logLevel, pretty: false }),
    bodyLimit,
    genReqId,
    requestIdHeader: false,
    // While closing, requests on kept-alive connections get 503 and in-flight ones finish.
    return503OnClosing: true,
    // Behind a reverse proxy every request would otherwise come from the proxy, and share one rate limit.
    ...trustProxyOption(config.trustProxy),
    // What the HTTP parser and the router refuse answers in the error shape too (see early-errors.ts).
    frameworkErrors: answerRouterError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Error answers speak the request's language (Accept-Language); the texts load once, before any request.
  await loadErrorTexts();
  app.setErrorHandler(errorHandler);
  registerJsonBodyParser(app);
  registerTextGuard(app);
  const allowedMethods = trackRouteMethods(app);
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

  const mailer =
    givenMailer ??
    createMailer({ mail: config.mail, logger: app.log, production: config.nodeEnv === "production" });
  if (givenMailer === undefined) app.addHook("onClose", async () => mailer.close());
  const storage = createStorage(config);
  // Signed-in requests skip the session query, and reads of a resume the database, while the database can tell
  // this node about every change.
  const sessionCache = createSessionCache();
  const resumeCache = createResumeCache();
  // Every write of a resume's content, whichever route made it; the printer pre-renders from it.
  const resumeEvents = createResumeEvents((error) =>
    app.log.error({ err: error }, "A listener of resume saves failed"),
  );
  // The same announcements handed on to live streams (review threads).
  const changeFeed = createChangeFeed((error) => app.log.error({ err: error }, "A change follower failed"));
  const stopListening = await database.listen(changesChannel, {
    onNotify: (change) => {
      const [kind, id = ""] = change.split(":");
      if (kind === "user") sessionCache.forgetGroup(id);
      else if (kind === "resume") resumeCache.forgetGroup(id);
      changeFeed.publish(change);
    },
    onLive: (live) => {
      sessionCache.setLive(live);
      resumeCache.setLive(live);
      changeFeed.setLive(live);
    },
  });
  app.addHook("onClose", async () => stopListening());
  const authDeps: AuthDeps = { db: database.db, config, mailer, sessionCache };
  app.decorate("authDeps", authDeps);
  // Declared up front so every request object has the same shape; requireUser fills them in.
  app.decorateRequest("user", null as unknown as UserRow);
  app.decorateRequest("sessionId", null as unknown as string | undefined);
  await app.register(cookie);
  // Routes opt in with `config.rateLimit` (see auth.limits.ts); counters live in Redis when configured, else in
  // the database: either way shared by every node.
  const redis =
    config.redisUrl === undefined ? undefined : await createRateLimitRedis(config.redisUrl, app.log);
  if (redis !== undefined) {
    app.addHook("onReady", () => whenRedisReady(redis));
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis === undefined
      ? { store: postgresRateLimitStore(database.db, app.log) }
      : { redis, nameSpace: "vitae-rate-limit:" }),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError("TooManyRequests", { message: `Too many requests; try again in ${context.after}` }),
  });
  registerOriginCheck(app, {
    publicUrl: config.publicUrl,
    allowedOrigins: config.allowedOrigins,
    development: config.nodeEnv === "development",
  });

  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    scriptHashes: inlineScriptHashes(config.webDistDir),
  });
  await registerOpenApi(app, { publicUrl: config.publicUrl });

  await app.register(healthRoutes, { prefix: "/api", database });
  const limits = scaleIpLimits(resolveAuthLimits(authLimits), config.rateLimitFactor);
  registerApiKeyLimiter(app, limits.perApiKey);
  await app.register(authRoutes, { prefix: "/api", limits });
  await app.register(userRoutes, { prefix: "/api", limits, storage });
  await app.register(apiKeyRoutes, { prefix: "/api" });
  await app.register(translationRoutes, { prefix: "/api" });
  await app.register(resumeRoutes, {
    prefix: "/api",
    db: database.db,
    cache: resumeCache,
    events: resumeEvents,
    // An imported picture from another host is copied in as the printer fetches pictures: public addresses only.
    pictures: { storage, publicUrl: config.publicUrl, fetchOptions: printer?.pictureFetch, logger: app.log },
  });
  const trashDeps: TrashDeps = {
    db: database.db,
    cache: resumeCache,
    events: resumeEvents,
    trashDays: config.trashDays,
    log: app.log,
    files: {
      storage,
      publicUrl: config.publicUrl,
      // Decorated by the printer feature, registered below; called only once requests run.
      printedKeys: (data) => app.printedFileKeys(data),
    },
  };
  await app.register(historyRoutes, { prefix: "/api", deps: trashDeps });
  await app.register(variantRoutes, {
    prefix: "/api",
    deps: { db: database.db, cache: resumeCache, events: resumeEvents },
  });
  await app.register(resumeLanguageRoutes, {
    prefix: "/api",
    deps: { db: database.db, cache: resumeCache, events: resumeEvents },
  });
  await app.register(resumeTranslateAiRoutes, { prefix: "/api", deps: { db: database.db }, config });
  await app.register(jobDescriptionRoutes, { prefix: "/api", db: database.db });
  await app.register(letterPlugin, {
    deps: { db: database.db, publicUrl: config.publicUrl, trashDays: config.trashDays, ai: config.ai },
    resumeEvents,
    purge: config.nodeEnv !== "test",
  });
  await app.register(exportRoutes, {
    prefix: "/api",
    deps: { db: database.db, storage, publicUrl: config.publicUrl },
  });
  await app.register(applicationRoutes, { prefix: "/api", db: database.db, publicUrl: config.publicUrl });
  // Tests purge with their own clock (purgeExpiredTrash); a running node purges every hour.
  if (config.nodeEnv !== "test") {
    const stopPurge = startTrashPurge(trashDeps);
    app.addHook("onClose", async () => stopPurge());
  }
  await app.register(reviewRoutes, {
    prefix: "/api",
    deps: { db: database.db, cache: resumeCache, events: resumeEvents, publicUrl: config.publicUrl },
    changes: changeFeed,
  });
  // Tests send digests with their own clock (sendDueDigests); a running node sweeps every minute.
  if (config.nodeEnv !== "test") {
    const stopDigests = startReviewDigests({
      db: database.db,
      mailer,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    app.addHook("onClose", async () => stopDigests());
  }
  await app.register(templateRoutes, { prefix: "/api", policy: config.templatePolicy });
  await app.register(aiRoutes, { prefix: "/api", config });
  await app.register(importRoutes, {
    prefix: "/api",
    config,
    ...(importFetch === undefined ? {} : { fetchOptions: importFetch }),
  });
  await app.register(fontRoutes);
  await app.register(fontCatalogueRoutes, { prefix: "/api" });
  await app.register(iconRoutes, { prefix: "/api" });
  await app.register(printerPlugin, { storage, ...printer, config, database, resumeEvents });
  await app.register(machineReadingRoutes, {
    prefix: "/api",
    // The printer's layout of a resume on its sheets, for the layout check (decorated by the printer feature too).
    measuredLayout: (data) => app.measuredLayout(data),
    // Decorated by the printer feature, registered above.
    deps: { db: database.db, printedPdf: (resume, lang) => app.printedPdf(resume, lang) },
  });
  await app.register(fitRoutes, {
    prefix: "/api",
    // The printer's fitting, decorated by the printer feature registered above.
    deps: {
      db: database.db,
      cache: resumeCache,
      events: resumeEvents,
      fitLayout: (data, pages) => app.fitLayout(data, pages),
    },
  });
  // Assistants with an API key: every tool calls the routes above.
  await app.register(mcpRoutes, { prefix: "/api" });
  await app.register(storagePlugin, { config, storage });
  // Sign-in through someone else: OAuth / OpenID Connect providers and the learning platform.
  await app.register(oauthRoutes, { prefix: "/api/auth" });
  await app.register(coachRoutes, { prefix: "/api/auth", limits });

  await registerDocsUi(app);
  await registerWebApp(app, {
    webDistDir: config.webDistDir,
    allowedMethods,
    // A public resume's page carries its link preview (Open Graph, Twitter card) in the HTML itself.
    pageHead: publicPageHead({ db: database.db, publicUrl: config.publicUrl }),
  });
  return app;
};
