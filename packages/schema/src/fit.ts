import { z } from "zod";

/** "Fit to N pages" offers one to three pages. */
export const fitPageCounts = [1, 2, 3] as const;

export const FitRequestSchema = z.strictObject({
  pages: z
    .number()
    .int("Pages must be 1, 2 or 3")
    .min(1, "Pages must be 1, 2 or 3")
    .max(3, "Pages must be 1, 2 or 3"),
});
export type FitRequest = z.infer<typeof FitRequestSchema>;

/**
 * The settings fitting may change, in the order it changes them: the space between sections and items
 * (`spacing`, in percent of the template's own), the line height, the page margin (mm), the font size (pt).
 */
export const fitSettings = ["spacing", "lineHeight", "margin", "fontSize"] as const;
export type FitSetting = (typeof fitSettings)[number];

/** One setting fitting changed, from and to, in the unit the person reads it in (%, ratio, mm, pt). */
export const FitChangeSchema = z.object({
  setting: z.enum(fitSettings),
  from: z.number(),
  to: z.number(),
});
export type FitChange = z.infer<typeof FitChangeSchema>;

/** A section by its layout id (`experience`, `custom.<id>`), its printed name and height in lines. */
export const FitSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  lines: z.number().int().min(0),
});
export type FitSection = z.infer<typeof FitSectionSchema>;

/** What is left over when even the tightest readable settings do not fit: lines beyond the target, the longest sections. */
export const FitLeftoverSchema = z.object({
  /** Pages at the tightest settings. */
  pages: z.number().int().min(0),
  lines: z.number().int().min(1),
  longestSections: z.array(FitSectionSchema),
});
export type FitLeftover = z.infer<typeof FitLeftoverSchema>;

/** `POST /api/resume/{id}/fit`: what changed (empty when it already fitted) and the pages it now has. */
export const FitResponseSchema = z.object({
  changes: z.array(FitChangeSchema),
  pages: z.number().int().min(1),
  /** The saved resume's `updatedAt`, for the next save. */
  updatedAt: z.string(),
});
export type FitResponse = z.infer<typeof FitResponseSchema>;
