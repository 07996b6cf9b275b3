import { type Resume, ResumeSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** Answers with the resume as it was before deletion. */
export function deleteResume(id: string): Promise<Resume> {
  return api.delete(`/resume/${encodeURIComponent(id)}`, ResumeSchema);
}
