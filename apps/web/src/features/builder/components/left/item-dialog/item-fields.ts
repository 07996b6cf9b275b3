import {
  type FieldKind,
  type ItemKind,
  itemFieldsOf,
  itemKindOfRef,
  itemKinds,
  itemSchemaOfKind,
} from "@vitae/schema";
import type { z } from "zod";

/** How a field of an item is edited: by its kind in the section registry. */
export type { FieldKind };

export type ItemField = {
  /** The item's key ("company"); `url` is the link {label, href}. */
  name: string;
  kind: FieldKind;
  /** Required non-empty (the schema says "… is required"). */
  required: boolean;
  /** Takes a whole row in the two-column form. */
  wide: boolean;
};

/** Kinds whose control needs a whole row: a link (address and text), rich text, keywords, the level. */
const wideKinds: ReadonlySet<FieldKind> = new Set(["url", "richText", "keywords", "level"]);

/** Every field of each item type, in the order the dialog shows them, as the section registry describes them. */
export const itemFields = Object.fromEntries(
  itemKinds.map((kind) => [
    kind,
    itemFieldsOf(kind).map(
      (field): ItemField => ({
        name: field.name,
        kind: field.kind,
        required: field.required !== undefined,
        wide: wideKinds.has(field.kind),
      }),
    ),
  ]),
) as unknown as Record<ItemKind, readonly ItemField[]>;

/** The kind of item a section holds: its own key, or "custom" for every custom section. */
export const itemKindOf = (ref: string): ItemKind => itemKindOfRef(ref) ?? (ref as ItemKind);

/** The zod schema that validates (and fills in) an item of `kind`. */
export const itemSchemaOf = (kind: ItemKind): z.ZodObject => itemSchemaOfKind(kind);

/** A new item of `kind` with every default (empty texts, level 1, no keywords) and the given id. */
export const emptyItem = (kind: ItemKind, id: string): Record<string, unknown> => {
  const schema = itemSchemaOf(kind);
  const blank = Object.fromEntries(
    itemFields[kind]
      .filter((field) => field.kind === "text" && field.required)
      .map((field) => [field.name, "x"]),
  );
  // Parse with placeholders for the required texts, then empty them: the form starts blank, the schema's
  // defaults (level 1, visible, url {}) filled in.
  const parsed = schema.parse({ id, ...blank }) as Record<string, unknown>;
  for (const name of Object.keys(blank)) parsed[name] = "";
  return parsed;
};
