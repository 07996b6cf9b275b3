// Zod-free on purpose: the web app's first bundle needs these, and nothing of zod.

/** Why a PDF or Word file is refused by the import (in the browser, or by the server's importers). */
export const importErrorCodes = [
  "ImportFileTooLarge",
  "ImportPdfEncrypted",
  "ImportPdfNoText",
  "ImportPdfUnreadable",
  "ImportDocxTooLarge",
  "ImportDocIsNotDocx",
  "ImportDocxUnreadable",
  "ImportTimedOut",
] as const;
export type ImportErrorCode = (typeof importErrorCodes)[number];

/**
 * Message codes the server answers with, conflicts, limits and generic request errors included. The web app maps
 * each to a localized toast.
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
  // A right code already spent in its 30 s step (replay protection): the next one is needed.
  "TwoFactorCodeUsed",
  "InvalidTwoFactorBackupCode",
  // A passkey that did not verify (unknown, wrong origin, expired or reused challenge, counter gone back),
  // or one this account or another already registered.
  "InvalidPasskey",
  "PasskeyAlreadyRegistered",
  "InvalidBrowserConnection",
  "ResumeSlugAlreadyExists",
  "ResumeNotFound",
  "ResumeLocked",
  "ResumePrinterError",
  "ResumePreviewError",
  "SomethingWentWrong",
  // Conflicts, limits and generic request errors.
  "ResumeConflict",
  // JSON Patch edits: the If-Match version is not the stored one; the patch cannot be applied to the document.
  "PreconditionFailed",
  "UnprocessablePatch",
  "PayloadTooLarge",
  "ValidationError",
  "Unauthorized",
  "Forbidden",
  "NotFound",
  "TooManyRequests",
  "SignupDisabled",
  "InvalidToken",
  "AiNotConfigured",
  "AiUnavailable",
  "AiTimeout",
  "AiRejected",
  "AiEmptyAnswer",
  "InvalidImage",
  "CaptchaRequired",
  "InvalidCaptcha",
  "ImportNotSignedIn",
  "ImportSourceUnavailable",
  "MethodNotAllowed",
  "NotImplemented",
  "UriTooLong",
  "HeadersTooLarge",
  "LetterNotFound",
  "LetterLocked",
  "LetterConflict",
  // Fitting to N pages: even the tightest readable settings leave text over (nothing was changed).
  "ResumeDoesNotFit",
  // A public resume behind a password: not unlocked yet, or the wrong password given.
  "ResumePasswordRequired",
  "InvalidResumePassword",
  // A public resume whose owner turned its downloads off: guests may read it, not download it.
  "ResumeDownloadsDisabled",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && (errorCodes as readonly string[]).includes(value);
