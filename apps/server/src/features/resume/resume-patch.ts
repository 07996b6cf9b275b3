import { type JsonPatch, UpdateResumeInputSchema } from "@vitae/schema";
import { AppError } from "../../lib/app-error.ts";
import { editByJsonPatch } from "../../lib/json-patch-edit.ts";
import { findResumeJson } from "./resume.repo.ts";
import { ResumeConflictError, type ResumeDeps, updateResume } from "./resume.service.ts";
import { type OwnResume, ownResumeKey } from "./resume-access.ts";

/**
 * An RFC 6902 edit of one of the user's resumes (title, slug, visibility and data), at the version `ifMatch` names;
 * see lib/json-patch-edit.ts. Answers the saved resume as JSON text.
 */
export const patchResume = (
  deps: ResumeDeps,
  { operations, ifMatch, ...own }: OwnResume & { operations: JsonPatch; ifMatch: string | undefined },
): Promise<string> =>
  editByJsonPatch({
    ifMatch,
    operations,
    // The autosave's hot path: the prepared read with the data as JSON text, parsed here for this edit alone,
    // so the operations change it in place instead of on a deep copy.
    read: async () => {
      const row = await findResumeJson(deps.db, ownResumeKey(own));
      if (row === undefined) throw new AppError("ResumeNotFound");
      if (row.locked) throw new AppError("ResumeLocked");
      const { title, slug, visibility } = row;
      const fields = { title, slug, visibility, data: JSON.parse(row.data) as unknown };
      return { version: row.updatedAt.toISOString(), fields, owned: true };
    },
    schema: UpdateResumeInputSchema,
    save: (input) => updateResume(deps, { ...own, input }),
    staleVersion: (error) => (error instanceof ResumeConflictError ? error.current.updatedAt : undefined),
  });
