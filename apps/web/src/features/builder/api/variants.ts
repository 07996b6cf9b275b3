import { queryOptions } from "@tanstack/react-query";
import { type Resume, type ResumeData, ResumeSchema, VariantSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

const resumePath = (id: string) => `/resume/${encodeURIComponent(id)}`;

/** A variant's master, as stored: what its overrides are measured against. */
export const masterQuery = (masterId: string) =>
  queryOptions({
    queryKey: ["resume", masterId, "as-master"] as const,
    queryFn: () => api.get(resumePath(masterId), ResumeSchema),
  });

/** The variant as the server keeps it (its overrides and what they found changed), at a given save. */
export const variantQuery = (masterId: string, variantId: string, updatedAt: string) =>
  queryOptions({
    queryKey: ["resume", masterId, "variants", variantId, updatedAt] as const,
    queryFn: () =>
      api.get(`${resumePath(masterId)}/variants/${encodeURIComponent(variantId)}`, VariantSchema),
  });

/** Saves new data on the master ("Apply to master too"), refused like any stale save. */
export const saveMasterData = (master: Resume, data: ResumeData) =>
  api.patch(resumePath(master.id), ResumeSchema, {
    title: master.title,
    slug: master.slug,
    visibility: master.visibility,
    data,
    updatedAt: master.updatedAt,
  });

/** The variant as it is now (its updatedAt moves with its master's). */
export const getResumeNow = (id: string) => api.get(resumePath(id), ResumeSchema);
