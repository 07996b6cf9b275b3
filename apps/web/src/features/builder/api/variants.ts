import { queryOptions } from "@tanstack/react-query";
import {
  type FlagResolution,
  type Overlay,
  type OverlayFlag,
  type Resume,
  type ResumeData,
  ResumeSchema,
  VariantSchema,
} from "@vitae/schema";
import { api } from "@/lib/api-client";

const resumePath = (id: string) => `/resume/${encodeURIComponent(id)}`;
const variantPath = (masterId: string, variantId: string) =>
  `${resumePath(masterId)}/variants/${encodeURIComponent(variantId)}`;

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
    queryFn: () => getVariant(masterId, variantId),
  });

export const getVariant = (masterId: string, variantId: string) =>
  api.get(variantPath(masterId, variantId), VariantSchema);

/**
 * Saves new data on the master ("Apply to master too"), refused like any stale save. The master keeps what it
 * had as a version, since a variant's text replaces it.
 */
export const saveMasterData = (master: Resume, data: ResumeData) =>
  api.patch(resumePath(master.id), ResumeSchema, {
    title: master.title,
    slug: master.slug,
    visibility: master.visibility,
    data,
    updatedAt: master.updatedAt,
    versionReason: "overwrite",
  });

/** Replaces the variant's stored overrides (one taken back after it went to the master). */
export const saveVariantOverlay = (
  masterId: string,
  variantId: string,
  overlay: Overlay,
  updatedAt: string,
) => api.patch(variantPath(masterId, variantId), ResumeSchema, { overlay, updatedAt });

/** The user's choice for one flag the master's edits raised: the variant as it is then. */
export const resolveVariantFlag = (
  masterId: string,
  variantId: string,
  body: OverlayFlag & { resolution: FlagResolution; updatedAt: string },
) => api.post(`${variantPath(masterId, variantId)}/flags`, VariantSchema, body);
