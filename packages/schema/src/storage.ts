import { z } from "zod";

/** Picture types accepted by `PUT /api/storage/image` (recognised by content, not by name or header). */
export const uploadImageTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;

/** Answer of `PUT /api/storage/image`: `data` is the absolute URL of the stored, re-encoded picture. */
export const UploadImageResultSchema = z.object({ data: z.url() });
export type UploadImageResult = z.infer<typeof UploadImageResultSchema>;

/** `GET /api/icons/:slug`: a brand icon's SVG path (24×24 view box), its slug and its title. */
export const BrandIconSchema = z.object({ slug: z.string(), title: z.string(), path: z.string() });
export type BrandIconAnswer = z.infer<typeof BrandIconSchema>;
