import { z } from "zod";
import { defaultFontSubset, defaultFontVariants } from "./fonts.ts";
import { LocaleSchema } from "./languages.ts";
import { cloneLayout, defaultLayout, LayoutSchema } from "./layout-schema.ts";
import { defaultLocale } from "./locales.ts";
import { PageFormatSchema } from "./page.ts";
import { hexColorSchema } from "./primitives.ts";
import { TemplateIdSchema } from "./template.ts";

/**
 * Starting custom CSS: an outline around every section, handy while adjusting a layout (off by default).
 * Templates put `data-section="<id>"` on each section's root element (`custom.{id}` for custom sections),
 * so user CSS can target `[data-section]` or one section, e.g. `[data-section="experience"]`.
 */
export const defaultCss = `[data-section] {
  outline: 1px solid #000;
  outline-offset: 4px;
}
`;

export const marginSchema = z
  .number()
  .min(0, "Margin must be between 0 and 48")
  .max(48, "Margin must be between 0 and 48");
export const fontSizeSchema = z
  .number()
  .min(5, "Font size must be between 5 and 18")
  .max(18, "Font size must be between 5 and 18");
export const lineHeightSchema = z
  .number()
  .min(0, "Line height must be between 0 and 3")
  .max(3, "Line height must be between 0 and 3");

export const spacingSchema = z
  .number()
  .min(0.5, "Spacing must be between 0.5 and 1.5")
  .max(1.5, "Spacing must be between 0.5 and 1.5");

export const CssSchema = z.object({
  value: z.string().default(defaultCss),
  visible: z.boolean().default(false),
});

export const PageSettingsSchema = z.object({
  /** In px (CSS pixels, as the builder's slider shows). */
  margin: marginSchema.default(18),
  /** Scales the space between sections and items (1: the template's own), e.g. 0.8 when fitted to fewer pages. */
  spacing: spacingSchema.default(1),
  format: PageFormatSchema.default("a4"),
  options: z
    .object({
      breakLine: z.boolean().default(true),
      pageNumbers: z.boolean().default(true),
    })
    .prefault({}),
});

export const ThemeSchema = z.object({
  background: hexColorSchema.default("#ffffff"),
  text: hexColorSchema.default("#000000"),
  primary: hexColorSchema.default("#dc2626"),
});

export const FontSchema = z.object({
  family: z.string().min(1, "Font family is required").default("IBM Plex Serif"),
  subset: z.string().default(defaultFontSubset),
  variants: z.array(z.string()).default(() => [...defaultFontVariants]),
  /** In px. */
  size: fontSizeSchema.default(14),
});

export const TypographySchema = z.object({
  font: FontSchema.prefault({}),
  lineHeight: lineHeightSchema.default(1.5),
  hideIcons: z.boolean().default(true),
  underlineLinks: z.boolean().default(true),
  /**
   * Soft hyphens in long words of the printed text, by the resume's language (none for a language without
   * hyphenation patterns). Off by default; the stored text never holds them.
   */
  hyphenate: z.boolean().default(false),
});

export const MetadataSchema = z.object({
  template: TemplateIdSchema.default("rhyhorn"),
  layout: LayoutSchema.default(() => cloneLayout(defaultLayout)),
  css: CssSchema.prefault({}),
  page: PageSettingsSchema.prefault({}),
  theme: ThemeSchema.prefault({}),
  typography: TypographySchema.prefault({}),
  /** The printed PDF carries the resume's Vitae data as an attached file, so importing the PDF restores it. */
  attachResumeData: z.boolean().default(true),
  /** Private notes, never rendered. */
  notes: z.string().default(""),
  /** The resume's language: its printed words ("Present", the page footer) and its direction follow it. */
  locale: LocaleSchema.default(defaultLocale),
});
export type Metadata = z.infer<typeof MetadataSchema>;
