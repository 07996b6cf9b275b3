import { CustomItemSchema, type ItemSectionKey, sectionItemSchemas } from "@vitae/schema";
import type { z } from "zod";
import { customIdOf } from "../../../store/section-edits";

/** How a field of an item is edited. */
export type FieldKind = "text" | "url" | "richText" | "keywords" | "level" | "icon";

export type ItemField = {
  /** The item's key ("company"); `url` is the link {label, href}. */
  name: string;
  kind: FieldKind;
  /** Required: may not be left empty. */
  required?: boolean;
  /** Takes a whole row in the two-column form. */
  wide?: boolean;
};

const text = (name: string, required = false): ItemField => ({ name, kind: "text", required });
const url: ItemField = { name: "url", kind: "url", wide: true };
const summary: ItemField = { name: "summary", kind: "richText", wide: true };
const keywords: ItemField = { name: "keywords", kind: "keywords", wide: true };
const level: ItemField = { name: "level", kind: "level", wide: true };

/** Every field of each item type (every item also has a link), in the order the dialog shows them. */
export const itemFields: Record<ItemSectionKey | "custom", ItemField[]> = {
  education: [
    text("institution", true),
    text("studyType"),
    text("area"),
    text("score"),
    text("date"),
    url,
    summary,
  ],
  experience: [text("company", true), text("position"), text("location"), text("date"), url, summary],
  internship: [text("company", true), text("position"), text("location"), text("date"), url, summary],
  projects: [text("name", true), text("description"), text("date"), text("location"), url, summary, keywords],
  certifications: [text("name", true), text("issuer"), text("date"), url, summary],
  languages: [text("name"), text("description"), level, url],
  skills: [text("name"), text("description"), level, keywords, url],
  profiles: [text("network", true), text("username", true), { name: "icon", kind: "icon" }, url],
  awards: [text("title", true), text("awarder"), text("date"), url, summary],
  interests: [text("name", true), keywords, url],
  publications: [text("name", true), text("publisher"), text("date"), url, summary],
  volunteer: [text("organization", true), text("position"), text("location"), text("date"), url, summary],
  references: [text("name", true), text("description"), url, summary],
  custom: [text("name"), text("description"), text("date"), text("location"), url, summary, keywords],
};

/** The kind of item a section holds: its own key, or "custom" for every custom section. */
export const itemKindOf = (ref: string): ItemSectionKey | "custom" =>
  customIdOf(ref) !== null ? "custom" : (ref as ItemSectionKey);

/** The zod schema that validates (and fills in) an item of `kind`. */
export const itemSchemaOf = (kind: ItemSectionKey | "custom"): z.ZodObject =>
  (kind === "custom" ? CustomItemSchema : sectionItemSchemas[kind]) as unknown as z.ZodObject;

/** A new item of `kind` with every default (empty texts, level 1, no keywords) and the given id. */
export const emptyItem = (kind: ItemSectionKey | "custom", id: string): Record<string, unknown> => {
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
