import { queryOptions } from "@tanstack/react-query";
import { type MachineReading, MachineReadingSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** The reading of the resume's PDF, in one of its languages when `lang` says. */
export function getMachineReading(id: string, lang?: string): Promise<MachineReading> {
  const query = lang === undefined ? "" : `?lang=${encodeURIComponent(lang)}`;
  return api.get(`/resume/${encodeURIComponent(id)}/machine-reading${query}`, MachineReadingSchema);
}

/**
 * The saved version's reading: keyed by `updatedAt`, so each autosave asks again (the server prints the new
 * version or takes it from the cache) and an older answer is never shown as the current one.
 */
export const machineReadingQuery = (id: string, updatedAt: string, lang?: string) =>
  queryOptions({
    queryKey: ["resume", id, "machine-reading", updatedAt, lang ?? null] as const,
    queryFn: () => getMachineReading(id, lang),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
