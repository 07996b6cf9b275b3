import { type LockResumeInput, type Resume, ResumeSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

export function lockResume({ id, set }: { id: string } & LockResumeInput): Promise<Resume> {
  const body: LockResumeInput = { set };
  return api.patch(`/resume/${encodeURIComponent(id)}/lock`, ResumeSchema, body);
}
