import { PublicDownloadsSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** Whether guests of the resume's public page may download it. */
export const getPublicDownloads = (resumeId: string) =>
  api.get(`/resume/${resumeId}/public-downloads`, PublicDownloadsSchema);

export const setPublicDownloads = (resumeId: string, allowed: boolean) =>
  api.put(`/resume/${resumeId}/public-downloads`, PublicDownloadsSchema, { allowed });
