import {
  CreateReviewCommentSchema,
  CreateReviewLinkSchema,
  CreateReviewReplySchema,
  htmlToLine,
  InviteReviewerSchema,
  ReviewCommentSchema,
  ReviewedResumeSchema,
  ReviewLinkSchema,
} from "@vitae/schema";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { localeFromAcceptLanguage } from "../../lib/error-i18n.ts";
import { errorResponses, noCredentials, readsResumes, writesResumes } from "../../lib/openapi-operations.ts";
import { rateLimit } from "../../lib/rate-limit.ts";
import { requireUser, sendInBackground } from "../auth/index.ts";
import { reviewInviteMail, reviewReplyMail } from "../mail/index.ts";
import { optionalViewerId, ResumeIdParamsSchema } from "../resume/index.ts";
import * as service from "./review.service.ts";
import { openUnlockedReview } from "./review-access.ts";
import { type ReviewEventsOptions, reviewEventRoutes } from "./review-events.routes.ts";
import { ReviewParamsSchema, TokenParamsSchema } from "./review-params.ts";
import { reviewLinkToken, setReviewUnlock } from "./review-token.ts";

const CommentParamsSchema = ResumeIdParamsSchema.extend({
  commentId: z.uuid().describe("The comment's id"),
});
const TokenCommentParamsSchema = TokenParamsSchema.extend({
  commentId: z.uuid().describe("The comment's id"),
});
const CreatedReviewSchema = z.object({
  id: z.string(),
  token: z.string().describe("The link's secret; shown once, stored only hashed"),
  url: z.string().describe("The address to give the reviewer"),
});
const ThreadStateSchema = z.enum(["resolve", "reopen"]);
const UnlockSchema = z.object({ password: z.string().max(256) });

const ownerTags = ["review"];
const reviewerTags = ["review (reviewer)"];
const ownerNotFound = {
  404: "ResumeNotFound (no such resume of yours) or NotFound (no such link or comment)",
} as const;
const tokenErrors = {
  401: "InvalidToken (unknown, revoked or expired link) or ResumePasswordRequired (unlock the link first)",
  404: "NotFound: no such comment of this link",
} as const;

/** Review links and their threads: the owner's routes under the resume, the reviewer's under the link's token. */
/** Invitations one client address may mail per hour: a class's worth, not a mailing list's. */
const inviteLimit = { max: 30, timeWindowMs: 60 * 60_000 };

