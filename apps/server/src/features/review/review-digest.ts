import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { resumes, users } from "../../db/schema.ts";
import { type Mailer, reviewDigestMail } from "../mail/index.ts";
import * as repo from "./review.repo.ts";

export type DigestDeps = { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger };

/** How often a node looks for digests whose quiet period is over. */
const sweepEveryMs = 60_000;

const ownerOf = async (db: Db, resumeId: string) => {
  const [row] = await db
    .select({ email: users.email, name: users.name, locale: users.locale, title: resumes.title })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(eq(resumes.id, resumeId));
  return row;
};

/**
 * Sends the owner one mail per review session: for each link whose reviewers have been quiet long enough (its
 * `digestDueAt` passed), how many comments and replies came since the last digest. Answers how many went out.
 */
export const sendDueDigests = async (deps: DigestDeps, now: Date = new Date()): Promise<number> => {
  let sent = 0;
  for (const review of await repo.claimDueDigests(deps.db, now)) {
    const { comments, replies } = await repo.reviewerWritesSince(deps.db, review.id, review.digestedAt);
    const count = comments.length + replies.length;
    const owner = await ownerOf(deps.db, review.resumeId);
    if (count === 0 || owner === undefined) continue;
    await deps.mailer.send(
      reviewDigestMail({
        to: owner.email,
        name: owner.name,
        locale: owner.locale,
        url: `${deps.publicUrl}/builder/${review.resumeId}`,
        title: owner.title,
        link: review.name,
        count,
      }),
    );
    sent++;
  }
  return sent;
};

/** Sweeps for due digests every minute on this node; answers the function that stops it. */
export const startReviewDigests = (deps: DigestDeps): (() => void) => {
  const timer = setInterval(() => {
    sendDueDigests(deps).catch((error: unknown) => deps.log.error({ err: error }, "Review digests failed"));
  }, sweepEveryMs);
  timer.unref();
  return () => clearInterval(timer);
};
