import { z } from "zod";

/**
 * Message codes the server answers with (spec §8), plus the few the spec leaves open
 * (conflicts, limits, generic request errors). The web app maps each to a localized toast.
 */
export const errorCodes = [
  "InvalidCredentials",
  "UserAlreadyExists",
  "SecretsNotFound",
  "OAuthUser",
  "InvalidResetToken",
  "InvalidVerificationToken",
  "EmailAlreadyVerified",
  "TwoFactorNotEnabled",
  "TwoFactorAlreadyEnabled",
  "InvalidTwoFactorCode",
  "InvalidTwoFactorBackupCode",
  "InvalidBrowserConnection",
  "ResumeSlugAlreadyExists",
  "ResumeNotFound",
  "ResumeLocked",
  "ResumePrinterError",
  "ResumePreviewError",
  "SomethingWentWrong",
  // Codes beyond the spec's catalogue, needed by behaviour the spec leaves open.
  "ResumeConflict",
  "PayloadTooLarge",
  "ValidationError",
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "TooManyRequests",
  "SignupDisabled",
  "InvalidToken",
] as const;

export const ErrorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** The JSON body of every error answer. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  code: ErrorCodeSchema,
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && (errorCodes as readonly string[]).includes(value);
