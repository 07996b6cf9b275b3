import {
  CreateLetterInputSchema,
  CreateLetterLinkInputSchema,
  DraftLetterInputSchema,
  ErrorResponseSchema,
  ExportFormatSchema,
  entityTag,
  exportContentTypes,
  type JsonPatch,
  JsonPatchSchema,
  jsonPatchMediaType,
  LetterDraftSchema,
  LetterLinkSchema,
  LetterLinkStatusSchema,
  LetterSchema,
  LetterSummarySchema,
  LetterVersionSchema,
  LetterVersionSummarySchema,
  LockResumeInputSchema,
  PrintedFileLinkSchema,
  SharedLetterSchema,
  slugify,
  TrashedLetterSchema,
  titleSchema,
  type UpdateLetterInput,
  UpdateLetterInputSchema,
} from "@vitae/schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  errorResponse,
  errorResponses,
  noCredentials,
  signedIn,
  withApiKey,
} from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import { uuidPattern } from "../resume/index.ts";
import * as service from "./letter.service.ts";
import { LetterIdParamsSchema } from "./letter-access.ts";
import { exportLetter } from "./letter-export.ts";
import { patchLetter } from "./letter-patch.ts";

const VersionParamsSchema = LetterIdParamsSchema.extend({
  versionId: z.string().regex(uuidPattern, "Not a version id (a UUID)").describe("The version's id (a UUID)"),
});
export const SharedParamsSchema = z.object({
  token: z.string().min(1).max(200).describe("The private link's token"),
});
const DuplicateLetterInputSchema = z.object({ title: titleSchema.optional() });
const NoContent = z.null().describe("No content");

/** A stale write's 409 carries the stored letter, so the builder can offer reload or overwrite. */
const ConflictResponseSchema = ErrorResponseSchema.extend({
  letter: LetterSchema.optional().describe("With LetterConflict: the letter as stored now"),
});

const tags = ["letter"];
/** Drafts call a paid model: a few a minute per client (in the route's config, like the AI helper's). */
const draftLimit = { max: 10, timeWindow: 60_000 };
const notFound = { 404: "LetterNotFound: no such letter of yours" } as const;
const locked = { 423: "LetterLocked" } as const;
const resumeNotFound = "ResumeNotFound: the linked resume is not one of yours";

