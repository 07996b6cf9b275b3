import { z } from "zod";
import { requiredString, UrlSchema } from "./primitives.ts";

/**
 * What a field of an item holds, which decides how it is edited, printed, cleaned and exported: a line of plain
 * text, editor HTML, a free-text date, a `{ label, href }` link, a 0–5 level, a list of keywords or an icon slug.
 */
export const fieldKinds = ["text", "richText", "date", "url", "level", "keywords", "icon"] as const;
export type FieldKind = (typeof fieldKinds)[number];

/**
 * Where an item's heading shows a field: its title, the subtitle under it, the date line, the location beside the
 * date, or the further meta values after them (an education's score). A field with no place is shown in the
 * item's body, as its kind says (the link, the summary, keywords, the level, the title's icon).
 */
export const fieldPlaces = ["title", "subtitle", "date", "location", "meta"] as const;
export type FieldPlace = (typeof fieldPlaces)[number];

/** One field of an item: its kind, the zod schema that parses it, and how the product treats it. */
export type ItemField<S extends z.ZodType = z.ZodType> = {
  readonly kind: FieldKind;
  readonly schema: S;
  /** The field's English name in the schema's "… is required" message; absent when the field may stay empty. */
  readonly required?: string;
  /** Words a translation of the resume changes (a position, a summary); names, codes and links it keeps. */
  readonly translatable: boolean;
  readonly place?: FieldPlace;
};

type Options = { translatable: boolean; place?: FieldPlace };

export const levelSchema = z
  .number()
  .int("Level must be a whole number")
  .min(0, "Level must be between 0 and 5")
  .max(5, "Level must be between 0 and 5");

/** A line of plain text, empty by default; the templates escape it. */
export const text = (options: Options) => ({
  kind: "text" as const,
  schema: z.string().default(""),
  ...options,
});

/** A line of plain text that must not be empty: "<label> is required" otherwise. */
export const requiredText = (label: string, options: Options) => ({
  kind: "text" as const,
  schema: requiredString(label),
  required: label,
  ...options,
});

/** Rich text from the editor: an HTML string, empty by default, always translatable. */
export const richText = () => ({
  kind: "richText" as const,
  schema: z.string().default(""),
  translatable: true,
});

/** A free-text date or range ("Jan 2020 – Present") on the item's date line; its words are translated. */
export const date = () => ({
  kind: "date" as const,
  schema: z.string().default(""),
  translatable: true,
  place: "date" as const,
});

/** The item's link: every item has one. */
export const link = () => ({ kind: "url" as const, schema: UrlSchema.prefault({}), translatable: false });

/** A 0–5 level, 1 by default. */
export const level = () => ({ kind: "level" as const, schema: levelSchema.default(1), translatable: false });

export const keywords = () => ({
  kind: "keywords" as const,
  schema: z.array(z.string()).default(() => []),
  translatable: true,
});

/** An icon slug from the public icon set, e.g. "github" or "linkedin". */
export const icon = () => ({ kind: "icon" as const, schema: z.string().default(""), translatable: false });

/** The fields of one item type, in the order the item dialog shows them; every item has a link. */
export type ItemFields = { readonly url: ItemField<ReturnType<typeof link>["schema"]> } & {
  readonly [name: string]: ItemField;
};

/**
 * Fields every item has besides its own: a non-empty id, a visibility flag and whether the printed item must
 * stay on one page (short items are kept together anyway; this asks it of a long one too).
 */
const itemBaseShape = {
  id: z.string().min(1, "Item id is required"),
  visible: z.boolean().default(true),
  keepTogether: z.boolean().default(false),
};

type ShapeOf<F extends ItemFields> = { -readonly [K in keyof F]: F[K]["schema"] };

/** The zod schema of an item with these fields: id, visible and the link first, then the rest in order. */
export const itemSchemaOf = <F extends ItemFields>(fields: F) => {
  const { url, ...rest } = fields;
  const shape = Object.fromEntries([
    ["url", url.schema],
    ...Object.entries(rest).map(([name, field]) => [name, field.schema]),
  ]);
  return z.object({ ...itemBaseShape, ...(shape as ShapeOf<F>) });
};
