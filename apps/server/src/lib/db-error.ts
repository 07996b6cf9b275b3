/**
 * What of a failed database query may be logged. Drizzle's DrizzleQueryError carries the query's parameters (whole
 * resumes, names, e-mail addresses) in `params` and in its message and stack; PostgreSQL's own message and `detail`
 * may quote a value too ("Key (email)=(…) already exists", "invalid input syntax for type uuid: \"…\""). Only the
 * SQLSTATE, the object names and the statement's text (placeholders, never values) are kept.
 */
export type DatabaseErrorSummary = {
  type: "DatabaseError";
  /** SQLSTATE, e.g. 23505 (unique violation), 22P05 (untranslatable character). */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The SQL text with `$1` … placeholders. */
  query?: string;
  /** Where in the code the query was sent from: the stack's frames without its message line. */
  stack?: string;
};

type QueryErrorLike = Error & { query: string; params: unknown[]; cause?: unknown };

const stringField = (value: unknown, key: string): string | undefined => {
  const field = (value as Record<string, unknown> | null | undefined)?.[key];
  return typeof field === "string" ? field : undefined;
};

/** A Drizzle query error (any version: matched by shape, not by class). */
export const isQueryError = (error: unknown): error is QueryErrorLike =>
  error instanceof Error &&
  typeof (error as Partial<QueryErrorLike>).query === "string" &&
  Array.isArray((error as Partial<QueryErrorLike>).params);

/** The stack's "at …" frames only: the first lines repeat the message, which holds the parameters. */
const framesOnly = (stack: string | undefined) =>
  stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");

export const summarizeDatabaseError = (error: QueryErrorLike): DatabaseErrorSummary => {
  const cause = error.cause;
  return {
    type: "DatabaseError",
    code: stringField(cause, "code"),
    constraint: stringField(cause, "constraint"),
    table: stringField(cause, "table"),
    column: stringField(cause, "column"),
    query: error.query,
    stack: framesOnly(error.stack),
  };
};

// SQLSTATE classes and socket codes that mean "the database cannot be reached now", not "this query is wrong".
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
]);
const unavailableMessages = /Connection terminated|timeout exceeded when trying to connect|connection error/i;

/** Is this (or what it wraps) the database being down or restarting? Then retrying shortly may work. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && unavailableCodes.has(code)) return true;
    if (unavailableMessages.test(current.message) && !isQueryError(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};
