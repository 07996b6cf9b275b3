import { randomUUID } from "node:crypto";
import {
  type AnchorPlacement,
  applySuggestion,
  type CreateReviewComment,
  type CreateReviewLink,
  type CreateReviewReply,
  placeAnchor,
  type Resume,
  type ResumeData,
  type ReviewComment,
  type ReviewLink,
  reviewLimits,
} from "@vitae/schema";
import { sanitizeRichText } from "@vitae/templates";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ResumeReviewRow, ReviewCommentRow, ReviewReplyRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { changesChannel } from "../../lib/notified-cache.ts";
import { defaultAuthLimits, hashPassword, verifyPassword, withLockout } from "../auth/index.ts";
import {
  getResumeJson,
  nameCurrentVersion,
  type OwnResume,
  ownResume,
  type ResumeDeps,
  updateResume,
} from "../resume/index.ts";
import * as repo from "./review.repo.ts";
import { hashReviewToken } from "./review-token.ts";

export type ReviewDeps = ResumeDeps & { publicUrl: string };

/** How long reviewers must be quiet before the owner's digest of their comments goes out. */
export const digestQuietMs = 10 * 60_000;

const hourMs = 60 * 60_000;

/** A live review link as its token opens it, with the resume's owner (never sent to the reviewer). */
export type ReviewAccess = ResumeReviewRow & { userId: string };

const commentNotFound = () => new AppError("NotFound", { message: "No such comment" });

/** Tells every node that a resume's review threads changed (live updates follow the NOTIFY channel). */
const announce = async (db: Db, resumeId: string): Promise<void> => {
  await db.execute(sql`select pg_notify(${changesChannel}, ${`review:${resumeId}`})`);
};

const toLink = ({ review, openComments }: { review: ResumeReviewRow; openComments: number }): ReviewLink => ({
  id: review.id,
  name: review.name,
  expiresAt: review.expiresAt?.toISOString() ?? null,
  hasPassword: review.passwordHash !== null,
  revokedAt: review.revokedAt?.toISOString() ?? null,
  createdAt: review.createdAt.toISOString(),
  openComments,
});

const placementOf = (placement: AnchorPlacement): ReviewComment["placement"] =>
  placement.status === "current"
    ? { status: "current", start: placement.start, end: placement.end, quote: placement.quote }
    : { status: "outdated", quote: placement.quote };

const toComment = (
  data: ResumeData,
  { comment, replies }: { comment: ReviewCommentRow; replies: ReviewReplyRow[] },
): ReviewComment => ({
  id: comment.id,
  reviewId: comment.reviewId,
  authorName: comment.authorName,
  anchor: comment.anchor,
  placement: placementOf(placeAnchor(data, comment.anchor)),
  text: comment.text,
  suggestion: comment.suggestion,
  suggestionState: comment.suggestionState,
  state: comment.state,
  replies: replies.map((reply) => ({
    id: reply.id,
    authorName: reply.authorName,
    byOwner: reply.byOwner,
    text: reply.text,
    createdAt: reply.createdAt.toISOString(),
  })),
  createdAt: comment.createdAt.toISOString(),
});

/** The resume as its owner sees it (a variant merged with its master). */
const currentResume = async (deps: ResumeDeps, own: OwnResume): Promise<Resume> =>
  JSON.parse(await getResumeJson(deps, own)) as Resume;

// Owner side ------------------------------------------------------------------------------------------------

/** A new link's secret from its id (`reviewLinkToken`, so it can be mailed again later). */
export type LinkToken = (reviewId: string) => string;

const reviewUrl = (deps: ReviewDeps, token: string) => `${deps.publicUrl}/review/${token}`;

