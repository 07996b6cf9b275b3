import type { ErrorCode, ErrorResponse } from "@vitae/schema";
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from "fastify";
import { z } from "zod";
import { AppError, errorTable, type Issue } from "./app-error.ts";
import { isDatabaseUnavailable } from "./db-error.ts";
import { localizedErrorMessage } from "./error-i18n.ts";

/**
 * `info`: the client's mistake (4xx); `warn`: an expected server-side refusal (an AppError with status 503, such as
 * AiNotConfigured), logged without a stack; `error`: anything else, logged with its (scrubbed) stack.
 */
export type HandledError = {
  response: ErrorResponse;
  level: "info" | "warn" | "error";
  headers?: Record<string, string>;
};

const databaseRetryAfterSeconds = 5;

// Client errors raised by Fastify or its plugins that have no message code of their own.
const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 401:
      return "Unauthorized";
    case 403:
      return "Forbidden";
    case 404:
      return "NotFound";
    case 413:
      return "PayloadTooLarge";
    case 429:
      return "TooManyRequests";
    default:
      return "ValidationError";
  }
};

const summarize = (issues: Issue[]): string => {
  const shown = issues
    .slice(0, 3)
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : "";
  return `${shown.join("; ")}${more}`;
};

const validationFailure = (issues: Issue[]): HandledError => ({
  response: new AppError("ValidationError", { message: summarize(issues), issues }).toResponse(),
  level: "info",
});

// Issue paths are dotted paths inside the body ("basics.email"); other request parts are prefixed
// ("params.id", "querystring.page") so they cannot be mistaken for body fields.
const fromSchemaValidation = (validation: FastifySchemaValidationError[], context: string | undefined) =>
  validation.map((item): Issue => {
    const segments = item.instancePath.split("/").filter(Boolean);
    if (context && context !== "body") segments.unshift(context);
    return { path: segments.join("."), message: item.message ?? "is invalid" };
  });

const isFastifyError = (error: unknown): error is FastifyError =>
  error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === "number";

/** Maps anything thrown during a request to the error body the API answers with. */
export const toErrorResponse = (error: unknown): HandledError => {
  if (error instanceof AppError) {
    // 503 is a state the operator chose or a dependency that is down (AI not configured, shutting down): worth a
    // warning, not a stack. A 500 AppError still wraps a failure someone has to look into.
    const level = error.statusCode === 503 ? "warn" : error.statusCode >= 500 ? "error" : "info";
    return { response: error.toResponse(), level };
  }
  if (error instanceof z.ZodError) {
    return validationFailure(
      error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
    );
  }
  if (error instanceof Error && Array.isArray((error as FastifyError).validation)) {
    const { validation, validationContext } = error as FastifyError;
    return validationFailure(fromSchemaValidation(validation ?? [], validationContext));
  }
  if (
    isFastifyError(error) &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    const code = codeForStatus(error.statusCode);
    const message = code === "PayloadTooLarge" ? errorTable.PayloadTooLarge.message : error.message;
    // The HTTP status stays Fastify's (e.g. 415): the catalogue has no code for every client error.
    return { response: { statusCode: error.statusCode, code, message }, level: "info" };
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug to look into but an outage (a restart, a failover): 503, and the client may retry shortly.
    return {
      response: {
        statusCode: 503,
        code: "SomethingWentWrong",
        message: "The database cannot be reached right now; try again in a few seconds",
      },
      level: "warn",
      headers: { "retry-after": String(databaseRetryAfterSeconds) },
    };
  }
  return { response: new AppError("SomethingWentWrong").toResponse(), level: "error" };
};

export const errorHandler = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
  const { response: english, level, headers } = toErrorResponse(error);
  const response = {
    ...english,
    message: localizedErrorMessage(english.code, english.message, request.headers["accept-language"]),
  };
  if (level === "error") {
    // The logger's `err` serializer keeps database parameters (user data) out of the line; see logger.ts.
    request.log.error({ err: error }, "request failed");
  } else if (level === "warn") {
    request.log.warn({ code: english.code, reason: english.message }, "request refused");
  } else {
    request.log.info({ code: english.code, reason: english.message }, "request refused");
  }
  if (error instanceof AppError && error.headers !== undefined) reply.headers(error.headers);
  if (headers !== undefined) reply.headers(headers);
  return reply.status(response.statusCode).type("application/json; charset=utf-8").send(response);
};
