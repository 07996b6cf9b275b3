import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import type { ChangeFeed } from "../../lib/change-feed.ts";
import { eventStreams } from "../../lib/event-stream.ts";
import { errorResponses, noCredentials, readsResumes } from "../../lib/openapi-operations.ts";
import { requireUser } from "../auth/index.ts";
import { ownResume, ResumeIdParamsSchema } from "../resume/index.ts";
import type { ReviewDeps } from "./review.service.ts";
import { openUnlockedReview } from "./review-access.ts";
import { TokenParamsSchema } from "./review-params.ts";

export type ReviewEventsOptions = { deps: ReviewDeps; changes: ChangeFeed };

const streamResponse = (description: string) => ({
  200: {
    description,
    content: { "text/event-stream": { schema: z.string() } },
  },
});

const streamFormat =
  '`event: comments` with `data: {"resumeId":"…"}` each time the resume\'s review threads change (on any ' +
  "server node); a `: heartbeat` comment every 25 s.";

/**
 * Live updates of review threads as server-sent events, for the owner's builder and the reviewer's page. Each
 * event only says what changed; the page reads it again through the ordinary routes, which check access again.
 */
export const reviewEventRoutes: FastifyPluginAsyncZod<ReviewEventsOptions> = async (
  app,
  { deps, changes },
) => {
  const openStream = eventStreams(app);

  app.get(
    "/resume/:id/comments/events",
    {
      onRequest: requireUser,
      schema: {
        tags: ["review"],
        summary: "Follow the resume's review threads live (server-sent events)",
        description: streamFormat,
        operationId: "watchResumeComments",
        security: readsResumes,
        params: ResumeIdParamsSchema,
        response: {
          ...streamResponse("An event stream that stays open"),
          ...errorResponses({ 404: "ResumeNotFound (no such resume of yours)" }),
        },
      },
    },
    async (request, reply) => {
      const resume = await ownResume(deps.db, { userId: request.user.id, id: request.params.id });
      let stop = () => {};
      const stream = openStream(reply, { onClose: () => stop() });
      stop = changes.follow([`review:${resume.id}`], () => stream.send("comments", { resumeId: resume.id }));
      return reply;
    },
  );

  app.get(
    "/review/:token/events",
    {
      schema: {
        tags: ["review (reviewer)"],
        summary: "Follow the reviewed resume and this link's threads live (server-sent events)",
        description:
          `${streamFormat} \`event: resume\` when the owner changed the resume. A revoked or expired link ` +
          "ends the stream (`event: revoked` first) at its next event or within 25 s.",
        operationId: "watchReviewedResume",
        security: noCredentials,
        params: TokenParamsSchema,
        response: {
          ...streamResponse("An event stream that stays open while the link works"),
          ...errorResponses({
            401: "InvalidToken (unknown, revoked or expired link) or ResumePasswordRequired (unlock the link first)",
          }),
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const review = await openUnlockedReview(deps.db, request, token);
      const resume = await ownResume(deps.db, { userId: review.userId, id: review.resumeId });
      // A variant shows its master's words too: a change to the master changes what the reviewer reads.
      const resumeChanges = [resume.id, ...(resume.variantOf === null ? [] : [resume.variantOf])].map(
        (id) => `resume:${id}`,
      );
      /** Ends the stream once the link stops working (revoked, expired, password changed, resume trashed). */
      const stillOpen = async (): Promise<boolean> => {
        try {
          await openUnlockedReview(deps.db, request, token);
          return true;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          stream.send("revoked", {});
          stream.close();
          return false;
        }
      };
      let stop = () => {};
      const stream = openStream(reply, {
        onHeartbeat: async () => {
          await stillOpen();
        },
        onClose: () => stop(),
      });
      // Checks run one after another, so events leave in the order the changes came.
      let queue = Promise.resolve();
      stop = changes.follow([`review:${resume.id}`, ...resumeChanges], (change) => {
        queue = queue
          .then(async () => {
            if (stream.closed || !(await stillOpen())) return;
            stream.send(change.startsWith("review:") ? "comments" : "resume", { resumeId: resume.id });
          })
          .catch((error: unknown) => {
            request.log.error({ err: error }, "A review stream's check failed");
            stream.close();
          });
      });
      return reply;
    },
  );
};
