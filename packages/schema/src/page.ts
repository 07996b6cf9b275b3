import { z } from "zod";

export const pageFormatIds = ["a4", "letter"] as const;

export const PageFormatSchema = z.enum(pageFormatIds);
export type PageFormat = z.infer<typeof PageFormatSchema>;

/**
 * Paper sizes in millimetres. Letter is the exact 8.5 × 11 in (216 × 279 mm, rounded), so PDFs
 * come out at 612 × 792 pt and printers and viewers recognise the paper.
 */
export const pageFormats = {
  a4: { width: 210, height: 297 },
  letter: { width: 215.9, height: 279.4 },
} as const satisfies Record<PageFormat, { width: number; height: number }>;
