import { z } from "zod";
import {
  date,
  type FieldKind,
  type FieldPlace,
  type ItemField,
  type ItemFields,
  icon,
  itemSchemaOf,
  keywords,
  level,
  link,
  requiredText,
  richText,
  text,
} from "./item-fields.ts";
import type { ResumeCatalogue } from "./resume-locales/index.ts";
import {
  defaultCustomSectionName,
  defaultSectionNames,
  type ItemSectionKey,
  itemSectionKeys,
} from "./section-keys.ts";

/** The kind of items a list section holds: a built-in section's own, or "custom" for every custom section. */
export type ItemKind = ItemSectionKey | "custom";

export const itemKinds: readonly ItemKind[] = [...itemSectionKeys, "custom"];

/** A section's default name: its key in the resume text catalogues, and the English name a new resume gets. */
type Named = {
  /** `resumeText(locale).sections[nameKey]` is the default name in a language. */
  readonly nameKey: keyof ResumeCatalogue["sections"];
  readonly defaultName: string;
};

/**
 * Everything the product knows about one kind of list section: its items' fields (kind, translatable, place on
 * the heading, in the order the item dialog shows them) and the item schema made from them, so a field exists
 * in the schema only with its descriptor.
 */
export type ItemSectionDescriptor<
  K extends ItemKind = ItemKind,
  F extends ItemFields = ItemFields,
> = Named & {
  readonly key: K;
  readonly fields: F;
  readonly item: z.ZodObject;
};

export type SummaryDescriptor = Named & { readonly key: "summary"; readonly content: ItemField };

const section = <K extends ItemKind, F extends ItemFields>(
  key: K,
  defaultName: string,
  fields: F,
): Omit<ItemSectionDescriptor<K, F>, "item"> & { item: ReturnType<typeof itemSchemaOf<F>> } => ({
  key,
  nameKey: key,
  defaultName,
  fields,
  item: itemSchemaOf(fields),
});

/** A proper name (a company, an institution) is kept as it is in every language; a title in words is not. */
const names = { translatable: false, place: "title" } as const;
const title = { translatable: true, place: "title" } as const;
const subtitle = { translatable: true, place: "subtitle" } as const;
const nameBelow = { translatable: false, place: "subtitle" } as const;
const location = { translatable: true, place: "location" } as const;

/** The summary section: one rich text, no items. */
export const summaryDescriptor: SummaryDescriptor = {
  key: "summary",
  nameKey: "summary",
  defaultName: defaultSectionNames.summary,
  content: richText(),
};

/**
 * The registry: one descriptor per kind of list section. Adding a field to an item is one entry here (and the
 * label `builder.itemDialog.fields.<name>` in the web app's catalogues): the builder's dialog and list, the
 * templates, the server's sanitiser, the job match, the importers and the JSON Resume export read it from here.
 */
