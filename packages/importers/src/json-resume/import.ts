import { type ItemSectionKey, itemSectionKeys, type ResumeDataInput } from "@vitae/schema";
import { asList, mapItems } from "../shared/items.ts";
import { type ImportInput, isRecord, parseJsonObject } from "../shared/json.ts";
import {
  type CustomSectionDraft,
  finish,
  type ImportResult,
  isEmptyValue,
  Warnings,
} from "../shared/result.ts";
import { extensionKey, itemMappings, readItem } from "./extension.ts";
import {
  readExtension,
  restoreBasics,
  restoreCustomSections,
  restoreItems,
  restoreMetadata,
  restoreSectionSettings,
  restoreSummary,
} from "./restore.ts";
import type { Source } from "./sections.ts";
import { aliasOf, customSectionOf } from "./top-level.ts";

/** `meta` keys that describe the file (its schema version, where it lives, when it changed), not the person. */
const fileMetaKeys = ["version", "canonical", "lastModified", extensionKey];

/** The lists the import reads, each under the name a mapping gives as its source (`work`, `basics.profiles`, …). */
const readLists = (source: Source, warnings: Warnings): Map<string, unknown[]> => {
  const lists = new Map<string, unknown[]>();
  for (const { source: name } of itemMappings) {
    if (lists.has(name)) continue;
    const [parent, key] = name.includes(".") ? name.split(".") : [undefined, name];
    const holder = parent === undefined ? source : source[parent];
    const value =
      isRecord(holder) && key !== undefined && Object.hasOwn(holder, key) ? holder[key] : undefined;
    lists.set(name, asList(value, name, warnings));
  }
  return lists;
};

/**
 * Top-level keys beyond `basics`, the lists and the file's own keys: a common other name of a list adds to it
 * (`experience` to `work`), anything else that holds text or objects becomes a custom section; each is reported.
 */
const readOtherKeys = (source: Source, items: Record<ItemSectionKey, Source[]>, warnings: Warnings) => {
  const known = new Set(["$schema", "meta", "basics", ...itemMappings.map((mapping) => mapping.source)]);
  const drafts: CustomSectionDraft[] = [];
  for (const [key, value] of Object.entries(source)) {
    if (known.has(key)) continue;
    const alias = aliasOf(key, value);
    const mapping = itemMappings.find((candidate) => candidate.source === alias);
    if (mapping === undefined) {
      drafts.push(...customSectionOf(key, value, warnings));
      continue;
    }
    items[mapping.key].push(
      ...mapItems(value, key, warnings, (item, path) => readItem(mapping, item, path, warnings)),
    );
    warnings.add(key, `Not a JSON Resume section name: read as "${alias}"`);
  }
  return drafts;
};

const reportMeta = (meta: unknown, warnings: Warnings): void => {
  if (isRecord(meta)) warnings.unknownKeys("meta", meta, fileMetaKeys);
  else if (!isEmptyValue(meta)) warnings.add("meta", "Not carried over: Vitae has no field for it");
};

/**
 * JSON Resume v1.0.0 (and the older shapes still in the wild) to Vitae resume data. A file Vitae exported carries
 * `meta.vitae`, which completes the standard fields with everything else the resume had.
 */
export const convertJsonResume = (input: ImportInput): ImportResult => {
  const source = parseJsonObject(input);
  const warnings = new Warnings();
  const basics = isRecord(source.basics) ? source.basics : {};
  const extension = readExtension(source.meta, warnings);
  const restoredBasics = restoreBasics(basics, extension, warnings);
  const summary = restoreSummary(basics, extension, warnings);
  const items = restoreItems(readLists(source, warnings), extension, warnings);
  const drafts = readOtherKeys(source, items, warnings);
  reportMeta(source.meta, warnings);
  const custom = restoreCustomSections(extension, warnings);
  const data: ResumeDataInput = {
    basics: restoredBasics,
    sections: {
      summary,
      ...Object.fromEntries(
        itemSectionKeys.map((key) => [
          key,
          { ...restoreSectionSettings(key, extension, warnings), items: items[key] },
        ]),
      ),
      custom,
    },
    ...(extension === undefined
      ? {}
      : { metadata: restoreMetadata(extension, Object.keys(custom), warnings) }),
  };
  return finish(data, warnings, drafts);
};
