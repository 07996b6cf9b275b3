import { queryOptions } from "@tanstack/react-query";
import { PrintedFileLinkSchema, type Resume } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** The printed first page of a resume as an image URL (cache-busted by the server's timestamp). */
export function getResumePreview(id: string): Promise<{ url: string }> {
  return api.get(`/resume/print/${encodeURIComponent(id)}/preview`, PrintedFileLinkSchema);
}

// Keyed by updatedAt: a saved change asks for a new thumbnail, an unchanged resume reuses the cached one.
// Failures (no Chromium on this server) leave the drawn stand-in page, without an error toast.
export const resumePreviewQuery = (resume: Pick<Resume, "id" | "updatedAt">) =>
  queryOptions({
    queryKey: ["resume", resume.id, "preview", resume.updatedAt] as const,
    queryFn: () => getResumePreview(resume.id),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  });
