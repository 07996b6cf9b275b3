import { z } from "zod";

export const pageFormatIds = ["a4", "letter"] as const;

export const PageFormatSchema = z.enum(pageFormatIds);
export type PageFormat = z.infer<typeof PageFormatSchema>;

/** Paper sizes in millimetres. */
export const pageFormats = {
  a4: { width: 210, height: 297 },
  letter: { width: 216, height: 279 },
} as const satisfies Record<PageFormat, { width: number; height: number }>;
