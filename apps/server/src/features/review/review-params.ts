import { z } from "zod";
import { ResumeIdParamsSchema } from "../resume/index.ts";

/** A review link of a resume, as the owner's routes name it. */
export const ReviewParamsSchema = ResumeIdParamsSchema.extend({
  reviewId: z.uuid().describe("The review link's id"),
});

/** The reviewer's routes: the link's secret token is all they have. */
export const TokenParamsSchema = z.object({
  token: z.string().min(20).max(100).describe("The review link's secret token"),
});
