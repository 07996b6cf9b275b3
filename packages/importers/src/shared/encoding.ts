/** The encodings a resume file is read in; anything that is not one of the others is read as Windows-1252. */
export type TextEncodingName = "UTF-8" | "UTF-16LE" | "UTF-16BE" | "Windows-1252";

export type DecodedText = { text: string; encoding: TextEncodingName };

// The package compiles without DOM or Node types; TextDecoder exists in both, so its one use is typed here.
declare const TextDecoder: new (
  label: string,
  options?: { fatal?: boolean; ignoreBOM?: boolean },
) => { decode(input: Uint8Array): string };

// Windows-1252's 0x80–0x9F (the WHATWG index; its five unassigned bytes stay the C1 code point they name).
const windows1252High = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/**
 * Windows-1252 by its table: Node's TextDecoder drops 0x80–0x9F for this label (curly quotes, €, …) where
 * browsers map them, so the result would differ between the tests and the page.
 */
const decodeWindows1252 = (bytes: Uint8Array): string => {
  let text = "";
  for (let start = 0; start < bytes.length; start += 8192) {
    const codes = Array.from(bytes.subarray(start, start + 8192), (byte) =>
      byte >= 0x80 && byte <= 0x9f ? windows1252High.charCodeAt(byte - 0x80) : byte,
    );
    text += String.fromCharCode(...codes);
  }
  return text;
};

const decoderLabels = { "UTF-8": "utf-8", "UTF-16LE": "utf-16le", "UTF-16BE": "utf-16be" } as const;

const decode = (bytes: Uint8Array, encoding: TextEncodingName, fatal = false): string =>
  encoding === "Windows-1252"
    ? decodeWindows1252(bytes)
    : new TextDecoder(decoderLabels[encoding], { fatal, ignoreBOM: true }).decode(bytes);

const startsWith = (bytes: Uint8Array, ...prefix: number[]): boolean =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * UTF-16 without a byte order mark, from where its NULs fall: text that is mostly Latin letters, digits and
 * punctuation (a CSV's header, JSON's braces and keys) has a NUL in every other byte, which no UTF-8 or
 * Windows-1252 text has.
 */
const sniffUtf16 = (bytes: Uint8Array): TextEncodingName | undefined => {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096) & ~1);
  if (sample.length < 4) return undefined;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) evenNuls += 1;
    if (sample[index + 1] === 0) oddNuls += 1;
  }
  const pairs = sample.length / 2;
  if (oddNuls >= pairs * 0.4 && evenNuls <= pairs * 0.05) return "UTF-16LE";
  if (evenNuls >= pairs * 0.4 && oddNuls <= pairs * 0.05) return "UTF-16BE";
  return undefined;
};

/**
 * A file's bytes as text: by its byte order mark when it has one (UTF-8, UTF-16LE, UTF-16BE), as UTF-16 when its
 * NULs say so, as UTF-8 when it is valid UTF-8, and otherwise as Windows-1252, the superset of Latin-1 that
 * Excel and older Windows tools write. The mark is dropped.
 */
export const decodeBytes = (bytes: Uint8Array): DecodedText => {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf))
    return { text: decode(bytes.subarray(3), "UTF-8"), encoding: "UTF-8" };
  if (startsWith(bytes, 0xff, 0xfe))
    return { text: decode(bytes.subarray(2), "UTF-16LE"), encoding: "UTF-16LE" };
  if (startsWith(bytes, 0xfe, 0xff))
    return { text: decode(bytes.subarray(2), "UTF-16BE"), encoding: "UTF-16BE" };
  const utf16 = sniffUtf16(bytes);
  if (utf16 !== undefined) return { text: decode(bytes, utf16), encoding: utf16 };
  try {
    return { text: decode(bytes, "UTF-8", true), encoding: "UTF-8" };
  } catch {
    return { text: decode(bytes, "Windows-1252"), encoding: "Windows-1252" };
  }
};

const encodingNames: Record<TextEncodingName, string> = {
  "UTF-8": "UTF-8",
  "UTF-16LE": "UTF-16 (little-endian)",
  "UTF-16BE": "UTF-16 (big-endian)",
  "Windows-1252": "Windows-1252 (Western European, Latin-1)",
};

/** The warning that says which encoding was assumed, for any file not in UTF-8 (undefined for UTF-8). */
export const encodingNote = (encoding: TextEncodingName): string | undefined =>
  encoding === "UTF-8"
    ? undefined
    : encoding === "Windows-1252"
      ? `Read as ${encodingNames[encoding]}: the file is not valid UTF-8. Check accented letters and symbols.`
      : `Read as ${encodingNames[encoding]}`;
