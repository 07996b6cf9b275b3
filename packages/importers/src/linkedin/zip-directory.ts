import { decodeBytes } from "../shared/encoding.ts";

/** One file of a zip archive as its central directory describes it. */
export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated; others are not read. */
  compression: number;
  /** Declared compressed bytes. */
  size: number;
  /** Declared uncompressed bytes. */
  originalSize: number;
  /** Where the entry's local header starts. */
  localOffset: number;
};

/** The bytes are not a zip archive at all (no end-of-directory record). */
export class NotAZipError extends Error {
  override readonly name = "NotAZipError";
}

/** The archive's records point outside it or contradict each other. */
export class DamagedZipError extends Error {
  override readonly name = "DamagedZipError";
}

const endOfDirectory = 0x06054b50;
const zip64Locator = 0x07064b50;
const zip64EndOfDirectory = 0x06064b50;
const directoryEntry = 0x02014b50;
const localHeader = 0x04034b50;
const zip64Extra = 0x0001;
const unknown32 = 0xffffffff;

/** Little-endian reads that refuse to leave the archive. */
class Reader {
  private readonly view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  private check(at: number, length: number): void {
    if (at < 0 || at + length > this.bytes.length)
      throw new DamagedZipError("a record points outside the archive");
  }

  u16(at: number): number {
    this.check(at, 2);
    return this.view.getUint16(at, true);
  }

  u32(at: number): number {
    this.check(at, 4);
    return this.view.getUint32(at, true);
  }

  u64(at: number): number {
    return this.u32(at) + this.u32(at + 4) * 2 ** 32;
  }

  slice(at: number, length: number): Uint8Array {
    this.check(at, length);
    return this.bytes.subarray(at, at + length);
  }
}

const findEndOfDirectory = (reader: Reader): number => {
  const last = reader.bytes.length - 22;
  // The record is the last thing in the file, followed only by a comment of at most 65,535 bytes.
  for (let at = last; at >= 0 && at >= last - 0xffff; at -= 1) {
    if (reader.u32(at) === endOfDirectory) return at;
  }
  throw new NotAZipError("no end-of-directory record");
};

/** Entry count and directory offset, from the Zip64 record when the classic one says to look there. */
const directoryStart = (reader: Reader, end: number): { count: number; offset: number } => {
  const count = reader.u16(end + 10);
  const offset = reader.u32(end + 16);
  if (end >= 20 && reader.u32(end - 20) === zip64Locator) {
    const record = reader.u64(end - 12);
    if (reader.u32(record) !== zip64EndOfDirectory) throw new DamagedZipError("a broken Zip64 record");
    return { count: reader.u64(record + 32), offset: reader.u64(record + 48) };
  }
  return { count, offset };
};

/** Sizes and offset a Zip64 extra field carries, for those the entry marks as 0xFFFFFFFF. */
const withZip64 = (reader: Reader, extraStart: number, extraLength: number, entry: ZipEntry): ZipEntry => {
  const fields = ["originalSize", "size", "localOffset"] as const;
  const needed = fields.filter((field) => entry[field] === unknown32);
  if (needed.length === 0) return entry;
  for (let at = extraStart; at + 4 <= extraStart + extraLength; ) {
    const id = reader.u16(at);
    const length = reader.u16(at + 2);
    if (id === zip64Extra) {
      const found = { ...entry };
      needed.forEach((field, index) => {
        found[field] = reader.u64(at + 4 + index * 8);
      });
      return found;
    }
    at += 4 + length;
  }
  throw new DamagedZipError("a Zip64 size without its extra field");
};

/**
 * The entries of a zip archive's central directory, stopping with `onTooMany` before reading more than `maxEntries`
 * (a forged count could make the walk itself the attack).
 */
export const readZipDirectory = (
  bytes: Uint8Array,
  { maxEntries, onTooMany }: { maxEntries: number; onTooMany: () => Error },
): ZipEntry[] => {
  const reader = new Reader(bytes);
  const { count, offset } = directoryStart(reader, findEndOfDirectory(reader));
  if (count > maxEntries) throw onTooMany();
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (reader.u32(at) !== directoryEntry) throw new DamagedZipError("the file list is broken");
    const nameLength = reader.u16(at + 28);
    const extraLength = reader.u16(at + 30);
    const commentLength = reader.u16(at + 32);
    const entry: ZipEntry = {
      name: decodeBytes(reader.slice(at + 46, nameLength)).text,
      compression: reader.u16(at + 10),
      size: reader.u32(at + 20),
      originalSize: reader.u32(at + 24),
      localOffset: reader.u32(at + 42),
    };
    entries.push(withZip64(reader, at + 46 + nameLength, extraLength, entry));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** An entry's compressed bytes, found through its local header. */
export const compressedData = (bytes: Uint8Array, entry: ZipEntry): Uint8Array => {
  const reader = new Reader(bytes);
  if (reader.u32(entry.localOffset) !== localHeader) throw new DamagedZipError(`${entry.name} has no header`);
  const start =
    entry.localOffset + 30 + reader.u16(entry.localOffset + 26) + reader.u16(entry.localOffset + 28);
  return reader.slice(start, entry.size);
};
