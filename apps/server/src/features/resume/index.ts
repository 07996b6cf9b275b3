/**
 * What other features may use of resumes: who may reach a resume by its id (resume-access.ts) and the
 * announcements of its saves.
 */

export { requireDownloadable } from "./public-downloads.ts";
export { requireUnlocked, type UnlockProof, unlockProof } from "./public-password.ts";
export { findPublicResume, type ResumeSummaryRow } from "./resume.repo.ts";
// The review feature reads and saves a resume through the same path as the builder.
export { getResumeJson, type ResumeDeps, updateResume } from "./resume.service.ts";
export {
  type OwnResume,
  optionalViewerId,
  ownResume,
  ownResumeSummary,
  ResumeIdParamsSchema,
  type ResumeViewer,
  uuidPattern,
  viewableResume,
} from "./resume-access.ts";
export type { ResumeEvents, ResumeSaved } from "./resume-events.ts";
// A variant's row holds its overlay: whoever reads resume rows itself gets them whole through these.
export { mergeRow } from "./variants.repo.ts";
export { nameCurrentVersion } from "./versions.service.ts";
