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
