import { queryOptions } from "@tanstack/react-query";
import { type LayoutCheckResult, LayoutCheckResultSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

export function getLayoutCheck(id: string, pages: number): Promise<LayoutCheckResult> {
  return api.get(`/resume/${encodeURIComponent(id)}/layout-check?pages=${pages}`, LayoutCheckResultSchema);
}

/** The saved version's layout checks for a page target, asked again after each save (keyed by `updatedAt`). */
export const layoutCheckQuery = (id: string, updatedAt: string, pages: number) =>
  queryOptions({
    queryKey: ["resume", id, "layout-check", updatedAt, pages] as const,
    queryFn: () => getLayoutCheck(id, pages),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