export const createReview = async (
  deps: ReviewDeps,
  { input, ...own }: OwnResume & { input: CreateReviewLink },
  tokenFor: LinkToken,
): Promise<{ id: string; token: string; url: string }> => {
  const resume = await ownResume(deps.db, own);
  const id = randomUUID();
  const token = tokenFor(id);
  const row = await repo.insertReview(deps.db, {
    id,
    resumeId: resume.id,
    name: input.name,
    tokenHash: hashReviewToken(token),
    passwordHash: input.password === undefined ? null : await hashPassword(input.password),
    expiresAt: input.expiresAt === undefined ? null : new Date(input.expiresAt),
  });
  return { id: row.id, token, url: reviewUrl(deps, token) };
};

/**
 * What an invitation to review needs: the live link's address, its resume's title and the owner's name (the
 * reviewer's mail says who asks). A revoked, expired or unknown link is `NotFound`, as is one whose token this
 * server cannot derive again (made under another secret).
 */
export const reviewInvitation = async (
  deps: ReviewDeps,
  { reviewId, ...own }: OwnResume & { reviewId: string },
  tokenFor: LinkToken,
): Promise<{ url: string; title: string }> => {
  const resume = await ownResume(deps.db, own);
  const token = tokenFor(reviewId);
  const review = await repo.findLiveReview(deps.db, hashReviewToken(token));
  if (review === undefined || review.id !== reviewId || review.resumeId !== resume.id) {
    throw new AppError("NotFound", {
      message: "No working review link with this id (revoked, expired, or to be created again)",
    });
  }
  return { url: reviewUrl(deps, token), title: resume.title };
};

export const listReviews = async (deps: ReviewDeps, own: OwnResume): Promise<ReviewLink[]> => {
  const resume = await ownResume(deps.db, own);
  return (await repo.listReviews(deps.db, resume.id)).map(toLink);
};

export const revokeReview = async (
  deps: ReviewDeps,
  { reviewId, ...own }: OwnResume & { reviewId: string },
) => {
  const resume = await ownResume(deps.db, own);
  if (!(await repo.revokeReview(deps.db, resume.id, reviewId)))
    throw new AppError("NotFound", { message: "No such review link" });
  await announce(deps.db, resume.id);
};

export const listOwnerComments = async (deps: ReviewDeps, own: OwnResume): Promise<ReviewComment[]> => {
  const resume = await currentResume(deps, own);
  const threads = await repo.listComments(deps.db, { resumeId: resume.id });
  return threads.map((thread) => toComment(resume.data, thread));
};

type OwnComment = OwnResume & { commentId: string };

const ownComment = async (deps: ReviewDeps, { commentId, ...own }: OwnComment) => {
  const resume = await currentResume(deps, own);
  const comment = await repo.findComment(deps.db, { resumeId: resume.id, commentId });
  if (comment === undefined) throw commentNotFound();
  return { resume, comment };
};

const threadOf = async (deps: ReviewDeps, data: ResumeData, comment: ReviewCommentRow) => {
  const [thread] = (
    await repo.listComments(deps.db, { resumeId: comment.resumeId, reviewId: comment.reviewId })
  ).filter((candidate) => candidate.comment.id === comment.id);
  if (thread === undefined) throw commentNotFound();
  return toComment(data, thread);
};

/**
 * Accepts a comment's suggestion: keeps the resume as it is as a named version (the one step back), then saves the
 * anchored words replaced through the normal save path (sanitising, caches, NOTIFY, variants). An outdated
 * anchor is `UnprocessablePatch` and changes nothing.
 */
export const acceptSuggestion = async (deps: ReviewDeps, own: OwnComment): Promise<ReviewComment> => {
  const { resume, comment } = await ownComment(deps, own);
  if (comment.suggestion === null || comment.suggestionState !== "pending") {
    throw new AppError("ValidationError", { message: "The comment has no pending suggestion" });
  }
  const data = applySuggestion(resume.data, comment.anchor, comment.suggestion);
  if (data === undefined)
    throw new AppError("UnprocessablePatch", { message: "The suggested words are no longer in the resume" });
  await nameCurrentVersion(deps, {
    ...own,
    name: `Before a suggestion by ${comment.authorName}`.slice(0, 100),
  });
  const saved = JSON.parse(
    await updateResume(deps, {
      ...own,
      input: {
        title: resume.title,
        slug: resume.slug,
        visibility: resume.visibility,
        data,
        updatedAt: resume.updatedAt,
      },
    }),
  ) as Resume;
  await repo.updateComment(deps.db, comment.id, { suggestionState: "accepted", state: "resolved" });
  await announce(deps.db, resume.id);
  return threadOf(deps, saved.data, { ...comment, suggestionState: "accepted", state: "resolved" });
};

