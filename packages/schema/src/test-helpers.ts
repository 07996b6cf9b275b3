import type { z } from "zod";

/** The messages of a failed parse, or [] when it succeeded. */
export const issueMessages = (result: z.ZodSafeParseResult<unknown>): string[] =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);
