import { queryOptions } from "@tanstack/react-query";
import type { Resume } from "@vitae/schema";
import { api } from "../../../lib/api-client";
import { resumeKeys } from "./query-keys";

export function getResume(id: string): Promise<Resume> {
  return api.get<Resume>(`/resume/${encodeURIComponent(id)}`);
}

export const resumeQuery = (id: string) =>
  queryOptions({
    queryKey: resumeKeys.detail(id),
    queryFn: () => getResume(id),
  });
