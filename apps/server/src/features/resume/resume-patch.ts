import {
  entityTag,
  type JsonPatch,
  type Resume,
  readEntityTag,
  type UpdateResumeInput,
  UpdateResumeInputSchema,
} from "@vitae/schema";
import jsonPatch from "fast-json-patch";
import { AppError } from "../../lib/app-error.ts";
import { ResumeConflictError, type ResumeDeps, updateResume } from "./resume.service.ts";
import { type OwnResume, ownResume } from "./resume-access.ts";

/** What a patch may change: the fields a full PATCH replaces. Ids, owner, lock and times are not the client's. */
const patchableRoots = ["/title", "/slug", "/visibility", "/data"];

const isPatchable = (pointer: string) =>
  patchableRoots.some((root) => pointer === root || pointer.startsWith(`${root}/`));

const preconditionFailed = (updatedAt: string) =>
  new AppError("PreconditionFailed", { headers: { etag: entityTag(updatedAt) } });

const unprocessable = (message: string) => new AppError("UnprocessablePatch", { message });

/** The editable document a patch applies to, with the version it was read at. */
type Editable = {
  version: string;
  document: Pick<UpdateResumeInput, "title" | "slug" | "visibility" | "data">;
};

const readEditable = async (deps: ResumeDeps, own: OwnResume): Promise<Editable> => {
  const row = await ownResume(deps.db, own);
  if (row.locked) throw new AppError("ResumeLocked");
  return {
    version: row.updatedAt.toISOString(),
    document: { title: row.title, slug: row.slug, visibility: row.visibility, data: row.data },
  };
};

/** Applies the operations (all or none) with fast-json-patch; a failed `test` or an unresolvable path is 422. */
const applyOperations = (document: Editable["document"], operations: JsonPatch): unknown => {
  for (const [index, operation] of operations.entries()) {
    const pointers = "from" in operation ? [operation.path, operation.from] : [operation.path];
    const outside = pointers.find((pointer) => !isPatchable(pointer));
    if (outside !== undefined) {
      throw unprocessable(
        `Operation ${index}: ${outside || '""'} is outside the editable document (${patchableRoots.join(", ")})`,
      );
    }
  }
  try {
    // Not mutating: the document read may be shared; prototype keys are refused by the library.
    return jsonPatch.applyPatch(document, operations, true, false).newDocument;
  } catch (error) {
    if (!(error instanceof jsonPatch.JsonPatchError)) throw error;
    const what = error.name === "TEST_OPERATION_FAILED" ? "the test failed" : error.message.split("\n")[0];
    throw unprocessable(`Operation ${error.index ?? 0}: ${what}`);
  }
};

/**
 * An RFC 6902 edit of one of the user's resumes, at the version `ifMatch` names (its ETag, or `*`). The result is
 * checked by the same schema as a full save and stored by the same conditional write, so versions, caches, NOTIFY
 * and pre-rendering see an ordinary save; a version that is not (or no longer) the stored one is 412 with the
 * current ETag. Answers the saved resume as JSON text.
 */
export const patchResume = async (
  deps: ResumeDeps,
  { operations, ifMatch, ...own }: OwnResume & { operations: JsonPatch; ifMatch: string | undefined },
): Promise<string> => {
  const wanted = readEntityTag(ifMatch);
  if (wanted === undefined) {
    throw new AppError("ValidationError", {
      message: "A JSON Patch needs If-Match with the resume's ETag (or *)",
      issues: [{ path: "headers.if-match", message: "Required: the ETag of GET /api/resume/{id}" }],
    });
  }
  const { version, document } = await readEditable(deps, own);
  if (wanted !== "*" && wanted !== version) throw preconditionFailed(version);

  const parsed = UpdateResumeInputSchema.safeParse({
    ...(applyOperations(document, operations) as object),
    updatedAt: version,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join("."),
      message: issue.message,
    }));
    throw new AppError("ValidationError", {
      message:
        "The patched resume is not valid: " +
        issues
          .slice(0, 3)
          .map((issue) => `${issue.path}: ${issue.message}`)
          .join("; "),
      issues,
    });
  }
  try {
    return await updateResume(deps, { ...own, input: parsed.data });
  } catch (error) {
    // Written elsewhere between the read and the write: the client's version is stale after all.
    if (error instanceof ResumeConflictError) throw preconditionFailed((error.current as Resume).updatedAt);
    throw error;
  }
};
