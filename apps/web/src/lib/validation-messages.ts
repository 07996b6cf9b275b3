import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldError, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { i18n } from "./i18n";

export type Issue = z.core.$ZodIssue;

/**
 * What a form shows for a problem the shared schemas found. Their messages are English ("Company is required"),
 * so the text comes from the catalogue by the issue's code and limit, naming the field with the form's own
 * label: every language reads its own. A problem without a message of its own is said to be invalid.
 */
export function issueMessage(issue: Issue, field: string): string {
  switch (issue.code) {
    case "invalid_type":
      return i18n.t("validation.required", { field });
    case "too_small":
      // One character or item at least is "not empty".
      return (issue.origin === "string" || issue.origin === "array") && Number(issue.minimum) <= 1
        ? i18n.t("validation.required", { field })
        : i18n.t("validation.invalid", { field });
    case "too_big":
      return issue.origin === "string"
        ? i18n.t("validation.tooLong", { field, maximum: Number(issue.maximum) })
        : i18n.t("validation.invalid", { field });
    case "invalid_union": {
      // The branch that came closest (fewest problems) says what the value was meant to be.
      const closest = issue.errors.reduce<Issue[] | undefined>(
        (best, branch) => (best === undefined || branch.length < best.length ? branch : best),
        undefined,
      )?.[0];
      return closest ? issueMessage(closest, field) : i18n.t("validation.invalid", { field });
    }
    default:
      return i18n.t("validation.invalid", { field });
  }
}

/** The message for an issue: by its path and code where the form has one of its own, else `issueMessage`. */
export type DescribeIssue = (issue: Issue, path: string) => string;

/** The field a problem belongs to, as react-hook-form names it ("url.href"). */
const pathOf = (issue: Issue) => issue.path.map(String).join(".");

/**
 * A react-hook-form resolver that validates with a shared schema and words each field's first problem with
 * `describe`, in the interface's language at the time of validating.
 */
export function localizedResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  describe: DescribeIssue,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = pathOf(issue);
      errors[path] ??= { type: issue.code, message: describe(issue, path) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
