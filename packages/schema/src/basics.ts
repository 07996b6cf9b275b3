import { z } from "zod";
import { emptyOrEmailSchema, UrlSchema } from "./primitives.ts";

export const CustomFieldSchema = z.object({
  id: z.string().min(1, "Field id is required"),
  /** An icon slug, as for profiles. */
  icon: z.string().default(""),
  name: z.string().default(""),
  value: z.string().default(""),
});
export type CustomField = z.infer<typeof CustomFieldSchema>;

/** The picture's aspect ratios and corners the builder offers as presets. */
export const pictureAspectRatioPresets = { square: 1, portrait: 0.75, horizontal: 1.33 } as const;
export const pictureBorderRadiusPresets = { square: 0, rounded: 6, circle: 9999 } as const;

export const PictureSchema = z.object({
  /** Where the picture lives: an uploaded image's address or any image URL; empty when there is none. */
  url: z.string().default(""),
  /** Width in px. */
  size: z.number().min(0, "Size cannot be negative").default(64),
  aspectRatio: z
    .number()
    .min(0.1, "Aspect ratio must be between 0.1 and 2")
    .max(2, "Aspect ratio must be between 0.1 and 2")
    .default(1),
  borderRadius: z
    .number()
    .min(0, "Border radius must be between 0 and 9999")
    .max(9999, "Border radius must be between 0 and 9999")
    .default(0),
  effects: z
    .object({
      hidden: z.boolean().default(false),
      border: z.boolean().default(false),
      grayscale: z.boolean().default(false),
    })
    .prefault({}),
});
export type Picture = z.infer<typeof PictureSchema>;

export const BasicsSchema = z.object({
  name: z.string().default(""),
  headline: z.string().default(""),
  email: emptyOrEmailSchema.default(""),
  phone: z.string().default(""),
  location: z.string().default(""),
  url: UrlSchema.prefault({}),
  customFields: z.array(CustomFieldSchema).default(() => []),
  picture: PictureSchema.prefault({}),
});
export type Basics = z.infer<typeof BasicsSchema>;
