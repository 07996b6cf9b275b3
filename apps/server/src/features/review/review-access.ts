import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { openReview, type ReviewAccess } from "./review.service.ts";
import { hasReviewUnlock } from "./review-token.ts";

/**
 * The live link a request's token opens, unlocked when it has a password: `InvalidToken` for a revoked, expired
 * or unknown link, `ResumePasswordRequired` until this browser gave the password.
 */
export const openUnlockedReview = async (
  db: Db,
  request: FastifyRequest,
  token: string,
): Promise<ReviewAccess> => {
  const review = await openReview(db, token);
  if (
    review.passwordHash !== null &&
    !hasReviewUnlock(request, { id: review.id, passwordHash: review.passwordHash })
  ) {
    throw new AppError("ResumePasswordRequired");
  }
  return review;
};
