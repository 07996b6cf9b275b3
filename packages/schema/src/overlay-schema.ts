import { z } from "zod";
import { LocaleSchema } from "./languages.ts";

/** The overlay's stored shape (see overlay.ts), apart so the resume's own schema can hold overlays (translations). */

/** One value the overlay sets (or, with `removed`, takes away), and a fingerprint of the base's value then. */
const FieldOverrideSchema = z.object({
  value: z.unknown().optional(),
  removed: z.literal(true).optional(),
  /**
   * `hashOfValue` of the base's value when the override was made (absent when it had none): the base changed it
   * since when they differ. A fingerprint, not the text, so an override costs its own text only.
   */
  baseHash: z.string().max(32).optional(),
});
export type FieldOverride = z.infer<typeof FieldOverrideSchema>;

/** A list of items (by id) whose membership or order differs from the base's. */
const ListOverrideSchema = z.object({
  /** The overlay's ids in its order: the base's it keeps and its own. */
  order: z.array(z.string()),
  /** Items the overlay has that the base does not, whole. */
  added: z.record(z.string(), z.record(z.string(), z.unknown())).default(() => ({})),
  /** The base's items the overlay leaves out. */
  removed: z.array(z.string()).default(() => []),
});
export type ListOverride = z.infer<typeof ListOverrideSchema>;

export const OverlaySchema = z.object({
  fields: z.record(z.string(), FieldOverrideSchema).default(() => ({})),
  lists: z.record(z.string(), ListOverrideSchema).default(() => ({})),
  /**
   * The base's item or custom section, as it was when the overlay last changed something inside it, without the
   * values the overlay sets in it: when the base drops it, it comes back from this copy and the overlay's values
   * as a detached item instead of being lost.
   */
  snapshots: z.record(z.string(), z.record(z.string(), z.unknown())).default(() => ({})),
});
export type Overlay = z.infer<typeof OverlaySchema>;

/**
 * One language of a resume: an overlay over the resume's own (source) texts holding only `fields`, at the paths
 * `translatablePaths` lists; items and their order are the source's, so nothing else is stored.
 */
export const TranslationSchema = z.object({ fields: z.record(z.string(), FieldOverrideSchema) });
export type Translation = z.infer<typeof TranslationSchema>;

/** A resume's translations by language (locale id); absent when it has none, so such a resume is unchanged. */
export const TranslationsSchema = z.partialRecord(LocaleSchema, TranslationSchema);
export type Translations = z.infer<typeof TranslationsSchema>;
