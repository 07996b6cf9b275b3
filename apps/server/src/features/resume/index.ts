/**
 * What other features may use of resumes: who may reach a resume by its id (resume-access.ts) and the
 * announcements of its saves.
 */

export { findPublicResume, type ResumeSummaryRow } from "./resume.repo.ts";
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
