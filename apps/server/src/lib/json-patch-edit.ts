import { entityTag, type JsonPatch, readEntityTag } from "@vitae/schema";
import jsonPatch from "fast-json-patch";
import type { z } from "zod";
import { AppError } from "./app-error.ts";

/**
 * A stored document as a JSON Patch edits it: its version (`updatedAt`) and the fields a full save replaces.
 * `owned`: the fields were parsed for this edit alone, so the operations may change them in place instead of
 * on a deep copy (a failed patch is thrown away whole either way, so it still applies all or none).
 */
export type PatchableDocument = { version: string; fields: Record<string, unknown>; owned?: boolean };

export type JsonPatchEdit<Input, Saved> = {
  /** The request's `If-Match`: the document's ETag, or `*` for whatever is stored. */
  ifMatch: string | undefined;
  operations: JsonPatch;
  /** Reads the stored document (refusing a locked or unknown one the way its routes do). */
  read: () => Promise<PatchableDocument>;
  /** The full save's body schema: the patched fields plus `updatedAt` must pass it. */
  schema: z.ZodType<Input>;
  /** The full save, conditional on `updatedAt`. */
  save: (input: Input) => Promise<Saved>;
  /** The stored version when `error` is the save's stale-write refusal (it was written in between). */
  staleVersion: (error: unknown) => string | undefined;
};

const preconditionFailed = (version: string) =>
  new AppError("PreconditionFailed", { headers: { etag: entityTag(version) } });

const unprocessable = (message: string) => new AppError("UnprocessablePatch", { message });

/** Applies the operations (all or none) with fast-json-patch, only to the editable fields. */
const apply = (fields: Record<string, unknown>, operations: JsonPatch, inPlace: boolean): unknown => {
  const roots = Object.keys(fields).map((name) => `/${name}`);
  const editable = (pointer: string) =>
    roots.some((root) => pointer === root || pointer.startsWith(`${root}/`));
  for (const [index, operation] of operations.entries()) {
    const pointers = "from" in operation ? [operation.path, operation.from] : [operation.path];
    const outside = pointers.find((pointer) => !editable(pointer));
    if (outside !== undefined) {
      throw unprocessable(
        `Operation ${index}: ${outside || '""'} is outside the editable fields (${roots.join(", ")})`,
      );
    }
  }
  try {
    // A document read for others too is patched on a copy; prototype keys are refused by the library.
    return jsonPatch.applyPatch(fields, operations, true, inPlace).newDocument;
  } catch (error) {
    if (!(error instanceof jsonPatch.JsonPatchError)) throw error;
    const what = error.name === "TEST_OPERATION_FAILED" ? "the test failed" : error.message.split("\n")[0];
    throw unprocessable(`Operation ${error.index ?? 0}: ${what}`);
  }
};

/**
 * An RFC 6902 edit of a stored document at the version `If-Match` names. The result is checked by the full save's
 * schema and stored by the full save's conditional write, so everything that follows a save (versions, caches,
 * NOTIFY, pre-rendering) sees an ordinary one. A version that is not, or no longer, the stored one is 412 with the
 * current ETag; a path outside the editable fields, an unresolvable one or a failed `test` is 422.
 */
export const editByJsonPatch = async <Input, Saved>(edit: JsonPatchEdit<Input, Saved>): Promise<Saved> => {
  const wanted = readEntityTag(edit.ifMatch);
  if (wanted === undefined) {
    throw new AppError("ValidationError", {
      message: "A JSON Patch needs If-Match with the document's ETag (or *)",
      issues: [{ path: "headers.if-match", message: "Required: the ETag the document was read with" }],
    });
  }
  const { version, fields, owned = false } = await edit.read();
  if (wanted !== "*" && wanted !== version) throw preconditionFailed(version);

  const patched = apply(fields, edit.operations, owned) as Record<string, unknown>;
  const parsed = edit.schema.safeParse({ ...patched, updatedAt: version });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join("."),
      message: issue.message,
    }));
    const shown = issues.slice(0, 3).map((issue) => `${issue.path}: ${issue.message}`);
    throw new AppError("ValidationError", {
      message: `The patched document is not valid: ${shown.join("; ")}`,
      issues,
    });
  }
  try {
    return await edit.save(parsed.data);
  } catch (error) {
    const stored = edit.staleVersion(error);
    throw stored === undefined ? error : preconditionFailed(stored);
  }
};
