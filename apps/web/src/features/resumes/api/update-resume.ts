import { type Resume, ResumeSchema, type UpdateResumeInput } from "@vitae/schema";
import { api } from "../../../lib/api-client";

/**
 * Saves the whole resume. `updatedAt` is the version this client last saw, so the server answers
 * `ResumeConflict` instead of overwriting a newer save from another tab.
 */
export function updateResume(resume: Resume): Promise<Resume> {
  const body: UpdateResumeInput = {
    title: resume.title,
    slug: resume.slug,
    visibility: resume.visibility,
    data: resume.data,
    updatedAt: resume.updatedAt,
  };
  return api.patch(`/resume/${encodeURIComponent(resume.id)}`, ResumeSchema, body);
}