export const dismissSuggestion = async (deps: ReviewDeps, own: OwnComment): Promise<ReviewComment> => {
  const { resume, comment } = await ownComment(deps, own);
  if (comment.suggestionState !== "pending")
    throw new AppError("ValidationError", { message: "The comment has no pending suggestion" });
  await repo.updateComment(deps.db, comment.id, { suggestionState: "dismissed" });
  await announce(deps.db, resume.id);
  return threadOf(deps, resume.data, comment);
};

export const setOwnerThreadState = async (
  deps: ReviewDeps,
  { state, ...own }: OwnComment & { state: "open" | "resolved" },
): Promise<ReviewComment> => {
  const { resume, comment } = await ownComment(deps, own);
  await repo.updateComment(deps.db, comment.id, { state });
  await announce(deps.db, resume.id);
  return threadOf(deps, resume.data, comment);
};

export const deleteOwnerComment = async (
  deps: ReviewDeps,
  { commentId, ...own }: OwnComment,
): Promise<void> => {
  const resume = await ownResume(deps.db, own);
  if (!(await repo.deleteComment(deps.db, resume.id, commentId))) throw commentNotFound();
  await announce(deps.db, resume.id);
};

/** The owner's reply; the reviewer who left an e-mail is told (`notify`). */
export const replyAsOwner = async (
  deps: ReviewDeps,
  { input, ...own }: OwnComment & { input: CreateReviewReply },
  ownerName: string,
): Promise<{ thread: ReviewComment; comment: ReviewCommentRow }> => {
  const { resume, comment } = await ownComment(deps, own);
  await repo.insertReply(deps.db, {
    commentId: comment.id,
    reviewId: comment.reviewId,
    authorName: ownerName,
    byOwner: true,
    text: sanitizeRichText(input.text),
  });
  await announce(deps.db, resume.id);
  return { thread: await threadOf(deps, resume.data, comment), comment };
};

// Reviewer side ---------------------------------------------------------------------------------------------

/** The live link a token opens, else `InvalidToken` (unknown, revoked, expired, or its resume in the trash). */
export const openReview = async (db: Db, token: string): Promise<ReviewAccess> => {
  const review = await repo.findLiveReview(db, hashReviewToken(token));
  if (review === undefined) throw new AppError("InvalidToken", { message: "This review link is not valid" });
  return review;
};

/** Checks a guessed link password under the link's own lock-out, as for accounts. */
export const checkReviewPassword = async (db: Db, review: ReviewAccess, password: string): Promise<void> => {
  if (review.passwordHash === null) return;
  const hash = review.passwordHash;
  const passed = await withLockout(
    { db },
    { key: `review-password:${review.id}`, policy: defaultAuthLimits.passwordLockout },
    () => verifyPassword(hash, password),
  );
  if (!passed) throw new AppError("InvalidResumePassword");
};

const ownerKey = (review: ReviewAccess): OwnResume => ({ userId: review.userId, id: review.resumeId });

/**
 * What a reviewer reads: the resume's title and content only (its private notes blanked), never its owner's
 * account, slug, visibility or other resumes.
 */
export const reviewedResume = async (deps: ReviewDeps, review: ReviewAccess) => {
  const resume = await currentResume(deps, ownerKey(review));
  return {
    review: { id: review.id, name: review.name },
    resume: {
      title: resume.title,
      data: { ...resume.data, metadata: { ...resume.data.metadata, notes: "" } },
      updatedAt: resume.updatedAt,
    },
  };
};

