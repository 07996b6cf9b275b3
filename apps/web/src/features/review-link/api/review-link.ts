import {
  type CreateReviewComment,
  type CreateReviewReply,
  ReviewCommentSchema,
  ReviewedResumeSchema,
} from "@vitae/schema";
import { api, noContent } from "@/lib/api-client";

/** Every call of a reviewer names the link by its secret token; the server checks it (and its unlock) each time. */
const base = (token: string) => `/review/${encodeURIComponent(token)}`;

export const reviewLinkKeys = {
  all: (token: string) => ["review-link", token] as const,
  resume: (token: string) => ["review-link", token, "resume"] as const,
  comments: (token: string) => ["review-link", token, "comments"] as const,
};

export const getReviewedResume = (token: string) => api.get(base(token), ReviewedResumeSchema);

export const unlockReviewLink = (token: string, password: string) =>
  api.post(`${base(token)}/unlock`, noContent, { password });

export const listReviewComments = (token: string) =>
  api.get(`${base(token)}/comments`, ReviewCommentSchema.array());

export const createReviewComment = (token: string, input: CreateReviewComment) =>
  api.post(`${base(token)}/comments`, ReviewCommentSchema, input);

export const replyToReviewComment = (token: string, commentId: string, input: CreateReviewReply) =>
  api.post(`${base(token)}/comments/${encodeURIComponent(commentId)}/replies`, ReviewCommentSchema, input);

export const setReviewThreadState = (token: string, commentId: string, action: "resolve" | "reopen") =>
  api.post(`${base(token)}/comments/${encodeURIComponent(commentId)}/${action}`, ReviewCommentSchema);

/** The link's live updates (server-sent events), the unlock cookie included. */
export const reviewEventsUrl = (token: string) => `/api${base(token)}/events`;