/** Cover letters: the owner's own routes, and what a private link opens. */
export const letterRoutes: FastifyPluginAsyncZod<{ deps: service.LetterDeps }> = async (app, { deps }) => {
  app.get(
    "/shared-letter/:token",
    {
      schema: {
        tags,
        summary: "The letter a private link opens (until it expires or is revoked)",
        operationId: "getSharedLetter",
        security: noCredentials,
        params: SharedParamsSchema,
        response: {
          200: SharedLetterSchema,
          ...errorResponses({ 404: "LetterNotFound: unknown, revoked or expired link" }),
        },
      },
    },
    async (request) => {
      const { id: _id, ...shared } = await service.sharedLetter(deps, request.params.token);
      return shared;
    },
  );

  app.get(
    "/shared-letter/:token/pdf",
    {
      schema: {
        tags,
        summary: "The PDF of the letter a private link names (until it expires or is revoked)",
        operationId: "openSharedLetter",
        security: noCredentials,
        params: SharedParamsSchema,
        response: {
          200: {
            description: "The letter's PDF",
            content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
          },
          ...errorResponses({
            404: "LetterNotFound: unknown, revoked or expired link",
            500: "ResumePrinterError (the message says why, e.g. no Chromium)",
          }),
        },
      },
    },
    async (request, reply) => {
      const letter = await service.sharedLetter(deps, request.params.token);
      // Printed by the printer feature, which decorates the app with it.
      const pdf = await app.printedLetterPdf(letter);
      return (
        reply
          .type("application/pdf")
          .header("content-disposition", `inline; filename="${slugify(letter.title) || "letter"}.pdf"`)
          // The link can be revoked at any time: nothing may keep a copy.
          .header("cache-control", "no-store")
          .header("content-security-policy", "frame-ancestors 'self'")
          .send(pdf)
      );
    },
  );

  const ownLetters: FastifyPluginAsyncZod = async (own) => {
    own.addHook("onRequest", requireUser);
    const key = (request: { user: { id: string }; params: { id: string } }) => ({
      userId: request.user.id,
      id: request.params.id,
    });

    own.post(
      "/letter",
      {
        schema: {
          tags,
          summary: "Create an empty letter, linked to one of your resumes when `resumeId` is given",
          operationId: "createLetter",
          security: withApiKey(signedIn, "letters:write"),
          body: CreateLetterInputSchema,
          response: { 201: LetterSchema, ...errorResponses({ 404: resumeNotFound }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await service.createLetter(deps, {
            userId: request.user.id,
            locale: request.user.locale,
            input: request.body,
          }),
        ),
    );

    own.get(
      "/letter",
      {
        schema: {
          tags,
          summary: "The signed-in user's letters, most recently updated first",
          operationId: "listLetters",
          security: withApiKey(signedIn, "letters:read"),
          response: { 200: z.array(LetterSummarySchema) },
        },
      },
      async (request) => service.listLetters(deps, request.user.id),
    );

    own.get(
      "/letter/trash",
      {
        schema: {
          tags,
          summary: "Your deleted letters, most recently deleted first, each with when it is purged",
          operationId: "listLetterTrash",
          security: withApiKey(signedIn, "letters:read"),
          response: { 200: z.array(TrashedLetterSchema) },
        },
      },
      async (request) => service.listTrash(deps, request.user.id),
    );

    own.post(
      "/letter/trash/:id/restore",
      {
        schema: {
          tags,
          summary: "Take a letter out of the trash",
          operationId: "restoreLetterFromTrash",
          security: withApiKey(signedIn, "letters:write"),
          params: LetterIdParamsSchema,
          response: { 200: LetterSchema, ...errorResponses({ 404: "LetterNotFound: not in your trash" }) },
        },
      },
      async (request) => service.restoreFromTrash(deps, key(request)),
    );

    own.delete(
      "/letter/trash/:id",
      {
        schema: {
          tags,
          summary: "Delete a letter of the trash for good, with its versions",
          operationId: "deleteLetterForever",
          security: withApiKey(signedIn, "letters:write"),
          params: LetterIdParamsSchema,
          response: { 204: NoContent, ...errorResponses({ 404: "LetterNotFound: not in your trash" }) },
        },
      },
      async (request, reply) => {
        await service.deleteForever(deps, key(request));
        return reply.status(204).send(null);
      },
    );

    own.get(
      "/letter/print/:id",
      {
        schema: {
          tags,
          summary: "Print one of your letters to PDF, in its template with its resume's header",
          description:
            "Answers the URL of the PDF, as the resume print route does. Unchanged letters are served from the " +
            "cache. The URL carries a signed token and works without a session until it expires.",
          operationId: "printLetter",
          security: withApiKey(signedIn, "print"),
          params: LetterIdParamsSchema,
          response: {
            200: PrintedFileLinkSchema,
            ...errorResponses({
              ...notFound,
              500: "ResumePrinterError (the message says why, e.g. no Chromium)",
            }),
          },
        },
      },
      async (request) => app.printLetter(await service.printableLetter(deps, key(request))),
    );

    own.get(
      "/letter/:id",
      {
        schema: {
          tags,
          summary: "One of your letters, with the look (sender block, design) it is drawn with now",
          operationId: "getLetter",
          security: withApiKey(signedIn, "letters:read"),
          params: LetterIdParamsSchema,
          response: { 200: LetterSchema, ...errorResponses(notFound) },
        },
      },
      async (request, reply) => {
        const letter = await service.getLetter(deps, key(request));
        return reply.header("etag", entityTag(letter.updatedAt)).send(letter);
      },
    );

    own.patch(
      "/letter/:id",
      {
        schema: {
          tags,
          summary: "Replace title, linked resume and data, or edit them with a JSON Patch (RFC 6902)",
          description:
            "As `application/json`: `updatedAt` is the value the client last saw. If the letter changed since, the " +
            "answer is 409 `LetterConflict` with the stored letter under `letter`. Linking a resume copies its " +
            "look.\n\nAs `application/json-patch+json`: operations on `{ title, resumeId, data }` with `If-Match` " +
            "holding the ETag of `GET /api/letter/{id}` (or `*`), as for resumes: 412 `PreconditionFailed` when " +
            "stale, 422 `UnprocessablePatch` outside those fields or on a failed `test`, 400 when the result is invalid.",
          operationId: "updateLetter",
          security: withApiKey(signedIn, "letters:write"),
          params: LetterIdParamsSchema,
          body: {
            content: {
              "application/json": { schema: UpdateLetterInputSchema },
              [jsonPatchMediaType]: { schema: JsonPatchSchema },
            },
          },
          response: {
            200: LetterSchema,
            ...errorResponses({ 404: `${notFound[404]}, or ${resumeNotFound}`, ...locked }),
            409: errorResponse("LetterConflict (with `letter`)", ConflictResponseSchema),
            ...errorResponses({
              412: "PreconditionFailed: the JSON Patch's If-Match is not the current ETag (sent in `ETag`)",
              422: "UnprocessablePatch: a path outside the editable fields or unresolvable, or a failed `test`",
            }),
          },
        },
      },
      async (request, reply) => {
        // Fastify validated the body by its media type (the schema per type above).
        const letter =
          request.mediaType === jsonPatchMediaType
            ? await patchLetter(deps, {
                ...key(request),
                operations: request.body as JsonPatch,
                ifMatch: request.headers["if-match"],
              })
            : await service.updateLetter(deps, { ...key(request), input: request.body as UpdateLetterInput });
        return reply.header("etag", entityTag(letter.updatedAt)).send(letter);
      },
    );

    own.delete(
      "/letter/:id",
      {
        schema: {
          tags,
          summary: "Move a letter to the trash (not while locked); answers it",
          operationId: "deleteLetter",
          security: withApiKey(signedIn, "letters:write"),
          params: LetterIdParamsSchema,
          response: { 200: LetterSchema, ...errorResponses({ ...notFound, ...locked }) },
        },
      },
      async (request) => service.deleteLetter(deps, key(request)),
    );

    own.patch(
      "/letter/:id/lock",
      {
        schema: {
          tags,
          summary: "Lock or unlock a letter",
          operationId: "lockLetter",
          security: withApiKey(signedIn, "letters:write"),
          params: LetterIdParamsSchema,
          body: LockResumeInputSchema,
          response: { 200: LetterSchema, ...errorResponses(notFound) },
        },
      },
      async (request) => service.lockLetter(deps, { ...key(request), set: request.body.set }),
    );

    own.post(
      "/letter/:id/duplicate",
      {
        schema: {
          tags,
          summary: 'Copy a letter: unlocked, "… (Copy)" unless a title is given, without its private link',
          operationId: "duplicateLetter",
          security: withApiKey(signedIn, "letters:write"),
          params: LetterIdParamsSchema,
          // Fastify hands a request without a body over as null.
          body: DuplicateLetterInputSchema.nullish(),
          response: { 201: LetterSchema, ...errorResponses(notFound) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.duplicateLetter(deps, { ...key(request), title: request.body?.title })),
    );

    own.get(
      "/letter/:id/versions",
      {
        schema: {
          tags,
          summary: "The letter's versions, newest first: what saves after a pause and restores replaced",
          operationId: "listLetterVersions",
          security: withApiKey(signedIn, "letters:read"),
          params: LetterIdParamsSchema,
          response: { 200: z.array(LetterVersionSummarySchema), ...errorResponses(notFound) },
        },
      },
      async (request) => service.listVersions(deps, key(request)),
    );

    const versionNotFound = { 404: "LetterNotFound, or NotFound (no such version of it)" } as const;

    own.get(
      "/letter/:id/versions/:versionId",
      {
        schema: {
          tags,
          summary: "One version with its content, to preview it",
          operationId: "getLetterVersion",
          security: withApiKey(signedIn, "letters:read"),
          params: VersionParamsSchema,
          response: { 200: LetterVersionSchema, ...errorResponses(versionNotFound) },
        },
      },
      async (request) => service.getVersion(deps, { ...key(request), versionId: request.params.versionId }),
    );

    own.post(
      "/letter/:id/versions/:versionId/restore",
      {
        schema: {
          tags,
          summary: "Bring a version's content back (what it replaces is kept as a version)",
          operationId: "restoreLetterVersion",
          security: withApiKey(signedIn, "letters:write"),
          params: VersionParamsSchema,
          response: { 200: LetterSchema, ...errorResponses({ ...versionNotFound, ...locked }) },
        },
      },
      async (request) =>
        service.restoreVersion(deps, { ...key(request), versionId: request.params.versionId }),
    );

    own.post(
      "/letter/:id/draft",
      {
        config: { rateLimit: draftLimit },
        schema: {
          tags,
          summary: "Draft the letter's body from its resume and a job description (nothing is saved)",
          description:
            "With an AI model configured, the model writes 250–400 words in the letter's language and tone from " +
            "the resume and the job text (given as data), and `unsupported` lists every phrase naming an " +
            "employer, title, number, degree or skill the resume does not show. Without one, a fill-in letter " +
            "with the resume's name, latest role and top skills, `[…]` where the writer must complete it.",
          operationId: "draftLetter",
          security: signedIn,
          params: LetterIdParamsSchema,
          body: DraftLetterInputSchema,
          response: {
            200: LetterDraftSchema,
            ...errorResponses({
              ...notFound,
              502: "AiUnavailable, AiRejected or AiEmptyAnswer",
              504: "AiTimeout",
            }),
          },
        },
      },
      async (request) =>
        service.draftLetter(deps, { ...key(request), input: request.body, log: request.log }),
    );

    own.get(
      "/letter/:id/export/:format",
      {
        schema: {
          tags,
          summary: "One of your letters as Word, Markdown or plain text, with its resume's header",
          operationId: "exportLetter",
          security: signedIn,
          params: LetterIdParamsSchema.extend({
            format: ExportFormatSchema.describe(
              "docx (Word), md (Markdown: CommonMark + GFM) or txt (plain text)",
            ),
          }),
          response: {
            200: {
              description: "The letter in the format, as an attachment named from its title",
              content: Object.fromEntries(
                Object.values(exportContentTypes).map((type) => [
                  type.split(";")[0],
                  { schema: z.string().meta({ format: "binary" }) },
                ]),
              ),
            },
            ...errorResponses(notFound),
          },
        },
      },
      async (request, reply) => {
        const file = await exportLetter(
          await service.printableLetter(deps, key(request)),
          request.params.format,
        );
        return reply
          .type(file.contentType)
          .header("content-disposition", `attachment; filename="${file.fileName}"`)
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .send(file.body);
      },
    );

    own.get(
      "/letter/:id/link",
      {
        schema: {
          tags,
          summary: "Whether the letter has a live private link, and until when",
          operationId: "getLetterLink",
          security: withApiKey(signedIn, "letters:read"),
          params: LetterIdParamsSchema,
          response: { 200: LetterLinkStatusSchema, ...errorResponses(notFound) },
        },
      },
      async (request) => service.linkStatus(deps, key(request)),
    );

    own.post(
      "/letter/:id/link",
      {
        schema: {
          tags,
          summary: "Make a private link to the letter's PDF until `expiresAt` (replaces any other link)",
          description: "The token is shown only in this answer; the server keeps its hash.",
          operationId: "createLetterLink",
          security: withApiKey(signedIn, "letters:write"),
          params: LetterIdParamsSchema,
          body: CreateLetterLinkInputSchema,
          response: { 201: LetterLinkSchema, ...errorResponses(notFound) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await service.createLink(deps, { ...key(request), expiresAt: new Date(request.body.expiresAt) }),
          ),
    );

    own.delete(
      "/letter/:id/link",
      {
        schema: {
          tags,
          summary: "Revoke the letter's private link",
          operationId: "revokeLetterLink",
          security: withApiKey(signedIn, "letters:write"),
          params: LetterIdParamsSchema,
          response: { 204: NoContent, ...errorResponses(notFound) },
        },
      },
      async (request, reply) => {
        await service.revokeLink(deps, key(request));
        return reply.status(204).send(null);
      },
    );
  };
  await app.register(ownLetters);
};
