import {
  type Basics,
  BasicsSchema,
  type CustomSection,
  CustomSectionSchema,
  createId,
  type ItemSectionKey,
  isCustomLayoutId,
  type Metadata,
  MetadataSchema,
  SectionsSchema,
  type SummarySection,
  sectionItemSchemas,
  toCustomLayoutId,
} from "@vitae/schema";
import { isRecord } from "../shared/json.ts";
import { join, Warnings } from "../shared/result.ts";
import { readBasics, readSummary, writeBasics, writeSummary, writtenBasics } from "./basics.ts";
import {
  extensionKey,
  extensionVersion,
  type ItemMapping,
  itemMappings,
  readItem,
  sameJson,
  sectionSettings,
} from "./extension.ts";
import type { Source } from "./sections.ts";

const extensionPath = `meta.${extensionKey}`;

/** `meta.vitae` as a file holds it: Vitae wrote it, but anything may have changed it since, so each part is checked. */
type Extension = Source;

/** `meta.vitae` when this version of Vitae can read it; anything else is reported and ignored. */
export const readExtension = (meta: unknown, warnings: Warnings): Extension | undefined => {
  if (!isRecord(meta) || meta[extensionKey] === undefined) return undefined;
  const extension = meta[extensionKey];
  if (isRecord(extension) && extension.version === extensionVersion) return extension;
  warnings.add(extensionPath, "Not carried over: not a Vitae extension this version of Vitae reads");
  return undefined;
};

type Restore<T> = {
  /** What the standard fields give, or null when the import refuses them. */
  base: T | null;
  /** The fields the extension adds. */
  extra: unknown;
  parse: (value: unknown) => T | undefined;
  write: (value: T) => unknown;
  /** What the file holds where `write` wrote. */
  written: unknown;
  path: string;
  /** The warnings reading the standard fields gave, which do not matter when the extension restores them. */
  own: Warnings;
  warnings: Warnings;
};

/**
 * The standard fields completed by the extension, when writing the result gives back what the file holds. When
 * another tool changed the standard fields, they win; the extension's fields that do not show in them still apply.
 */
const restore = <T extends object>(options: Restore<T>): T | null => {
  const { base, extra, parse, write, written, path, own, warnings } = options;
  const fields = isRecord(extra) ? extra : {};
  const whole = parse({ ...base, ...fields });
  if (whole !== undefined && sameJson(write(whole), written)) return whole;
  warnings.absorb(own);
  if (base === null) return null;
  if (Object.keys(fields).length > 0)
    warnings.add(path, "Changed outside Vitae: read from its JSON Resume fields");
  const unseen = Object.entries(fields).filter(([field, value]) => {
    const candidate = parse({ ...base, [field]: value });
    return candidate !== undefined && sameJson(write(candidate), write(base));
  });
  return parse({ ...base, ...Object.fromEntries(unseen) }) ?? base;
};

const parser =
  <T>(schema: { safeParse: (value: unknown) => { success: boolean; data?: T } }) =>
  (value: unknown): T | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };

const sectionExtension = (extension: Extension | undefined, key: string): Source | undefined => {
  const sections = extension?.sections;
  const section = isRecord(sections) && Object.hasOwn(sections, key) ? sections[key] : undefined;
  return isRecord(section) ? section : undefined;
};

export const restoreBasics = (
  basics: Source,
  extension: Extension | undefined,
  warnings: Warnings,
): Basics => {
  const own = new Warnings();
  const parse = parser<Basics>(BasicsSchema);
  const base = BasicsSchema.parse(readBasics(basics, own));
  if (extension?.basics === undefined) {
    warnings.absorb(own);
    return base;
  }
  const options = {
    base,
    extra: extension.basics,
    parse,
    write: writeBasics,
    written: writtenBasics(basics),
  };
  return restore({ ...options, path: "basics", own, warnings }) ?? base;
};

export const restoreSummary = (
  basics: Source,
  extension: Extension | undefined,
  warnings: Warnings,
): SummarySection => {
  const schema = SectionsSchema.shape.summary;
  const base = schema.parse(readSummary(basics.summary));
  const extra = sectionExtension(extension, "summary");
  if (extra === undefined) return base;
  const written = typeof basics.summary === "string" ? basics.summary : "";
  const options = { base, extra, parse: parser<SummarySection>(schema), write: writeSummary, written };
  return restore({ ...options, path: "basics.summary", own: new Warnings(), warnings }) ?? base;
};

type Items = Record<ItemSectionKey, Source[]>;

/**
 * Every list section: first the items the extension lists, in their order (each a standard item it completes or
 * a hidden item it holds whole), then the standard items it does not mention, e.g. ones added in another tool.
 */
