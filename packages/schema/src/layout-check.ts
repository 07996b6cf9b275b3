import { z } from "zod";

/**
 * The layout checks of a printed resume (Builder → "As a machine reads it" → Layout), each deterministic on the
 * PDF as printed or on the design it was printed with.
 */
export const layoutCheckIds = [
  "pages",
  "headingAtPageEnd",
  "itemSplit",
  "smallText",
  "margins",
  "textOutsidePage",
  "contrast",
  "imageAlt",
  "contactAsText",
] as const;
export type LayoutCheckId = (typeof layoutCheckIds)[number];

/** A one-click fix: fit to a number of pages, or set one design value of the resume (a dotted path). */
export const LayoutFixSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("fit"), pages: z.number().int().min(1).max(3) }),
  z.object({
    kind: z.literal("set"),
    path: z.string(),
    value: z.union([z.boolean(), z.number(), z.string()]),
  }),
]);
export type LayoutFix = z.infer<typeof LayoutFixSchema>;

export const LayoutCheckSchema = z.object({
  id: z.enum(layoutCheckIds),
  passed: z.boolean(),
  /** What the message names: pages and the target, a size in pt, a margin in mm, a contrast ratio, texts. */
  values: z
    .object({
      pages: z.number().int().optional(),
      target: z.number().int().optional(),
      size: z.number().optional(),
      margin: z.number().optional(),
      ratio: z.number().optional(),
      items: z.array(z.string()).optional(),
    })
    .default({}),
  fix: LayoutFixSchema.optional(),
});
export type LayoutCheck = z.infer<typeof LayoutCheckSchema>;

export const LayoutCheckQuerySchema = z.object({
  pages: z.coerce.number().int().min(1).max(3).default(2).describe("The page target (1 to 3)"),
});

export const LayoutCheckResultSchema = z.object({
  pages: z.number().int(),
  target: z.number().int(),
  /** The resume version the checks are of (its `updatedAt`). */
  updatedAt: z.iso.datetime(),
  checks: z.array(LayoutCheckSchema),
});
export type LayoutCheckResult = z.infer<typeof LayoutCheckResultSchema>;
