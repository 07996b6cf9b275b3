import { z } from "zod";
import { localeIds } from "./locales.ts";
import { emailAddressSchema } from "./primitives.ts";
import { ResumeDataSchema } from "./resume-data.ts";

/** Limits of a review: long enough for a paragraph of advice, short enough that one link cannot flood a resume. */
export const reviewLimits = {
  linkName: 80,
  password: 128,
  authorName: 80,
  quote: 1000,
  text: 4000,
  suggestion: 4000,
  /** Comments and replies one review link may add per hour. */
  commentsPerHour: 60,
} as const;

/**
 * Where a comment points: an item by its stable id ("basics" for the basics, "summary" for the summary) and the
 * name of one of its fields as the section registry names it, plus the words the reviewer selected. `start`/`end`
 * are offsets in the field's plain text when the comment was written; they only help find the quote again.
 */
export const ReviewAnchorSchema = z.object({
  itemId: z.string().trim().min(1).max(100),
  field: z.string().trim().min(1).max(60),
  quote: z.string().max(reviewLimits.quote).default(""),
  start: z.number().int().min(0).optional(),
  end: z.number().int().min(0).optional(),
});
export type ReviewAnchor = z.infer<typeof ReviewAnchorSchema>;

/** Where an anchor lands in the field's current text: found (maybe moved or slightly edited), or outdated. */
export type AnchorPlacement =
  | { status: "current"; start: number; end: number; quote: string; exact: boolean }
  | { status: "outdated"; quote: string; reason: "item-deleted" | "field-cleared" | "quote-deleted" };

export const CreateReviewLinkSchema = z.object({
  name: z.string().trim().min(1).max(reviewLimits.linkName),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  password: z.string().min(1).max(reviewLimits.password).optional(),
});
export type CreateReviewLink = z.infer<typeof CreateReviewLinkSchema>;

/** An invitation to review sent by mail: the reviewer's address and the language to write to them in. */
export const InviteReviewerSchema = z.object({
  email: emailAddressSchema,
  /** The reviewer's language; the owner's own when not given. */
  language: z.enum(localeIds).optional(),
});
export type InviteReviewer = z.infer<typeof InviteReviewerSchema>;

export const ReviewAuthorSchema = z.object({
  name: z.string().trim().min(1).max(reviewLimits.authorName),
  email: emailAddressSchema.optional(),
});
export type ReviewAuthor = z.infer<typeof ReviewAuthorSchema>;

export const CreateReviewCommentSchema = z.object({
  author: ReviewAuthorSchema,
  anchor: ReviewAnchorSchema,
  /** Rich text (sanitised like every rich text of a resume). */
  text: z.string().trim().min(1).max(reviewLimits.text),
  /** Plain text that would replace the quote. */
  suggestion: z.string().max(reviewLimits.suggestion).optional(),
});
export type CreateReviewComment = z.infer<typeof CreateReviewCommentSchema>;

export const CreateReviewReplySchema = z.object({
  author: ReviewAuthorSchema.optional(),
  text: z.string().trim().min(1).max(reviewLimits.text),
});
export type CreateReviewReply = z.infer<typeof CreateReviewReplySchema>;

export const reviewThreadStates = ["open", "resolved"] as const;
export type ReviewThreadState = (typeof reviewThreadStates)[number];

export const suggestionStates = ["pending", "accepted", "dismissed"] as const;
export type SuggestionState = (typeof suggestionStates)[number];

export const ReviewReplySchema = z.object({
  id: z.string(),
  authorName: z.string(),
  byOwner: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

export const ReviewCommentSchema = z.object({
  id: z.string(),
  reviewId: z.string(),
  authorName: z.string(),
  anchor: ReviewAnchorSchema,
  /** Where the anchor is in the resume as it is now: `outdated` keeps the old quote. */
  placement: z.object({
    status: z.enum(["current", "outdated"]),
    start: z.number().optional(),
    end: z.number().optional(),
    quote: z.string(),
  }),
  text: z.string(),
  suggestion: z.string().nullable(),
  suggestionState: z.enum(suggestionStates).nullable(),
  state: z.enum(reviewThreadStates),
  replies: z.array(ReviewReplySchema),
  createdAt: z.string(),
});
export type ReviewComment = z.infer<typeof ReviewCommentSchema>;

export const ReviewLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  expiresAt: z.string().nullable(),
  hasPassword: z.boolean(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  openComments: z.number().int(),
});
export type ReviewLink = z.infer<typeof ReviewLinkSchema>;

/** What a review link opens: the link's name and the resume's title and content (never its owner's account). */
export const ReviewedResumeSchema = z.object({
  review: z.object({ id: z.string(), name: z.string() }),
  resume: z.object({ title: z.string(), data: ResumeDataSchema, updatedAt: z.string() }),
});
export type ReviewedResume = z.infer<typeof ReviewedResumeSchema>;
