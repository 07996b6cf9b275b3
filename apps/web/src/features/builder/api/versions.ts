import { queryOptions } from "@tanstack/react-query";
import {
  type Resume,
  ResumeSchema,
  type ResumeVersion,
  type ResumeVersionList,
  ResumeVersionListSchema,
  ResumeVersionSchema,
  type ResumeVersionSummary,
  ResumeVersionSummarySchema,
} from "@vitae/schema";
import { api, noContent } from "@/lib/api-client";

const base = (resumeId: string) => `/resume/${encodeURIComponent(resumeId)}/versions`;
const one = (resumeId: string, versionId: string) => `${base(resumeId)}/${encodeURIComponent(versionId)}`;

export const versionKeys = {
  list: (resumeId: string) => ["resume", resumeId, "versions"] as const,
  detail: (resumeId: string, versionId: string) => ["resume", resumeId, "versions", versionId] as const,
};

/** The resume's versions, named first; asked for only while the History section is open. */
export const versionsQuery = (resumeId: string) =>
  queryOptions({
    queryKey: versionKeys.list(resumeId),
    queryFn: (): Promise<ResumeVersionList> => api.get(base(resumeId), ResumeVersionListSchema),
    staleTime: 0,
  });

/** One version with its content (for comparing); versions never change, so it is cached for good. */
export const versionQuery = (resumeId: string, versionId: string) =>
  queryOptions({
    queryKey: versionKeys.detail(resumeId, versionId),
    queryFn: (): Promise<ResumeVersion> => api.get(one(resumeId, versionId), ResumeVersionSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const saveNamedVersion = (resumeId: string, name: string): Promise<ResumeVersionSummary> =>
  api.post(base(resumeId), ResumeVersionSummarySchema, { name });

export const renameVersion = (
  resumeId: string,
  versionId: string,
  name: string,
): Promise<ResumeVersionSummary> => api.patch(one(resumeId, versionId), ResumeVersionSummarySchema, { name });

export const deleteVersion = (resumeId: string, versionId: string): Promise<void> =>
  api.delete(one(resumeId, versionId), noContent);

/** Restores the version on the server (which keeps the content it replaces); answers the resume as saved. */
export const restoreVersion = (resumeId: string, versionId: string): Promise<Resume> =>
  api.post(`${one(resumeId, versionId)}/restore`, ResumeSchema);
