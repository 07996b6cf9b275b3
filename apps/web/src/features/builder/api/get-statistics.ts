import { queryOptions } from "@tanstack/react-query";
import type { Statistics } from "@vitae/schema";
import { api } from "../../../lib/api-client";

export function getStatistics(id: string): Promise<Statistics> {
  return api.get<Statistics>(`/resume/${encodeURIComponent(id)}/statistics`);
}

/** Spec §6: asked for only while the resume is public. */
export const statisticsQuery = (id: string) =>
  queryOptions({
    queryKey: ["resume", id, "statistics"] as const,
    queryFn: () => getStatistics(id),
    staleTime: 0,
  });
