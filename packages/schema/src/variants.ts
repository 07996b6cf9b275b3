import { z } from "zod";
import { OverlayFlagSchema, OverlaySchema, overlayFlagKinds } from "./overlay.ts";
import { FlagResolutionSchema } from "./overlay-flags.ts";
import { isoDateTimeSchema } from "./primitives.ts";
import { ResumeSchema, titleSchema } from "./resume.ts";

export * from "./overlay-flags.ts";

/** Body of `POST /api/resume/{id}/variants`: "Tailor for a job". */
export const CreateVariantInputSchema = z
  .object({
    name: titleSchema.pipe(z.string().max(100, "At most 100 characters")).describe("The variant's title"),
    jobDescription: z
      .string()
      .trim()
      .max(50_000, "At most 50,000 characters")
      .default("")
      .describe("The job it is tailored for; kept as the variant's job description for the match"),
  })
  .meta({ examples: [{ name: "Quillpay – Staff Engineer", jobDescription: "Go, PostgreSQL, Kafka" }] });
export type CreateVariantInput = z.infer<typeof CreateVariantInputSchema>;

/** A variant as its master lists it: how much it overrides and what changed under it. */
export const VariantSummarySchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  slug: z.string(),
  variantOf: z.string().min(1),
  updatedAt: isoDateTimeSchema,
  overrides: z.number().int().min(0).describe("How many fields and lists it overrides"),
  flags: z
    .array(OverlayFlagSchema)
    .describe("Overrides whose master item is gone (detached) or changed (stale)"),
});
export type VariantSummary = z.infer<typeof VariantSummarySchema>;

/** A variant whole: the merged resume, the overlay it stores and what applying it found. */
export const VariantSchema = z.object({
  resume: ResumeSchema,
  overlay: OverlaySchema,
  flags: z.array(OverlayFlagSchema),
});
export type Variant = z.infer<typeof VariantSchema>;

/** Body of `PATCH /api/resume/{id}/variants/{variantId}`: the overlay to store, refused when stale like a save. */
export const UpdateVariantOverlayInputSchema = z.object({
  overlay: OverlaySchema,
  updatedAt: isoDateTimeSchema,
});
export type UpdateVariantOverlayInput = z.infer<typeof UpdateVariantOverlayInputSchema>;

/** Body of `POST /api/resume/{id}/variants/{variantId}/flags`: the user's choice for one flag. */
export const ResolveVariantFlagInputSchema = z
  .object({
    path: z.string().min(1).max(2000).describe("The flag's path, as the variant lists it"),
    kind: z.enum(overlayFlagKinds).describe("The flag's kind, as the variant lists it"),
    resolution: FlagResolutionSchema.describe(
      "`keep`: a detached item becomes the variant's own, a stale text stays as the variant's; " +
        "`drop`: the detached item leaves the variant, a stale or orphaned override follows the master again",
    ),
    updatedAt: isoDateTimeSchema.describe(
      "The variant's updatedAt as last seen (it moves with its master's)",
    ),
  })
  .meta({
    examples: [
      {
        path: "sections.experience.items.k3vbq8ch0e4mz1x2y7w5n6pa",
        kind: "detached",
        resolution: "keep",
        updatedAt: "2026-03-01T09:30:00.000Z",
      },
    ],
  });
export type ResolveVariantFlagInput = z.infer<typeof ResolveVariantFlagInputSchema>;
