import { ErrorResponseSchema, ResumeSchema } from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, errorResponses, readsResumes, writesResumes } from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import type { ResumeDeps } from "./resume.service.ts";
import { ResumeIdParamsSchema } from "./resume-access.ts";
import * as service from "./translations.service.ts";

const LanguageSchema = z
  .string()
  .min(1)
  .max(16)
  .describe("One of the app's 46 languages: its locale id (`de-DE`) or short id (`de`)");

const LanguageParamsSchema = ResumeIdParamsSchema.extend({ lang: LanguageSchema });

const TextsSchema = z
  .record(z.string().min(1).max(1000), z.string())
  .describe(
    "Texts by field path (`basics.headline`, `sections.experience.items.<itemId>.summary`); an empty text " +
      "takes that translation away. Only translatable texts: names, dates' numbers, links, e-mail are shared.",
  );

const TranslationStatusSchema = z.object({
  texts: z.record(z.string(), z.string()).describe("The translated texts by field path"),
  missing: z.number().int().min(0).describe("How many texts are still to translate"),
  stale: z.array(z.string()).describe("Paths whose source text changed since they were translated"),
});

const ConflictResponseSchema = ErrorResponseSchema.extend({
  resume: ResumeSchema.optional().describe("With ResumeConflict: the resume as stored now"),
});

const tags = ["resume"];
const saved = {
  ...errorResponses({
    404: "ResumeNotFound: no such resume of yours; NotFound: the resume has no such language",
    423: "ResumeLocked",
  }),
  409: errorResponse("ResumeConflict: the resume was saved elsewhere meanwhile", ConflictResponseSchema),
};

/**
 * One resume in several languages: its own texts are its language's, and each added language holds translations
 * of its translatable texts over them (items, order and shared values stay one). Every change is a save of the
 * resume (a version, the builder's and printer's caches, the conflict check).
 */
export const resumeLanguageRoutes: FastifyPluginAsyncZod<{ deps: ResumeDeps }> = async (app, { deps }) => {
  app.addHook("onRequest", requireUser);
  const own = (request: { user: { id: string }; params: { id: string } }) => ({
    userId: request.user.id,
    id: request.params.id,
  });
  const sendJson = (reply: { type: (value: string) => { send: (json: string) => unknown } }, json: string) =>
    reply.type("application/json; charset=utf-8").send(json);

  app.post(
    "/resume/:id/languages",
    {
      schema: {
        tags,
        summary: "Add a language to the resume: every translatable text is then to translate into it",
        description:
          "400 for a language that is not one of the 46, the resume's own (`metadata.locale`) or one it has; " +
          "400 on a variant too (a variant has its master's languages).",
        operationId: "addResumeLanguage",
        security: writesResumes,
        params: ResumeIdParamsSchema,
        body: z.object({ language: LanguageSchema }),
        response: { 201: ResumeSchema, ...saved },
      },
    },
    async (request, reply) =>
      sendJson(reply.status(201), await service.addResumeLanguage(deps, own(request), request.body.language)),
  );

  app.delete(
    "/resume/:id/languages/:lang",
    {
      schema: {
        tags,
        summary: "Remove a language from the resume, with its translations (kept in the resume's versions)",
        operationId: "removeResumeLanguage",
        security: writesResumes,
        params: LanguageParamsSchema,
        response: { 200: ResumeSchema, ...saved },
      },
    },
    async (request, reply) =>
      sendJson(reply, await service.removeResumeLanguage(deps, own(request), request.params.lang)),
  );

  app.put(
    "/resume/:id/translations/:lang",
    {
      schema: {
        tags,
        summary: "Set texts of one language by field path; setting a text confirms it against today's source",
        description:
          "A path that is not a translatable text of this resume is 400 with an issue per path, and nothing " +
          "changes. Rich texts are sanitised as the resume's own are.",
        operationId: "putResumeTranslations",
        security: writesResumes,
        params: LanguageParamsSchema,
        body: TextsSchema,
        response: { 200: ResumeSchema, ...saved },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await service.putTranslations(deps, own(request), {
          language: request.params.lang,
          texts: request.body,
        }),
      ),
  );

  app.get(
    "/resume/:id/translations/:lang",
    {
      schema: {
        tags,
        summary: "One language's translated texts, how many are still to translate, and which are stale",
        operationId: "getResumeTranslations",
        security: readsResumes,
        params: LanguageParamsSchema,
        response: {
          200: TranslationStatusSchema,
          ...errorResponses({
            404: "ResumeNotFound: no such resume of yours; NotFound: the resume has no such language",
          }),
        },
      },
    },
    async (request) => service.getTranslations(deps, own(request), request.params.lang),
  );
};
