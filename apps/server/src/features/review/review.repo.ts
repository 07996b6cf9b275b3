import { and, asc, count, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  type ResumeReviewRow,
  type ReviewCommentRow,
  type ReviewReplyRow,
  resumeReviews,
  resumes,
  reviewComments,
  reviewReplies,
} from "../../db/schema.ts";

export type NewReview = typeof resumeReviews.$inferInsert;
export type NewComment = typeof reviewComments.$inferInsert;
export type NewReply = typeof reviewReplies.$inferInsert;

/** A live review link by its token's hash, with its resume's owner: none when revoked, expired or in the trash. */
export const findLiveReview = async (
  db: Db,
  tokenHash: string,
): Promise<(ResumeReviewRow & { userId: string }) | undefined> => {
  const [row] = await db
    .select({ review: resumeReviews, userId: resumes.userId })
    .from(resumeReviews)
    .innerJoin(resumes, eq(resumes.id, resumeReviews.resumeId))
    .where(
      and(
        eq(resumeReviews.tokenHash, tokenHash),
        isNull(resumeReviews.revokedAt),
        or(isNull(resumeReviews.expiresAt), gt(resumeReviews.expiresAt, sql`now()`)),
        isNull(resumes.deletedAt),
      ),
    );
  return row && { ...row.review, userId: row.userId };
};

export const insertReview = async (db: Db, review: NewReview): Promise<ResumeReviewRow> => {
  const [row] = await db.insert(resumeReviews).values(review).returning();
  if (row === undefined) throw new Error("insert returned no review");
  return row;
};

/** A resume's review links, oldest first, each with its count of open threads. */
export const listReviews = async (db: Db, resumeId: string) =>
  db
    .select({
      review: resumeReviews,
      // Spelled out: drizzle writes columns unqualified inside a subquery, which would compare the comment with itself.
      openComments: sql<number>`(select count(*)::int from review_comments c where c.review_id = "resume_reviews"."id" and c.state = 'open')`,
    })
    .from(resumeReviews)
    .where(eq(resumeReviews.resumeId, resumeId))
    .orderBy(asc(resumeReviews.createdAt));

/** Revokes a link of the resume; false when it has no such link. Revoking twice keeps the first time. */
export const revokeReview = async (db: Db, resumeId: string, reviewId: string): Promise<boolean> => {
  const rows = await db
    .update(resumeReviews)
    .set({ revokedAt: sql`coalesce(${resumeReviews.revokedAt}, now())` })
    .where(and(eq(resumeReviews.id, reviewId), eq(resumeReviews.resumeId, resumeId)))
    .returning({ id: resumeReviews.id });
  return rows.length > 0;
};

/** Comments and replies a link added since `since`: what its hourly limit counts. */
export const countWritesSince = async (db: Db, reviewId: string, since: Date): Promise<number> => {
  const [comments] = await db
    .select({ n: count() })
    .from(reviewComments)
    .where(and(eq(reviewComments.reviewId, reviewId), gt(reviewComments.createdAt, since)));
  const [replies] = await db
    .select({ n: count() })
    .from(reviewReplies)
    .where(
      and(
        eq(reviewReplies.reviewId, reviewId),
        eq(reviewReplies.byOwner, false),
        gt(reviewReplies.createdAt, since),
      ),
    );
  return (comments?.n ?? 0) + (replies?.n ?? 0);
};

export const insertComment = async (db: Db, comment: NewComment): Promise<ReviewCommentRow> => {
  const [row] = await db.insert(reviewComments).values(comment).returning();
  if (row === undefined) throw new Error("insert returned no comment");
  return row;
};

export const insertReply = async (db: Db, reply: NewReply): Promise<ReviewReplyRow> => {
  const [row] = await db.insert(reviewReplies).values(reply).returning();
  if (row === undefined) throw new Error("insert returned no reply");
  return row;
};

