import { type CreateVariantInput, type Resume, ResumeSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** "Tailor for a job": a variant of the resume that stores only what it changes. */
export function createVariant({ id, ...body }: { id: string } & CreateVariantInput): Promise<Resume> {
  return api.post(`/resume/${encodeURIComponent(id)}/variants`, ResumeSchema, body);
}
