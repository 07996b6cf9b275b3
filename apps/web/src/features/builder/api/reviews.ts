import { queryOptions } from "@tanstack/react-query";
import {
  type CreateReviewLink,
  type InviteReviewer,
  type Resume,
  ResumeSchema,
  type ReviewComment,
  ReviewCommentSchema,
  type ReviewLink,
  ReviewLinkSchema,
} from "@vitae/schema";
import { z } from "zod";
import { api, noContent } from "@/lib/api-client";

const resumePath = (resumeId: string) => `/resume/${encodeURIComponent(resumeId)}`;
const reviewsPath = (resumeId: string) => `${resumePath(resumeId)}/reviews`;
const commentPath = (resumeId: string, commentId: string) =>
  `${resumePath(resumeId)}/comments/${encodeURIComponent(commentId)}`;

/** A new review link: its secret is in `url` and shown only now (the server keeps it hashed). */
export const CreatedReviewLinkSchema = z.object({ id: z.string(), token: z.string(), url: z.string() });
export type CreatedReviewLink = z.infer<typeof CreatedReviewLinkSchema>;

export const reviewKeys = {
  links: (resumeId: string) => ["resume", resumeId, "reviews"] as const,
  comments: (resumeId: string) => ["resume", resumeId, "comments"] as const,
};

/** The resume's review links, oldest first, revoked ones included. */
export const reviewLinksQuery = (resumeId: string) =>
  queryOptions({
    queryKey: reviewKeys.links(resumeId),
    queryFn: (): Promise<ReviewLink[]> => api.get(reviewsPath(resumeId), z.array(ReviewLinkSchema)),
  });

/** Every thread on the resume, each placed in the resume as it is now. */
export const reviewCommentsQuery = (resumeId: string) =>
  queryOptions({
    queryKey: reviewKeys.comments(resumeId),
    queryFn: (): Promise<ReviewComment[]> =>
      api.get(`${resumePath(resumeId)}/comments`, z.array(ReviewCommentSchema)),
  });

export const createReviewLink = (resumeId: string, input: CreateReviewLink): Promise<CreatedReviewLink> =>
  api.post(reviewsPath(resumeId), CreatedReviewLinkSchema, input);

export const revokeReviewLink = (resumeId: string, reviewId: string): Promise<void> =>
  api.delete(`${reviewsPath(resumeId)}/${encodeURIComponent(reviewId)}`, noContent);

/** The server took an invitation (202): the mail goes out to `to`. */
const InvitedSchema = z.object({ to: z.string() });

/** Mails the link to a reviewer, in their language when given (else the owner's). */
export const inviteReviewer = (
  resumeId: string,
  reviewId: string,
  input: InviteReviewer,
): Promise<{ to: string }> =>
  api.post(`${reviewsPath(resumeId)}/${encodeURIComponent(reviewId)}/invite`, InvitedSchema, input);

/** The thread actions that answer the thread as it is after them. */
export type ThreadAction = "accept" | "dismiss" | "resolve" | "reopen";

export const actOnThread = (
  resumeId: string,
  commentId: string,
  action: ThreadAction,
): Promise<ReviewComment> => api.post(`${commentPath(resumeId, commentId)}/${action}`, ReviewCommentSchema);

export const replyToThread = (resumeId: string, commentId: string, text: string): Promise<ReviewComment> =>
  api.post(`${commentPath(resumeId, commentId)}/replies`, ReviewCommentSchema, { text });

export const deleteThread = (resumeId: string, commentId: string): Promise<void> =>
  api.delete(commentPath(resumeId, commentId), noContent);

/** The resume as saved after accepting a suggestion (the accept answers the thread, not the resume). */
export const savedResume = (resumeId: string): Promise<Resume> => api.get(resumePath(resumeId), ResumeSchema);

/** Where the server tells the owner that the resume's threads changed (server-sent events). */
export const commentEventsUrl = (resumeId: string) => `/api${resumePath(resumeId)}/comments/events`;