export const restoreItems = (
  lists: Map<string, unknown[]>,
  extension: Extension | undefined,
  warnings: Warnings,
): Items => {
  const taken = new Map<string, Set<number>>();
  const takenOf = (name: string) => taken.get(name) ?? taken.set(name, new Set()).get(name) ?? new Set();
  const items = {} as Items;
  for (const mapping of itemMappings) {
    const entries = sectionExtension(extension, mapping.key)?.items;
    const list = lists.get(mapping.target) ?? [];
    items[mapping.key] = Array.isArray(entries)
      ? entries.flatMap((entry: unknown, index: number): Source[] => {
          const item = restoreEntry(mapping, entry, { list, taken: takenOf(mapping.target), warnings });
          if (item === undefined)
            warnings.add(join(`${extensionPath}.sections.${mapping.key}.items`, index), "Damaged: left out");
          return item ? [item] : [];
        })
      : [];
  }
  for (const mapping of itemMappings) {
    const skip = takenOf(mapping.source);
    (lists.get(mapping.source) ?? []).forEach((entry, index) => {
      if (skip.has(index)) return;
      const path = join(mapping.source, index);
      if (!isRecord(entry)) {
        warnings.add(path, "Not an object, left out");
        return;
      }
      const item = readItem(mapping, entry, path, warnings);
      if (item !== null) items[mapping.key].push({ ...item, id: createId() });
    });
  }
  return items;
};

/** One extension entry as an item; null when it has no item (its standard one was removed), undefined if damaged. */
const restoreEntry = (
  mapping: ItemMapping,
  entry: unknown,
  context: { list: unknown[]; taken: Set<number>; warnings: Warnings },
): Source | null | undefined => {
  if (!isRecord(entry)) return undefined;
  const parse = parser<Source>(sectionItemSchemas[mapping.key]);
  if (entry.at === undefined) return parse(entry.item);
  const { list, taken, warnings } = context;
  const at = entry.at;
  // An index past the end, or one already used: the standard item was removed in another tool.
  if (typeof at !== "number" || !Number.isInteger(at) || at < 0 || at >= list.length || taken.has(at))
    return null;
  taken.add(at);
  const written = list[at];
  const path = join(mapping.target, at);
  if (!isRecord(written)) {
    warnings.add(path, "Not an object, left out");
    return null;
  }
  const own = new Warnings();
  const base = readItem(mapping, written, path, own);
  // The extension holds the item's id unless it is the one `readItem` gives.
  return restore({ base, extra: entry.item, parse, write: mapping.write, written, path, own, warnings });
};

/** The settings of a built-in section (name, visibility, columns) the extension holds, when they are valid. */
export const restoreSectionSettings = (
  key: ItemSectionKey,
  extension: Extension | undefined,
  warnings: Warnings,
): Source => {
  const extra = sectionExtension(extension, key);
  if (extra === undefined) return {};
  const settings = SectionsSchema.shape[key].safeParse({ ...extra, items: [] });
  if (settings.success) return sectionSettings(settings.data);
  warnings.add(`${extensionPath}.sections.${key}`, "Damaged: the section's settings were left out");
  return {};
};

/** The custom sections, each under its own id. */
export const restoreCustomSections = (
  extension: Extension | undefined,
  warnings: Warnings,
): Record<string, CustomSection> => {
  const sections = Array.isArray(extension?.custom) ? extension.custom : [];
  return Object.fromEntries(
    sections.flatMap((section, index) => {
      const parsed = CustomSectionSchema.safeParse(section);
      if (parsed.success) return [[parsed.data.id, parsed.data]];
      warnings.add(join(`${extensionPath}.custom`, index), "Damaged: left out");
      return [];
    }),
  );
};

/**
 * The resume's settings. The layout names exactly the custom sections there are: one left out as damaged goes, one
 * it misses goes at the end of the last page's main column.
 */
export const restoreMetadata = (
  extension: Extension | undefined,
  customIds: string[],
  warnings: Warnings,
): Metadata => {
  let metadata = MetadataSchema.safeParse(extension?.metadata ?? {}).data;
  if (metadata === undefined) {
    warnings.add(`${extensionPath}.metadata`, "Damaged: the layout and design were left out");
    metadata = MetadataSchema.parse({});
  }
  const custom = new Set(customIds.map(toCustomLayoutId));
  metadata.layout = metadata.layout.map((page) =>
    page.map((column) => column.filter((id) => !isCustomLayoutId(id) || custom.has(id))),
  );
  const placed = new Set(metadata.layout.flat(2));
  const last = metadata.layout[metadata.layout.length - 1]?.[0];
  for (const id of customIds) if (!placed.has(toCustomLayoutId(id))) last?.push(toCustomLayoutId(id));
  return metadata;
};