/** The comments of a resume (or of one of its links), oldest first, with their replies. */
export const listComments = async (
  db: Db,
  where: { resumeId: string; reviewId?: string },
): Promise<{ comment: ReviewCommentRow; replies: ReviewReplyRow[] }[]> => {
  const comments = await db
    .select()
    .from(reviewComments)
    .where(
      and(
        eq(reviewComments.resumeId, where.resumeId),
        where.reviewId === undefined ? undefined : eq(reviewComments.reviewId, where.reviewId),
      ),
    )
    .orderBy(asc(reviewComments.createdAt));
  const replies =
    comments.length === 0
      ? []
      : await db
          .select()
          .from(reviewReplies)
          .where(
            inArray(
              reviewReplies.commentId,
              comments.map((comment) => comment.id),
            ),
          )
          .orderBy(asc(reviewReplies.createdAt));
  return comments.map((comment) => ({
    comment,
    replies: replies.filter((reply) => reply.commentId === comment.id),
  }));
};

/** One comment of a resume (and of a link when given). */
export const findComment = async (
  db: Db,
  where: { resumeId: string; commentId: string; reviewId?: string },
): Promise<ReviewCommentRow | undefined> => {
  const [row] = await db
    .select()
    .from(reviewComments)
    .where(
      and(
        eq(reviewComments.id, where.commentId),
        eq(reviewComments.resumeId, where.resumeId),
        where.reviewId === undefined ? undefined : eq(reviewComments.reviewId, where.reviewId),
      ),
    );
  return row;
};

export const updateComment = async (
  db: Db,
  commentId: string,
  changes: Partial<Pick<ReviewCommentRow, "state" | "suggestionState">>,
): Promise<void> => {
  await db.update(reviewComments).set(changes).where(eq(reviewComments.id, commentId));
};

export const deleteComment = async (db: Db, resumeId: string, commentId: string): Promise<boolean> =>
  (
    await db
      .delete(reviewComments)
      .where(and(eq(reviewComments.id, commentId), eq(reviewComments.resumeId, resumeId)))
      .returning({ id: reviewComments.id })
  ).length > 0;

/** Moves the link's digest to `due`: each new comment restarts the quiet period before the owner's mail. */
export const postponeDigest = async (db: Db, reviewId: string, due: Date): Promise<void> => {
  await db.update(resumeReviews).set({ digestDueAt: due }).where(eq(resumeReviews.id, reviewId));
};

/**
 * Claims the links whose digest is due: clears the due time and stamps `digestedAt` in one transaction over rows
 * locked for it (others skipped), so with several nodes each digest goes out once. Answers the rows as they
 * were, so `digestedAt` is the previous digest's time.
 */
export const claimDueDigests = async (db: Db, now: Date): Promise<ResumeReviewRow[]> =>
  db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(resumeReviews)
      .where(lte(resumeReviews.digestDueAt, now))
      .for("update", { skipLocked: true });
    if (due.length > 0) {
      await tx
        .update(resumeReviews)
        .set({ digestDueAt: null, digestedAt: now })
        .where(
          inArray(
            resumeReviews.id,
            due.map((row) => row.id),
          ),
        );
    }
    return due;
  });

/** What reviewers of a link wrote after `since` (all when undefined): the digest's content. */
export const reviewerWritesSince = async (db: Db, reviewId: string, since: Date | null) => {
  const after = (column: typeof reviewComments.createdAt | typeof reviewReplies.createdAt) =>
    since === null ? undefined : gt(column, since);
  const comments = await db
    .select()
    .from(reviewComments)
    .where(and(eq(reviewComments.reviewId, reviewId), after(reviewComments.createdAt)))
    .orderBy(asc(reviewComments.createdAt));
  const replies = await db
    .select()
    .from(reviewReplies)
    .where(
      and(
        eq(reviewReplies.reviewId, reviewId),
        eq(reviewReplies.byOwner, false),
        after(reviewReplies.createdAt),
      ),
    )
    .orderBy(asc(reviewReplies.createdAt));
  return { comments, replies };
};
