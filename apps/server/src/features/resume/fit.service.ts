import type { ErrorResponse, FitLeftover, FitResponse, ResumeData } from "@vitae/schema";
import { type FitOutcome, withDesign } from "@vitae/templates";
import { AppError } from "../../lib/app-error.ts";
import * as repo from "./resume.repo.ts";
import { announceSaved, ResumeConflictError, type ResumeDeps, toResume } from "./resume.service.ts";
import { type OwnResume, ownResume, ownResumeKey } from "./resume-access.ts";
import { sanitizeResumeData } from "./resume-sanitize.ts";

/** `fitLayout`: the printer's fitting on its Chromium (handed over by the app; it changes nothing itself). */
export type FitDeps = ResumeDeps & { fitLayout(data: ResumeData, pages: number): Promise<FitOutcome> };

/** `ResumeDoesNotFit` (422) carrying what is left over; nothing was changed. */
export class ResumeDoesNotFitError extends AppError {
  readonly leftover: FitLeftover;

  constructor(leftover: FitLeftover) {
    super("ResumeDoesNotFit");
    this.leftover = leftover;
  }

  override toResponse(): ErrorResponse & { leftover: FitLeftover } {
    return { ...super.toResponse(), leftover: this.leftover };
  }
}

/**
 * Fits the owner's resume to `pages` sheets as the printer lays it out, and saves the fitted design — the stored
 * content kept as a version first — so its PDF has those pages. Already fitting: nothing is saved. Even the
 * tightest readable settings too long: `ResumeDoesNotFit` with what is left over, nothing saved. Locked:
 * `ResumeLocked`; saved by someone else meanwhile: `ResumeConflict`.
 */
export const fitResume = async (
  deps: FitDeps,
  { pages, ...own }: OwnResume & { pages: number },
): Promise<FitResponse> => {
  const { db, cache } = deps;
  const row = await ownResume(db, own);
  if (row.locked) throw new AppError("ResumeLocked");
  const outcome = await deps.fitLayout(row.data, pages);
  if (!outcome.fits) throw new ResumeDoesNotFitError(outcome.leftover);
  if (outcome.changes.length === 0) {
    return { changes: [], pages: outcome.pages, updatedAt: row.updatedAt.toISOString() };
  }
  const key = ownResumeKey(own);
  const saved = await repo.updateResumeIfCurrent(db, {
    ...key,
    // The design before fitting is one version back in the history.
    versionReason: "overwrite",
    expectedUpdatedAt: row.updatedAt,
    changes: {
      title: row.title,
      slug: row.slug,
      visibility: row.visibility,
      dataJson: JSON.stringify(sanitizeResumeData(withDesign(row.data, outcome.design))),
    },
  });
  cache?.forgetGroup(key.id);
  if (saved === undefined) {
    const current = await ownResume(db, own);
    throw current.locked ? new AppError("ResumeLocked") : new ResumeConflictError(toResume(current));
  }
  announceSaved(deps, saved);
  return { changes: outcome.changes, pages: outcome.pages, updatedAt: saved.updatedAt.toISOString() };
};
