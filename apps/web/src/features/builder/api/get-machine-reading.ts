import { queryOptions } from "@tanstack/react-query";
import { type MachineReading, MachineReadingSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

export function getMachineReading(id: string): Promise<MachineReading> {
  return api.get(`/resume/${encodeURIComponent(id)}/machine-reading`, MachineReadingSchema);
}

/**
 * The saved version's reading: keyed by `updatedAt`, so each autosave asks again (the server prints the new
 * version or takes it from the cache) and an older answer is never shown as the current one.
 */
export const machineReadingQuery = (id: string, updatedAt: string) =>
  queryOptions({
    queryKey: ["resume", id, "machine-reading", updatedAt] as const,
    queryFn: () => getMachineReading(id),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
