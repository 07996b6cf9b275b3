import { importMessages } from "@vitae/schema";
import { Inflate } from "fflate";
import { type DecodedText, decodeBytes } from "../shared/encoding.ts";
import { ImportError } from "../shared/result.ts";
import { compressedData, DamagedZipError, readZipDirectory, type ZipEntry } from "./zip-directory.ts";

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

/** Refusal of an archive whose records lie (sizes, offsets): nothing of it is trusted, so nothing is imported. */
export const damagedZip = (reason: string): ImportError =>
  new ImportError(
    `The zip archive is damaged (${reason}). Download the export again and import the new file.`,
  );

const isDirectory = (name: string): boolean => name.endsWith("/") || name.endsWith("\\");

/** The file name without the folders a zip tool may have wrapped around it. */
export const baseName = (name: string): string => name.split(/[/\\]/).pop() ?? name;

const isCsv = (name: string): boolean => !isDirectory(name) && name.toLowerCase().endsWith(".csv");

const checkSizes = (entries: readonly ZipEntry[], limits: ZipLimits): void => {
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

// Compressed bytes handed to the inflater at a time: deflate expands at most ~1,032 times, so one step writes
// at most ~4 MB before the size check runs again.
const inflateStep = 4 * 1024;

/**
 * An entry's bytes, held to the size the directory declares: inflated in steps, refused as damaged as soon as it
 * grows past that size (a bomb that declares a few bytes stops within one step instead of inflating to the end)
 * or when it ends short of it.
 */
const inflateEntry = (bytes: Uint8Array, entry: ZipEntry): Uint8Array => {
  const name = baseName(entry.name);
  const mismatch = () => damagedZip(`${name} does not unpack to the ${entry.originalSize} bytes it declares`);
  const compressed = compressedData(bytes, entry);
  if (entry.compression === 0) {
    if (compressed.length !== entry.originalSize) throw mismatch();
    return compressed;
  }
  if (entry.compression !== 8) throw damagedZip(`${name} uses an unknown compression method`);
  const out = new Uint8Array(entry.originalSize);
  let filled = 0;
  const inflater = new Inflate((chunk) => {
    if (filled + chunk.length > out.length) throw mismatch();
    out.set(chunk, filled);
    filled += chunk.length;
  });
  try {
    for (let at = 0; at < compressed.length || at === 0; at += inflateStep)
      inflater.push(compressed.subarray(at, at + inflateStep), at + inflateStep >= compressed.length);
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw damagedZip(`${name} cannot be unpacked`);
  }
  if (filled !== out.length) throw mismatch();
  return out;
};

/** A CSV file of the archive, unpacked and decoded only when asked for. */
export type ZipText = {
  /** Declared uncompressed bytes, known before anything is unpacked. */
  size: number;
  read: () => DecodedText;
};

/**
 * The CSV files of a zip archive, keyed by base file name as written (the first wins when two folders hold the
 * same name, compared case-insensitively). Sizes are checked from the central directory first; each file is
 * unpacked on first read, held to its declared size, and decoded by its byte order mark or content (UTF-8,
 * UTF-16, else Windows-1252).
 */
export const readZipEntries = (bytes: Uint8Array, limits: Partial<ZipLimits> = {}): Map<string, ZipText> => {
  const applied = { ...defaultZipLimits, ...limits };
  const texts = new Map<string, ZipText>();
  const entries = guarded(() =>
    readZipDirectory(bytes, {
      maxEntries: applied.maxEntries,
      onTooMany: () => tooLarge(`more than ${applied.maxEntries} files inside it.`),
    }),
  );
  if (!entries.some((entry) => !isDirectory(entry.name))) throw new ImportError(importMessages.emptyZip);
  checkSizes(entries, applied);
  const taken = new Set<string>();
  for (const entry of entries) {
    const key = baseName(entry.name).toLowerCase();
    if (!isCsv(entry.name) || taken.has(key)) continue;
    taken.add(key);
    texts.set(baseName(entry.name), {
      size: entry.originalSize,
      read: () => decodeBytes(guarded(() => inflateEntry(bytes, entry))),
    });
  }
  return texts;
};

/** Runs a zip step, turning what the directory reader throws into the import's messages. */
const guarded = <T>(step: () => T): T => {
  try {
    return step();
  } catch (error) {
    if (error instanceof ImportError) throw error;
    if (error instanceof DamagedZipError) throw damagedZip(error.message);
    throw new ImportError(importMessages.unreadableFile);
  }
};

/**
 * Every file of a zip archive unpacked, by name as written, after the same checks as above: sizes from the central
 * directory first, each file held to its declared size while it inflates. For archives read whole (a Word file).
 */
export const readZipFiles = (bytes: Uint8Array, limits: Partial<ZipLimits> = {}): Map<string, Uint8Array> => {
  const applied = { ...defaultZipLimits, ...limits };
  const entries = guarded(() =>
    readZipDirectory(bytes, {
      maxEntries: applied.maxEntries,
      onTooMany: () => tooLarge(`more than ${applied.maxEntries} files inside it.`),
    }),
  );
  checkSizes(entries, applied);
  const files = new Map<string, Uint8Array>();
  for (const entry of entries)
    if (!isDirectory(entry.name))
      files.set(
        entry.name,
        guarded(() => inflateEntry(bytes, entry)),
      );
  return files;
};
