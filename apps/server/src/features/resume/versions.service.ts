import {
  applyOverlay,
  describeChanges,
  type ResumeVersion,
  type ResumeVersionList,
  type ResumeVersionSummary,
} from "@vitae/schema";
import type { ResumeVersionRow } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import * as resumes from "./resume.repo.ts";
import { announceSaved, type ResumeDeps } from "./resume.service.ts";
import { type OwnResume, ownResume } from "./resume-access.ts";
import { resumeJson } from "./resume-json.ts";
import { type Overlaid, overlayOf } from "./variants.repo.ts";
import * as repo from "./versions.repo.ts";

export type OwnVersion = OwnResume & { versionId: string };

/** A resume's versions as resumes: a variant's keep its overlay, shown laid over its master as it is now. */
const listAsResumes = async (deps: ResumeDeps, resume: { id: string; overlaid?: Overlaid }) => {
  const rows = await repo.listVersions(deps.db, resume.id);
  const { overlaid } = resume;
  if (overlaid === undefined) return rows;
  return rows.map((row) => ({ ...row, data: applyOverlay(overlaid.masterData, overlayOf(row.data)).resume }));
};

const versionNotFound = () =>
  new AppError("NotFound", { message: "This version of the resume does not exist" });

const summaryOf = (row: ResumeVersionRow, previous: ResumeVersionRow | undefined): ResumeVersionSummary => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  title: row.title,
  savedAt: row.savedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  changes: previous === undefined ? [] : describeChanges(previous.data, row.data),
});

/**
 * The resume's versions: named ones first, then the others, newest first in each; each says what changed since
 * the version before it (in time), and `currentChanges` what the current content changed since the newest.
 */
export const listVersions = async (deps: ResumeDeps, own: OwnResume): Promise<ResumeVersionList> => {
  const resume = await ownResume(deps.db, own);
  const rows = await listAsResumes(deps, resume);
  const summaries = rows.map((row, index) => summaryOf(row, rows[index + 1]));
  const named = summaries.filter((version) => version.name !== null);
  const others = summaries.filter((version) => version.name === null);
  const newest = rows[0];
  return {
    versions: [...named, ...others],
    currentChanges: newest === undefined ? [] : describeChanges(newest.data, resume.data),
  };
};

export const getVersion = async (
  deps: ResumeDeps,
  { versionId, ...own }: OwnVersion,
): Promise<ResumeVersion> => {
  const resume = await ownResume(deps.db, own);
  const rows = await listAsResumes(deps, resume);
  const index = rows.findIndex((row) => row.id === versionId);
  const row = rows[index];
  if (row === undefined) throw versionNotFound();
  return { ...summaryOf(row, rows[index + 1]), data: row.data };
};

/** "Save version…": the current content under a name. */
export const nameCurrentVersion = async (
  deps: ResumeDeps,
  { name, ...own }: OwnResume & { name: string },
): Promise<ResumeVersionSummary> => {
  const resume = await ownResume(deps.db, own);
  const row = await repo.insertNamedVersion(deps.db, {
    resumeId: resume.id,
    name,
    title: resume.title,
    // A variant's version keeps its overlay, as its row does.
    data: resume.overlaid === undefined ? resume.data : (resume.overlaid.overlay as never),
    savedAt: resume.updatedAt,
  });
  return summaryOf(row, undefined);
};

/** Names (or renames) a version; a named version is kept until deleted. */
export const renameVersion = async (
  deps: ResumeDeps,
  { name, versionId, ...own }: OwnVersion & { name: string },
): Promise<ResumeVersionSummary> => {
  const resume = await ownResume(deps.db, own);
  const row = await repo.renameVersion(deps.db, { resumeId: resume.id, versionId, name });
  if (row === undefined) throw versionNotFound();
  return summaryOf(row, undefined);
};

/** Deletes a named version; the others are thinned by the server as they age. */
export const deleteVersion = async (deps: ResumeDeps, { versionId, ...own }: OwnVersion): Promise<void> => {
  const resume = await ownResume(deps.db, own);
  const found = await repo.findVersion(deps.db, { resumeId: resume.id, versionId });
  if (found === undefined) throw versionNotFound();
  if (found.name === null) {
    throw new AppError("ValidationError", {
      message: "Only named versions can be deleted; the others are thinned as they age",
    });
  }
  await repo.deleteNamedVersion(deps.db, { resumeId: resume.id, versionId });
};

/**
 * Restores a version's content (the title stays); the content it replaces is kept as a version first, so a
 * restore can be undone. Answers the resume as JSON text. Locked: ResumeLocked.
 */
export const restoreVersion = async (
  deps: ResumeDeps,
  { versionId, ...own }: OwnVersion,
): Promise<string> => {
  const resume = await ownResume(deps.db, own);
  if (resume.locked) throw new AppError("ResumeLocked");
  const row = await resumes.restoreResumeVersion(deps.db, { id: resume.id, userId: own.userId, versionId });
  deps.cache?.forgetGroup(resume.id);
  if (row !== undefined) {
    announceSaved(deps, row);
    return resumeJson(row);
  }
  // Locked in between, or no such version.
  const again = await ownResume(deps.db, own);
  throw again.locked ? new AppError("ResumeLocked") : versionNotFound();
};