export const listReviewerComments = async (
  deps: ReviewDeps,
  review: ReviewAccess,
): Promise<ReviewComment[]> => {
  const resume = await currentResume(deps, ownerKey(review));
  const threads = await repo.listComments(deps.db, { resumeId: review.resumeId, reviewId: review.id });
  return threads.map((thread) => toComment(resume.data, thread));
};

/** A link's comments and replies are limited per hour, counted in the database so every node shares the count. */
const requireWithinLimit = async (db: Db, review: ReviewAccess): Promise<void> => {
  const written = await repo.countWritesSince(db, review.id, new Date(Date.now() - hourMs));
  if (written >= reviewLimits.commentsPerHour) throw new AppError("TooManyRequests");
};

const afterReviewerWrite = async (deps: ReviewDeps, review: ReviewAccess): Promise<void> => {
  await repo.postponeDigest(deps.db, review.id, new Date(Date.now() + digestQuietMs));
  await announce(deps.db, review.resumeId);
};

export const createReviewerComment = async (
  deps: ReviewDeps,
  review: ReviewAccess,
  input: CreateReviewComment,
  author: { userId: string | undefined; locale: string | undefined },
): Promise<ReviewComment> => {
  await requireWithinLimit(deps.db, review);
  const resume = await currentResume(deps, ownerKey(review));
  const placement = placeAnchor(resume.data, input.anchor);
  if (placement.status === "outdated") {
    throw new AppError("ValidationError", {
      message: "The anchor names no text of the resume",
      issues: [{ path: "anchor", message: `Not found in the resume (${placement.reason})` }],
    });
  }
  const text = sanitizeRichText(input.text);
  const row = await repo.insertComment(deps.db, {
    reviewId: review.id,
    resumeId: review.resumeId,
    authorName: input.author.name,
    authorEmail: input.author.email ?? null,
    authorUserId: author.userId ?? null,
    authorLocale: author.locale ?? null,
    // The anchor as found now, so later edits are followed from where the words really are.
    anchor: { ...input.anchor, quote: placement.quote, start: placement.start, end: placement.end },
    text,
    suggestion: input.suggestion ?? null,
    suggestionState: input.suggestion === undefined ? null : "pending",
  });
  await afterReviewerWrite(deps, review);
  return toComment(resume.data, { comment: row, replies: [] });
};

const reviewerComment = async (deps: ReviewDeps, review: ReviewAccess, commentId: string) => {
  const comment = await repo.findComment(deps.db, {
    resumeId: review.resumeId,
    reviewId: review.id,
    commentId,
  });
  if (comment === undefined) throw commentNotFound();
  return comment;
};

export const replyAsReviewer = async (
  deps: ReviewDeps,
  review: ReviewAccess,
  commentId: string,
  input: CreateReviewReply,
): Promise<ReviewComment> => {
  await requireWithinLimit(deps.db, review);
  const comment = await reviewerComment(deps, review, commentId);
  await repo.insertReply(deps.db, {
    commentId: comment.id,
    reviewId: review.id,
    authorName: input.author?.name ?? comment.authorName,
    authorEmail: input.author?.email ?? null,
    text: sanitizeRichText(input.text),
  });
  await afterReviewerWrite(deps, review);
  const resume = await currentResume(deps, ownerKey(review));
  return threadOf(deps, resume.data, comment);
};

export const setReviewerThreadState = async (
  deps: ReviewDeps,
  review: ReviewAccess,
  commentId: string,
  state: "open" | "resolved",
): Promise<ReviewComment> => {
  const comment = await reviewerComment(deps, review, commentId);
  await repo.updateComment(deps.db, comment.id, { state });
  await announce(deps.db, review.resumeId);
  const resume = await currentResume(deps, ownerKey(review));
  return threadOf(deps, resume.data, comment);
};
