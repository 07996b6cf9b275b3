import { importMessages } from "@vitae/schema";
import { strFromU8, type UnzipFileInfo, unzipSync } from "fflate";
import { ImportError } from "../shared/result.ts";

/** What a zip may declare before anything is inflated; a LinkedIn export is a few hundred KB of CSV. */
export type ZipLimits = {
  maxEntries: number;
  /** Declared uncompressed bytes of one entry. */
  maxEntrySize: number;
  /** Declared uncompressed bytes of all entries together. */
  maxTotalSize: number;
  /** Uncompressed ÷ compressed bytes, checked only for entries over `ratioFloor` (small files compress freely). */
  maxRatio: number;
  ratioFloor: number;
};

const MB = 1024 * 1024;

export const defaultZipLimits: ZipLimits = {
  maxEntries: 200,
  maxEntrySize: 20 * MB,
  maxTotalSize: 50 * MB,
  maxRatio: 100,
  ratioFloor: 1 * MB,
};

const tooLarge = (reason: string): ImportError =>
  new ImportError(`The zip archive is too large to import: ${reason}`);

const isDirectory = (name: string): boolean => name.endsWith("/") || name.endsWith("\\");

/** The file name without the folders a zip tool may have wrapped around it. */
export const baseName = (name: string): string => name.split(/[/\\]/).pop() ?? name;

const isCsv = (name: string): boolean => !isDirectory(name) && name.toLowerCase().endsWith(".csv");

/** Reads the central directory only (the filter refuses every entry), stopping early once there are too many. */
const listEntries = (bytes: Uint8Array, limits: ZipLimits): UnzipFileInfo[] => {
  const entries: UnzipFileInfo[] = [];
  unzipSync(bytes, {
    filter: (info) => {
      entries.push(info);
      // A forged entry count could make the directory walk itself the attack, so stop at the first excess.
      if (entries.length > limits.maxEntries)
        throw tooLarge(`more than ${limits.maxEntries} files inside it.`);
      return false;
    },
  });
  return entries;
};

const checkSizes = (entries: readonly UnzipFileInfo[], limits: ZipLimits): void => {
  let total = 0;
  for (const entry of entries) {
    if (entry.originalSize > limits.maxEntrySize)
      throw tooLarge(`${baseName(entry.name)} would unpack to more than ${limits.maxEntrySize / MB} MB.`);
    if (
      entry.originalSize > limits.ratioFloor &&
      entry.originalSize / Math.max(entry.size, 1) > limits.maxRatio
    )
      throw tooLarge(`${baseName(entry.name)} is compressed suspiciously well.`);
    total += entry.originalSize;
  }
  if (total > limits.maxTotalSize)
    throw tooLarge(`its files would unpack to more than ${limits.maxTotalSize / MB} MB.`);
};

/**
 * The CSV files of a zip archive, keyed by base file name as written (the first wins when two folders hold the
 * same name, compared case-insensitively), as text with any BOM removed. Sizes are checked from the central
 * directory before anything is inflated; fflate inflates into a buffer of the declared size, so an entry that
 * lies about its size is cut short rather than allowed to grow.
 */
export const readZipEntries = (bytes: Uint8Array, limits: Partial<ZipLimits> = {}): Map<string, string> => {
  const applied = { ...defaultZipLimits, ...limits };
  const wanted = new Set<string>();
  const taken = new Set<string>();
  const texts = new Map<string, string>();
  try {
    const entries = listEntries(bytes, applied);
    if (!entries.some((entry) => !isDirectory(entry.name))) throw new ImportError(importMessages.emptyZip);
    checkSizes(entries, applied);
    for (const entry of entries) {
      const key = baseName(entry.name).toLowerCase();
      if (!isCsv(entry.name) || taken.has(key)) continue;
      taken.add(key);
      wanted.add(entry.name);
    }
    const files = unzipSync(bytes, { filter: (info) => wanted.has(info.name) });
    for (const [name, data] of Object.entries(files))
      texts.set(baseName(name), strFromU8(data).replace(/^\uFEFF/, ""));
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError(importMessages.unreadableFile);
  }
  return texts;
};
