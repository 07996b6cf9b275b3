import { type BrandIconAnswer, BrandIconSchema } from "@vitae/schema";
import { api } from "@/lib/api-client";

/** A brand's icon by its slug ("github"); an unknown slug is a 404. */
export const getBrandIcon = (slug: string): Promise<BrandIconAnswer> =>
  api.get(`/icons/${encodeURIComponent(slug)}`, BrandIconSchema);