export const reviewRoutes: FastifyPluginAsyncZod<ReviewEventsOptions> = async (app, { deps, changes }) => {
  const linkToken = (reviewId: string) => reviewLinkToken(app.authDeps.config, reviewId);
  await app.register(reviewEventRoutes, { deps, changes });
  const owner: FastifyPluginAsyncZod = async (routes) => {
    routes.addHook("onRequest", requireUser);
    const own = (request: { user: { id: string }; params: { id: string } }) => ({
      userId: request.user.id,
      id: request.params.id,
    });

    routes.post(
      "/resume/:id/reviews",
      {
        schema: {
          tags: ownerTags,
          summary: "Create a private review link to the resume (named; optional expiry and password)",
          operationId: "createReviewLink",
          security: writesResumes,
          params: ResumeIdParamsSchema,
          body: CreateReviewLinkSchema,
          response: { 201: CreatedReviewSchema, ...errorResponses(ownerNotFound) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await service.createReview(deps, { ...own(request), input: request.body }, linkToken)),
    );

    routes.post(
      "/resume/:id/reviews/:reviewId/invite",
      {
        schema: {
          tags: ownerTags,
          summary: "Mail a review link to a reviewer, in their language (the owner's when not given)",
          operationId: "inviteReviewer",
          security: writesResumes,
          params: ReviewParamsSchema,
          body: InviteReviewerSchema,
          response: {
            202: z.object({ to: z.string() }).describe("The mail is on its way"),
            ...errorResponses({
              404: "ResumeNotFound (no such resume of yours) or NotFound (no working link with this id)",
              429: "TooManyRequests: too many invitations from this address this hour",
            }),
          },
        },
        config: rateLimit({
          max: inviteLimit.max * app.authDeps.config.rateLimitFactor,
          timeWindowMs: inviteLimit.timeWindowMs,
        }),
      },
      async (request, reply) => {
        const { url, title } = await service.reviewInvitation(
          deps,
          { ...own(request), reviewId: request.params.reviewId },
          linkToken,
        );
        sendInBackground(
          { mailer: app.authDeps.mailer, log: request.log },
          reviewInviteMail({
            to: request.body.email,
            locale: request.body.language ?? request.user.locale,
            ownerName: request.user.name || request.user.username,
            title,
            url,
          }),
        );
        return reply.status(202).send({ to: request.body.email });
      },
    );

    routes.get(
      "/resume/:id/reviews",
      {
        schema: {
          tags: ownerTags,
          summary: "The resume's review links, oldest first, with their open threads",
          operationId: "listReviewLinks",
          security: readsResumes,
          params: ResumeIdParamsSchema,
          response: { 200: z.array(ReviewLinkSchema), ...errorResponses(ownerNotFound) },
        },
      },
      async (request) => service.listReviews(deps, own(request)),
    );

    routes.delete(
      "/resume/:id/reviews/:reviewId",
      {
        schema: {
          tags: ownerTags,
          summary: "Revoke a review link: it stops opening the resume and taking comments at once",
          operationId: "revokeReviewLink",
          security: writesResumes,
          params: ReviewParamsSchema,
          response: { 204: z.null().describe("Revoked"), ...errorResponses(ownerNotFound) },
        },
      },
      async (request, reply) => {
        await service.revokeReview(deps, { ...own(request), reviewId: request.params.reviewId });
        return reply.status(204).send(null);
      },
    );

    routes.get(
      "/resume/:id/comments",
      {
        schema: {
          tags: ownerTags,
          summary: "Every review comment on the resume, each placed in the resume as it is now",
          operationId: "listResumeComments",
          security: readsResumes,
          params: ResumeIdParamsSchema,
          response: { 200: z.array(ReviewCommentSchema), ...errorResponses(ownerNotFound) },
        },
      },
      async (request) => service.listOwnerComments(deps, own(request)),
    );

    routes.post(
      "/resume/:id/comments/:commentId/accept",
      {
        schema: {
          tags: ownerTags,
          summary: "Accept a comment's suggestion: a version is kept, then the words are replaced and saved",
          operationId: "acceptReviewSuggestion",
          security: writesResumes,
          params: CommentParamsSchema,
          response: {
            200: ReviewCommentSchema,
            ...errorResponses({
              ...ownerNotFound,
              400: "ValidationError: no pending suggestion",
              422: "UnprocessablePatch: the suggested words are no longer in the resume",
              423: "ResumeLocked",
            }),
          },
        },
      },
      async (request) =>
        service.acceptSuggestion(deps, { ...own(request), commentId: request.params.commentId }),
    );

    routes.post(
      "/resume/:id/comments/:commentId/dismiss",
      {
        schema: {
          tags: ownerTags,
          summary: "Dismiss a comment's suggestion",
          operationId: "dismissReviewSuggestion",
          security: writesResumes,
          params: CommentParamsSchema,
          response: {
            200: ReviewCommentSchema,
            ...errorResponses({ ...ownerNotFound, 400: "ValidationError: no pending suggestion" }),
          },
        },
      },
      async (request) =>
        service.dismissSuggestion(deps, { ...own(request), commentId: request.params.commentId }),
    );

    routes.post(
      "/resume/:id/comments/:commentId/:action",
      {
        schema: {
          tags: ownerTags,
          summary: "Resolve or reopen a thread",
          operationId: "setResumeCommentState",
          security: writesResumes,
          params: CommentParamsSchema.extend({ action: ThreadStateSchema }),
          response: { 200: ReviewCommentSchema, ...errorResponses(ownerNotFound) },
        },
      },
      async (request) =>
        service.setOwnerThreadState(deps, {
          ...own(request),
          commentId: request.params.commentId,
          state: request.params.action === "resolve" ? "resolved" : "open",
        }),
    );

    routes.post(
      "/resume/:id/comments/:commentId/replies",
      {
        schema: {
          tags: ownerTags,
          summary: "Reply to a thread as the owner (a reviewer who left an e-mail is told)",
          operationId: "replyToResumeComment",
          security: writesResumes,
          params: CommentParamsSchema,
          body: CreateReviewReplySchema,
          response: { 201: ReviewCommentSchema, ...errorResponses(ownerNotFound) },
        },
      },
      async (request, reply) => {
        const ownerName = request.user.name || request.user.username;
        const { thread, comment } = await service.replyAsOwner(
          deps,
          { ...own(request), commentId: request.params.commentId, input: request.body },
          ownerName,
        );
        if (comment.authorEmail !== null) {
          sendInBackground(
            { mailer: app.authDeps.mailer, log: request.log },
            reviewReplyMail({
              to: comment.authorEmail,
              name: comment.authorName,
              locale: comment.authorLocale,
              ownerName,
              reply: htmlToLine(request.body.text),
            }),
          );
        }
        return reply.status(201).send(thread);
      },
    );

    routes.delete(
      "/resume/:id/comments/:commentId",
      {
        schema: {
          tags: ownerTags,
          summary: "Delete a comment and its replies",
          operationId: "deleteResumeComment",
          security: writesResumes,
          params: CommentParamsSchema,
          response: { 204: z.null().describe("Deleted"), ...errorResponses(ownerNotFound) },
        },
      },
      async (request, reply) => {
        await service.deleteOwnerComment(deps, { ...own(request), commentId: request.params.commentId });
        return reply.status(204).send(null);
      },
    );
  };
  await app.register(owner);

  const openLink = (request: FastifyRequest, token: string) => openUnlockedReview(deps.db, request, token);

  app.post(
    "/review/:token/unlock",
    {
      schema: {
        tags: reviewerTags,
        summary: "Unlock a password-protected review link in this browser (an httpOnly session cookie)",
        operationId: "unlockReviewLink",
        security: noCredentials,
        params: TokenParamsSchema,
        body: UnlockSchema,
        response: {
          204: z.null().describe("Unlocked"),
          ...errorResponses({
            401: "InvalidToken or InvalidResumePassword",
            429: "TooManyRequests: too many guesses",
          }),
        },
      },
      config: rateLimit({ max: 10 * app.authDeps.config.rateLimitFactor, timeWindowMs: 60_000 }),
    },
    async (request, reply) => {
      const review = await service.openReview(deps.db, request.params.token);
      await service.checkReviewPassword(deps.db, review, request.body.password);
      if (review.passwordHash !== null)
        setReviewUnlock(reply, { id: review.id, passwordHash: review.passwordHash });
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/review/:token",
    {
      schema: {
        tags: reviewerTags,
        summary: "The resume a review link opens, read-only (no owner account data)",
        operationId: "getReviewedResume",
        security: noCredentials,
        params: TokenParamsSchema,
        response: { 200: ReviewedResumeSchema, ...errorResponses(tokenErrors) },
      },
    },
    async (request) => service.reviewedResume(deps, await openLink(request, request.params.token)),
  );

  app.get(
    "/review/:token/comments",
    {
      schema: {
        tags: reviewerTags,
        summary: "The threads left through this link",
        operationId: "listReviewComments",
        security: noCredentials,
        params: TokenParamsSchema,
        response: { 200: z.array(ReviewCommentSchema), ...errorResponses(tokenErrors) },
      },
    },
    async (request) => service.listReviewerComments(deps, await openLink(request, request.params.token)),
  );

  app.post(
    "/review/:token/comments",
    {
      schema: {
        tags: reviewerTags,
        summary:
          "Comment on words of the resume (anchored by item id, field and quote), optionally suggesting new words",
        operationId: "createReviewComment",
        security: noCredentials,
        params: TokenParamsSchema,
        body: CreateReviewCommentSchema,
        response: {
          201: ReviewCommentSchema,
          ...errorResponses({
            ...tokenErrors,
            400: "ValidationError (also: the anchor names no text of the resume)",
            429: "TooManyRequests: the link's comments per hour are used up",
          }),
        },
      },
    },
    async (request, reply) => {
      const review = await openLink(request, request.params.token);
      // A signed-in reviewer is recorded as such; a guest just by the name given.
      const userId = await optionalViewerId(request);
      const locale = localeFromAcceptLanguage(request.headers["accept-language"]);
      return reply
        .status(201)
        .send(await service.createReviewerComment(deps, review, request.body, { userId, locale }));
    },
  );

  app.post(
    "/review/:token/comments/:commentId/replies",
    {
      schema: {
        tags: reviewerTags,
        summary: "Reply to a thread of this link",
        operationId: "replyToReviewComment",
        security: noCredentials,
        params: TokenCommentParamsSchema,
        body: CreateReviewReplySchema,
        response: {
          201: ReviewCommentSchema,
          ...errorResponses({
            ...tokenErrors,
            429: "TooManyRequests: the link's comments per hour are used up",
          }),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.replyAsReviewer(
            deps,
            await openLink(request, request.params.token),
            request.params.commentId,
            request.body,
          ),
        ),
  );

  app.post(
    "/review/:token/comments/:commentId/:action",
    {
      schema: {
        tags: reviewerTags,
        summary: "Resolve or reopen a thread of this link",
        operationId: "setReviewCommentState",
        security: noCredentials,
        params: TokenCommentParamsSchema.extend({ action: ThreadStateSchema }),
        response: { 200: ReviewCommentSchema, ...errorResponses(tokenErrors) },
      },
    },
    async (request) =>
      service.setReviewerThreadState(
        deps,
        await openLink(request, request.params.token),
        request.params.commentId,
        request.params.action === "resolve" ? "resolved" : "open",
      ),
  );
};
