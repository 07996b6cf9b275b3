import { type CreateResumeInput, type Resume, ResumeSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** Title and slug are optional: the server falls back to the original's with " (Copy)" and "-copy". */
export type DuplicateResumeInput = { id: string } & Partial<Pick<CreateResumeInput, "title" | "slug">>;

export function duplicateResume({ id, ...body }: DuplicateResumeInput): Promise<Resume> {
  return api.post(`/resume/${encodeURIComponent(id)}/duplicate`, ResumeSchema, body);
}
