import { queryOptions } from "@tanstack/react-query";
import { type Resume, ResumeSchema } from "@vitae/schema";
import { apiRequest } from "@/lib/api-client";
import { resumeKeys } from "./query-keys";

export function getResume(id: string): Promise<Resume> {
  return apiRequest(`/resume/${encodeURIComponent(id)}`, { schema: ResumeSchema });
}

export const resumeQuery = (id: string) =>
  queryOptions({
    queryKey: resumeKeys.detail(id),
    queryFn: () => getResume(id),
  });
