import { z } from "zod";

/** The ten fonts offered first in the typography panel, in order. */
export const quickPickFonts = [
  "Open Sans",
  "Merriweather",
  "Roboto Condensed",
  "Playfair Display",
  "Lato",
  "Lora",
  "PT Sans",
  "PT Serif",
  "IBM Plex Sans",
  "IBM Plex Serif",
] as const;

export const fontCategories = ["sans-serif", "serif", "display", "handwriting", "monospace"] as const;

export const FontCategorySchema = z.enum(fontCategories);
export type FontCategory = z.infer<typeof FontCategorySchema>;

export const FontCatalogueEntrySchema = z.object({
  family: z.string().min(1),
  /** The family's id in Vitae's catalogue (its package name), e.g. "ibm-plex-serif". */
  id: z.string().min(1),
  category: FontCategorySchema,
  subsets: z.array(z.string()),
  variants: z.array(z.string()),
  /** Variant (e.g. "regular", "700italic") to font file address. */
  files: z.record(z.string(), z.string()),
  /** The writing systems the family covers ("latin", "cyrillic", "arabic", "japanese", …), the one it was made for first. */
  scripts: z.array(z.string()),
});
export type FontCatalogueEntry = z.infer<typeof FontCatalogueEntrySchema>;

/** What a change of font family resets the subset and variants to. */
export const defaultFontSubset = "latin";
export const defaultFontVariants = ["regular"] as const;