export const itemSectionRegistry = {
  education: section("education", defaultSectionNames.education, {
    institution: requiredText("Institution", names),
    studyType: text(subtitle),
    area: text(subtitle),
    score: text({ translatable: false, place: "meta" }),
    date: date(),
    url: link(),
    summary: richText(),
  }),
  experience: section("experience", defaultSectionNames.experience, {
    company: requiredText("Company", names),
    position: text(subtitle),
    location: text(location),
    date: date(),
    url: link(),
    summary: richText(),
  }),
  internship: section("internship", defaultSectionNames.internship, {
    company: requiredText("Company", names),
    position: text(subtitle),
    location: text(location),
    date: date(),
    url: link(),
    summary: richText(),
  }),
  projects: section("projects", defaultSectionNames.projects, {
    name: requiredText("Name", names),
    description: text(subtitle),
    date: date(),
    // Optional rather than empty by default: resumes saved before projects had a location parse unchanged.
    location: { ...text(location), schema: z.string().optional() },
    url: link(),
    summary: richText(),
    keywords: keywords(),
  }),
  certifications: section("certifications", defaultSectionNames.certifications, {
    name: requiredText("Name", names),
    issuer: text(nameBelow),
    date: date(),
    credentialId: text({ translatable: false, place: "meta" }),
    url: link(),
    summary: richText(),
  }),
  languages: section("languages", defaultSectionNames.languages, {
    name: text(title),
    description: text(subtitle),
    level: level(),
    url: link(),
  }),
  skills: section("skills", defaultSectionNames.skills, {
    name: text(title),
    description: text(subtitle),
    level: level(),
    keywords: keywords(),
    url: link(),
  }),
  profiles: section("profiles", defaultSectionNames.profiles, {
    network: requiredText("Network", names),
    username: requiredText("Username", nameBelow),
    icon: icon(),
    url: link(),
  }),
  awards: section("awards", defaultSectionNames.awards, {
    title: requiredText("Title", title),
    awarder: text(nameBelow),
    date: date(),
    url: link(),
    summary: richText(),
  }),
  interests: section("interests", defaultSectionNames.interests, {
    name: requiredText("Name", title),
    keywords: keywords(),
    url: link(),
  }),
  publications: section("publications", defaultSectionNames.publications, {
    name: requiredText("Name", names),
    publisher: text(nameBelow),
    date: date(),
    url: link(),
    summary: richText(),
  }),
  volunteer: section("volunteer", defaultSectionNames.volunteer, {
    organization: requiredText("Organization", names),
    position: text(subtitle),
    location: text(location),
    date: date(),
    url: link(),
    summary: richText(),
  }),
  references: section("references", defaultSectionNames.references, {
    name: requiredText("Name", names),
    description: text(subtitle),
    url: link(),
    summary: richText(),
  }),
  custom: section("custom", defaultCustomSectionName, {
    name: text(title),
    description: text(subtitle),
    date: date(),
    location: text(location),
    url: link(),
    summary: richText(),
    keywords: keywords(),
  }),
} as const satisfies { readonly [K in ItemKind]: ItemSectionDescriptor<K> };

export type ItemSectionRegistry = typeof itemSectionRegistry;

/** An item of a kind, as parsed: `ItemOf<"skills">` is a skill. */
export type ItemOf<K extends ItemKind> = z.infer<ItemSectionRegistry[K]["item"]>;

type FieldsOf<K extends ItemKind> = ItemSectionRegistry[K]["fields"];

/** The fields of an item kind its schema requires, e.g. `RequiredField<"experience">` is "company". */
export type RequiredField<K extends ItemKind> = {
  [F in keyof FieldsOf<K>]: FieldsOf<K>[F] extends { required: string } ? F : never;
}[keyof FieldsOf<K>];

/** The English name a required field goes by in its schema's message ("Company"). */
export const requiredLabel = <K extends ItemKind>(kind: K, field: RequiredField<K>): string =>
  (itemSectionRegistry[kind].fields as ItemFields)[field as string]?.required ?? String(field);

/** A field's name with its descriptor. */
export type NamedField = ItemField & { readonly name: string };

const fieldLists = Object.fromEntries(
  itemKinds.map((kind) => [
    kind,
    Object.entries(itemSectionRegistry[kind].fields as ItemFields).map(([name, field]) => ({
      ...field,
      name,
    })),
  ]),
) as unknown as Record<ItemKind, readonly NamedField[]>;

/** The fields of an item kind, in the order the item dialog shows them. */
export const itemFieldsOf = (kind: ItemKind): readonly NamedField[] => fieldLists[kind];

/** The names of an item kind's fields of the given kinds, e.g. its rich-text fields. */
export const fieldNamesOfKind = (kind: ItemKind, ...fieldKinds: FieldKind[]): string[] =>
  itemFieldsOf(kind)
    .filter((field) => fieldKinds.includes(field.kind))
    .map((field) => field.name);

/** The zod schema of an item kind. */
export const itemSchemaOfKind = (kind: ItemKind): z.ZodObject => itemSectionRegistry[kind].item;

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** An item's heading as its fields' places say: each place's non-empty values, in field order. */
export type ItemHeading = Record<FieldPlace, string[]>;

/** Reads the values an item's heading shows (title, subtitle, date line, location, meta) from the registry. */
export const itemHeading = (kind: ItemKind, item: object): ItemHeading => {
  const heading: ItemHeading = { title: [], subtitle: [], date: [], location: [], meta: [] };
  const values = item as Record<string, unknown>;
  for (const field of itemFieldsOf(kind)) {
    const value = str(values[field.name]);
    if (field.place !== undefined && value !== "") heading[field.place].push(value);
  }
  return heading;
};
