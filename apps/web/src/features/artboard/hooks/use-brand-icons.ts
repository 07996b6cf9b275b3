import { queryOptions, useQueries } from "@tanstack/react-query";
import type { ResumeData } from "@vitae/schema";
import { type BrandIcon, type BrandIconLookup, brandIconSlugsOf } from "@vitae/templates";
import { useCallback, useMemo } from "react";
import { getBrandIcon } from "../api/get-brand-icon";

// One request per slug, cached for the session: typing a slug asks once per distinct value, and an unknown
// slug (404) is simply drawn without an icon, as the printer does.
const brandIconQuery = (slug: string) =>
  queryOptions({
    queryKey: ["brand-icon", slug] as const,
    queryFn: () => getBrandIcon(slug),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    meta: { errorToast: false },
  });

/** A lookup for the templates' BrandIconsProvider that holds the icons this resume uses once they load. */
export function useBrandIcons(data: ResumeData): BrandIconLookup {
  const slugs = brandIconSlugsOf(data);
  const results = useQueries({ queries: slugs.map(brandIconQuery) });
  const loaded = results.map((result) => result.data);
  const key = slugs.map((slug, index) => (loaded[index] ? slug : "")).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names exactly which icons have loaded.
  const icons = useMemo(() => {
    const map = new Map<string, BrandIcon>();
    slugs.forEach((slug, index) => {
      const icon = loaded[index];
      if (icon) map.set(slug, icon);
    });
    return map;
  }, [key]);
  return useCallback((slug: string) => icons.get(slug), [icons]);
}
