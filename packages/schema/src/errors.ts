import { z } from "zod";
import { errorCodes } from "./error-codes.ts";

export * from "./error-codes.ts";

export const ErrorCodeSchema = z.enum(errorCodes);

/** The JSON body of every error answer. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: ErrorCodeSchema,
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
