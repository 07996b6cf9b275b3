import { queryOptions } from "@tanstack/react-query";
import { type FontCatalogueEntry, FontCatalogueEntrySchema } from "@vitae/schema";
import { z } from "zod";
import { api } from "@/lib/api-client";

export function getFontCatalogue(): Promise<FontCatalogueEntry[]> {
  return api.get("/fonts", z.array(FontCatalogueEntrySchema));
}

// The fonts the server ships: they change only with a deploy. Until it loads (or if it cannot), the panel
// offers the quick picks without an error toast.
export const fontCatalogueQuery = () =>
  queryOptions({
    queryKey: ["font-catalogue"] as const,
    queryFn: getFontCatalogue,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  });
