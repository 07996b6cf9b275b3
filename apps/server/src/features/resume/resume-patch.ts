import { type JsonPatch, UpdateResumeInputSchema } from "@vitae/schema";
import { AppError } from "../../lib/app-error.ts";
import { editByJsonPatch } from "../../lib/json-patch-edit.ts";
import { ResumeConflictError, type ResumeDeps, updateResume } from "./resume.service.ts";
import { type OwnResume, ownResume } from "./resume-access.ts";

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
    read: async () => {
      const row = await ownResume(deps.db, own);
      if (row.locked) throw new AppError("ResumeLocked");
      const { title, slug, visibility, data } = row;
      return { version: row.updatedAt.toISOString(), fields: { title, slug, visibility, data } };
    },
    schema: UpdateResumeInputSchema,
    save: (input) => updateResume(deps, { ...own, input }),
    staleVersion: (error) => (error instanceof ResumeConflictError ? error.current.updatedAt : undefined),
  });
