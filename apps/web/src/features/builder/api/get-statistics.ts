import { queryOptions } from "@tanstack/react-query";
import { type Statistics, StatisticsSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

export function getStatistics(id: string): Promise<Statistics> {
  return api.get(`/resume/${encodeURIComponent(id)}/statistics`, StatisticsSchema);
}

/** Asked for only while the resume is public. */
export const statisticsQuery = (id: string) =>
  queryOptions({
    queryKey: ["resume", id, "statistics"] as const,
    queryFn: () => getStatistics(id),
    staleTime: 0,
  });
