import {
  BasicsSchema,
  type ItemSectionKey,
  MetadataSchema,
  type ResumeData,
  SectionsSchema,
  sectionItemSchemas,
} from "@vitae/schema";
import { Warnings } from "../shared/result.ts";
import { readBasics, readSummary, writeBasics, writeSummary } from "./basics.ts";
import { type JsonObject, type Source, sectionMappings } from "./sections.ts";

/**
 * Vitae keeps what JSON Resume has no place for under `meta.vitae`: `meta` is the format's open object for tools,
 * so the file stays valid and other readers skip it. Each part is what Vitae's own import of the standard fields
 * would get wrong, so the file stays small and a standard field edited in another tool still wins:
 *
 * - `basics`: the basics fields the standard ones do not give back (custom fields, picture settings, link text);
 * - `sections.<key>`: a section's own name, visibility, columns and page-break settings where they differ from a
 *   new resume's, and its `items` in order, each `{ at, item }`: `at` is the index of the item in the standard list
 *   it was written to, `item` the fields the import of that entry does not give back (always the id). A hidden
 *   item has no `at`: `item` is the whole item;
 * - `custom`: the custom sections, whole; `metadata`: the settings that differ from a new resume's.
 */
export type VitaeExtension = {
  version: typeof extensionVersion;
  basics?: JsonObject;
  sections?: Record<string, JsonObject>;
  custom?: JsonObject[];
  metadata?: JsonObject;
};

export type ExtensionEntry = { at?: number; item?: JsonObject };

export const extensionKey = "vitae";
export const extensionVersion = 1;

/** Two JSON values alike, whatever the order of their keys. */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => Object.hasOwn(b, key) && sameJson((a as Source)[key], (b as Source)[key]))
  );
};

/** The fields of `value` that `base` lacks or holds otherwise; undefined when there are none. */
export const difference = (value: object, base: object | null): JsonObject | undefined => {
  const fields = Object.entries(value).filter(
    ([key, field]) => base === null || !Object.hasOwn(base, key) || !sameJson(field, (base as Source)[key]),
  );
  return fields.length === 0 ? undefined : Object.fromEntries(fields);
};

/** A mapping with its section's item type erased, for code that treats every section alike. */
export type ItemMapping = {
  key: ItemSectionKey;
  target: string;
  source: string;
  read: (item: Source, path: string, warnings: Warnings) => object | null;
  write: (item: object) => JsonObject;
};

// Each mapping only ever sees items of its own section, which the schemas guarantee before `write` is called.
export const itemMappings = sectionMappings as unknown as readonly ItemMapping[];

/** The id an item read from the standard fields has until the extension gives it its own. */
const readId = "-";

/** What Vitae's import makes of one standard item: the whole, valid Vitae item, or null when it refuses it. */
export const readItem = (
  mapping: ItemMapping,
  written: Source,
  path: string,
  warnings: Warnings,
): Source | null => {
  const read = mapping.read(written, path, warnings);
  if (read === null) return null;
  const parsed = sectionItemSchemas[mapping.key].safeParse({ id: readId, ...read });
  return parsed.success ? (parsed.data as Source) : null;
};

type SectionSettings = {
  id: string;
  name: string;
  visible: boolean;
  columns: number;
  pageBreakBefore: boolean;
  keepTogether: boolean;
};

/** What a section holds beside its items: its id, name, visibility, columns and page-break settings. */
export const sectionSettings = ({
  id,
  name,
  visible,
  columns,
  pageBreakBefore,
  keepTogether,
}: SectionSettings): SectionSettings => ({ id, name, visible, columns, pageBreakBefore, keepTogether });

const newSections = SectionsSchema.parse({});
const newMetadata = MetadataSchema.parse({});

// ---- Export -------------------------------------------------------------------------------------------------------

/**
 * The resume's standard lists (keyed by where they go: `work`, `basics.profiles`, …) and the extension that
 * completes them.
 */
export const writeResume = (data: ResumeData) => {
  const lists = new Map<string, JsonObject[]>();
  const sections: Record<string, JsonObject> = {};
  for (const mapping of itemMappings) {
    const section = data.sections[mapping.key];
    const list = lists.get(mapping.target) ?? [];
    lists.set(mapping.target, list);
    const items = section.items.map((item): ExtensionEntry => {
      if (!section.visible || !item.visible) return { item };
      const written = mapping.write(item);
      const at = list.push(written) - 1;
      const extra = difference(item, readItem(mapping, written, "", new Warnings()));
      return extra === undefined ? { at } : { at, item: extra };
    });
    const settings = difference(sectionSettings(section), sectionSettings(newSections[mapping.key]));
    if (settings !== undefined || items.length > 0)
      sections[mapping.key] = { ...settings, ...(items.length > 0 ? { items } : {}) };
  }
  const summary = data.sections.summary;
  const summaryExtra = difference(
    summary,
    SectionsSchema.shape.summary.parse(readSummary(writeSummary(summary))),
  );
  if (summaryExtra !== undefined) sections.summary = summaryExtra;

  const basicsExtra = difference(
    data.basics,
    BasicsSchema.parse(readBasics(writeBasics(data.basics), new Warnings())),
  );
  const metadata = difference(data.metadata, newMetadata);
  const custom = Object.values(data.sections.custom);
  const extension: VitaeExtension = {
    version: extensionVersion,
    ...(basicsExtra === undefined ? {} : { basics: basicsExtra }),
    ...(Object.keys(sections).length === 0 ? {} : { sections }),
    ...(custom.length === 0 ? {} : { custom }),
    ...(metadata === undefined ? {} : { metadata }),
  };
  return { lists, extension };
};
