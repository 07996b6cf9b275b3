import type { LockResumeInput, Resume } from "@vitae/schema";
import { api } from "../../../lib/api-client";

export function lockResume({ id, set }: { id: string } & LockResumeInput): Promise<Resume> {
  const body: LockResumeInput = { set };
  return api.patch<Resume>(`/resume/${encodeURIComponent(id)}/lock`, body);
}
