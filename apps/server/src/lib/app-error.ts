import type { ErrorCode, ErrorResponse } from "@vitae/schema";

export type Issue = { path: string; message: string };

/**
 * The one table from message codes to HTTP status and a default (English, developer-facing) message.
 * The web app shows its own localized text per code; `message` is for logs, API users and fallbacks.
 *
 * Statuses chosen on purpose:
 * - ResumeLocked is 423 Locked, not 403: the web client refreshes its session and retries on 401/403, which
 *   would be pointless for a locked resume.
 * - Wrong 2FA codes are 401 like wrong passwords (the credential is wrong). Clients refresh the session only for
 *   `Unauthorized`/`InvalidToken`, never for these codes.
 * - SecretsNotFound (a user row without its secrets row) is a server-side inconsistency: 500.
 * - InvalidBrowserConnection (the printer cannot reach Chromium) is 503: retrying later may work.
 * - AI failures are 502/503/504 (a gateway problem, not the user's); InvalidImage is 415 Unsupported Media Type.
 * - A method some route takes but not this path's is 405 MethodNotAllowed; one no route can take (Node's parser does
 *   not know it, or Fastify does not route it) is 501 NotImplemented (RFC 9110 §15.5.6, §15.6.2).
 */
export const errorTable = {
  InvalidCredentials: { status: 401, message: "Invalid credentials" },
  UserAlreadyExists: { status: 409, message: "A user with this e-mail or username already exists" },
  SecretsNotFound: { status: 500, message: "The account's secrets record is missing" },
  OAuthUser: { status: 400, message: "This account signs in with an external provider" },
  InvalidResetToken: { status: 400, message: "The password reset link is invalid or has expired" },
  InvalidVerificationToken: { status: 400, message: "The verification link is invalid or has expired" },
  EmailAlreadyVerified: { status: 400, message: "The e-mail address is already verified" },
  TwoFactorNotEnabled: { status: 400, message: "Two-factor authentication is not enabled" },
  TwoFactorAlreadyEnabled: { status: 400, message: "Two-factor authentication is already enabled" },
  InvalidTwoFactorCode: { status: 401, message: "The two-factor code is invalid" },
  TwoFactorCodeUsed: {
    status: 401,
    message: "This two-factor code was already used; wait for the next code",
  },
  InvalidTwoFactorBackupCode: { status: 401, message: "The backup code is invalid" },
  InvalidPasskey: { status: 401, message: "The passkey could not be verified" },
  PasskeyAlreadyRegistered: { status: 409, message: "This passkey is already registered" },
  InvalidBrowserConnection: { status: 503, message: "The printer cannot reach its browser" },
  ResumeSlugAlreadyExists: { status: 409, message: "You already have a resume with this slug" },
  ResumeNotFound: { status: 404, message: "Resume not found" },
  ResumeLocked: { status: 423, message: "The resume is locked" },
  ResumePrinterError: { status: 500, message: "The resume could not be printed" },
  ResumePreviewError: { status: 500, message: "The resume preview could not be created" },
  SomethingWentWrong: { status: 500, message: "Something went wrong" },
  ResumeConflict: { status: 409, message: "The resume was changed elsewhere since you loaded it" },
  PreconditionFailed: {
    status: 412,
    message: "The document changed since the version If-Match names; the ETag header holds the current one",
  },
  UnprocessablePatch: { status: 422, message: "The JSON Patch cannot be applied to this document" },
  PayloadTooLarge: { status: 413, message: "The request body is too large" },
  ValidationError: { status: 400, message: "The request is invalid" },
  Unauthorized: { status: 401, message: "You need to sign in" },
  Forbidden: { status: 403, message: "You are not allowed to do this" },
  NotFound: { status: 404, message: "Not found" },
  TooManyRequests: { status: 429, message: "Too many requests; try again later" },
  SignupDisabled: { status: 403, message: "Sign-ups are disabled on this server" },
  InvalidToken: { status: 401, message: "The token is invalid or has expired" },
  AiNotConfigured: { status: 503, message: "No AI model is configured on this server" },
  AiUnavailable: { status: 502, message: "The AI service could not be reached or failed" },
  AiTimeout: { status: 504, message: "The AI service did not answer in time" },
  AiRejected: { status: 502, message: "The AI service refused the request" },
  AiEmptyAnswer: { status: 502, message: "The AI service returned no text" },
  InvalidImage: { status: 415, message: "The file is not a JPEG, PNG, WebP or GIF image" },
  CaptchaRequired: { status: 400, message: "Solve the bot check first (the `token` field is missing)" },
  InvalidCaptcha: { status: 400, message: "The bot check answer is invalid, expired or already used" },
  ImportNotSignedIn: { status: 401, message: "The import source did not accept the session or key" },
  ImportSourceUnavailable: {
    status: 502,
    message: "The import source could not be reached or sent no usable answer",
  },
  MethodNotAllowed: { status: 405, message: "This method is not allowed on this path" },
  NotImplemented: { status: 501, message: "This server does not implement this method" },
  UriTooLong: { status: 414, message: "The request line (the URL) is longer than the server accepts" },
  HeadersTooLarge: { status: 431, message: "The request's header fields are larger than the server accepts" },
  LetterNotFound: { status: 404, message: "Cover letter not found" },
  LetterLocked: { status: 423, message: "The cover letter is locked" },
  LetterConflict: { status: 409, message: "The cover letter was changed elsewhere since you loaded it" },
  ResumeDoesNotFit: {
    status: 422,
    message:
      "Even the tightest readable settings do not fit the resume on that many pages; nothing was changed",
  },
  ResumePasswordRequired: {
    status: 401,
    message: "This resume is protected; unlock it with its password first",
  },
  InvalidResumePassword: { status: 401, message: "The resume's password is wrong" },
  ResumeDownloadsDisabled: {
    status: 403,
    message: "The owner of this resume does not allow downloading it",
  },
} as const satisfies Record<ErrorCode, { status: number; message: string }>;

export type AppErrorOptions = {
  message?: string;
  issues?: Issue[];
  cause?: unknown;
  /** Extra response headers, e.g. `retry-after` on TooManyRequests. */
  headers?: Record<string, string>;
};

/** The one error type services throw; the error handler turns it into `{ statusCode, code, message, issues? }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly issues: Issue[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? errorTable[code].message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.statusCode = errorTable[code].status;
    this.issues = options.issues;
    this.headers = options.headers;
  }

  toResponse(): ErrorResponse {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.issues === undefined ? {} : { issues: this.issues }),
    };
  }
}
