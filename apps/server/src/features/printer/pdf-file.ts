// Just enough of PDF to change a few objects of the files Chromium prints (Skia/PDF: classic cross-reference
// tables, objects written out one by one, streams compressed with Flate): read an object by its number, and append
// the changed ones as an incremental update (PDF 7.5.6) — a new version of each after `%%EOF`, with a
// cross-reference section of its own — so every byte Chromium wrote stays as it was.
import { deflateSync, inflateSync } from "node:zlib";

export type PdfObject = {
  /** The object's dictionary (or other value) as written, before any stream. */
  value: string;
  /** The stream's bytes, decompressed; undefined for an object without one. */
  stream?: Buffer;
};

export type PdfEditor = {
  /** The object with this number, or undefined (not in the table, or not readable here). */
  get(number: number): PdfObject | undefined;
  /** The trailer's dictionary as written. */
  trailer: string;
  /** A new version of an object: the value, and the stream to compress with it (its length is added). */
  set(number: number, value: string, stream?: Buffer): void;
  /** A new object, with a stream to compress when given; its number. */
  add(value: string, stream?: Buffer): number;
  /** The file with the update appended (the file itself when nothing changed); `info` names the Info dictionary. */
  save(options?: { info?: number }): Buffer;
};

const latin1 = (bytes: Buffer): string => bytes.toString("latin1");

/** The index just past the literal string `(…)` opening at `at`: escapes, and parentheses balanced inside. */
const literalEnd = (text: string, at: number): number => {
  let depth = 0;
  for (let index = at; index < text.length; index++) {
    const char = text[index];
    if (char === "\\") index++;
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return index + 1;
  }
  return text.length;
};

/**
 * The index just past the value starting at `at` in `text`: a dictionary or array (nested, with the strings in
 * it), a literal or hex string, or a plain token (a number, a name).
 */
export const valueEnd = (text: string, at: number): number => {
  let index = at;
  while (/\s/.test(text[index] ?? "")) index++;
  let depth = 0;
  do {
    const char = text[index];
    if (char === undefined) return text.length;
    if (char === "(") index = literalEnd(text, index);
    else if (char === "<" && text[index + 1] === "<") {
      depth++;
      index += 2;
    } else if (char === ">" && text[index + 1] === ">") {
      depth--;
      index += 2;
    } else if (char === "<") {
      const close = text.indexOf(">", index);
      index = close === -1 ? text.length : close + 1;
    } else if (char === "[") {
      depth++;
      index++;
    } else if (char === "]") {
      depth--;
      index++;
    } else if (depth === 0) {
      const token = /^\/?[^\s/<>[\]()]+/.exec(text.slice(index, index + 256));
      index += token?.[0].length ?? 1;
    } else index++;
  } while (depth > 0);
  return index;
};

/**
 * The cross-reference sections from the last one back through each `/Prev` (classic tables only): each object's
 * offset in its newest version, and the newest trailer. Undefined for anything else (a cross-reference stream).
 */
const crossReference = (
  pdf: Buffer,
  startxref: number,
): { offsets: Map<number, number>; trailer: string } | undefined => {
  const offsets = new Map<number, number>();
  let trailer: string | undefined;
  const visited = new Set<number>();
  for (let at: number | undefined = startxref; at !== undefined; ) {
    if (visited.has(at) || at >= pdf.length) return undefined;
    visited.add(at);
    const section = latin1(pdf.subarray(at, Math.min(pdf.length, at + 32)));
    if (!section.startsWith("xref")) return undefined;
    let position = at + "xref".length;
    for (;;) {
      const header = /^\s*(\d+)\s+(\d+)[ \t]*\r?\n/.exec(latin1(pdf.subarray(position, position + 40)));
      if (header?.[1] === undefined || header[2] === undefined) break;
      position += header[0].length;
      const first = Number(header[1]);
      for (let index = 0; index < Number(header[2]); index++) {
        const entry = /^(\d{10}) \d{5} n/.exec(latin1(pdf.subarray(position, position + 18)));
        if (entry?.[1] !== undefined && !offsets.has(first + index))
          offsets.set(first + index, Number(entry[1]));
        position += 20;
      }
    }
    const rest = latin1(pdf.subarray(position, Math.min(pdf.length, position + 4096)));
    const opening = /^\s*trailer\s*/.exec(rest);
    if (opening === null) return undefined;
    const value = rest.slice(opening[0].length, valueEnd(rest, opening[0].length));
    trailer ??= value;
    const previous = /\/Prev\s+(\d+)/.exec(value)?.[1];
    at = previous === undefined ? undefined : Number(previous);
  }
  return trailer === undefined ? undefined : { offsets, trailer };
};

/** Opens a Chromium-printed PDF (and the printer's own updates of it) for editing; undefined for another layout. */
export const openPdf = (pdf: Buffer): PdfEditor | undefined => {
  const tail = latin1(pdf.subarray(Math.max(0, pdf.length - 1024)));
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail)?.[1];
  if (startxref === undefined) return undefined;
  const table = crossReference(pdf, Number(startxref));
  if (table === undefined) return undefined;
  const { offsets, trailer } = table;
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)?.[1]);
  if (!Number.isInteger(size)) return undefined;

  const read = (number: number): PdfObject | undefined => {
    const offset = offsets.get(number);
    if (offset === undefined) return undefined;
    const head = latin1(pdf.subarray(offset, Math.min(pdf.length, offset + 64)));
    const opening = new RegExp(`^${number}\\s+0\\s+obj\\s*`).exec(head);
    if (opening === null) return undefined;
    const start = offset + opening[0].length;
    // Values are short next to the streams after them; read a window and widen it when it cuts one off.
    for (let window = 4096; ; window *= 4) {
      const text = latin1(pdf.subarray(start, Math.min(pdf.length, start + window)));
      const end = valueEnd(text, 0);
      if (end >= text.length && start + window < pdf.length) continue;
      const value = text.slice(0, end);
      const after = /^\s*stream\r?\n/.exec(text.slice(end));
      if (after === null) return { value };
      const length = Number(/\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(value)?.[1]);
      if (!Number.isInteger(length)) return undefined;
      const from = start + end + after[0].length;
      const raw = pdf.subarray(from, from + length);
      // Plain Flate only: no other filter, no predictor (Skia writes neither).
      if (/\/DecodeParms/.test(value)) return undefined;
      if (!/\/Filter\s*\/FlateDecode/.test(value))
        return /\/Filter/.test(value) ? undefined : { value, stream: raw };
      try {
        return { value, stream: inflateSync(raw) };
      } catch {
        return undefined;
      }
    }
  };

  const cache = new Map<number, PdfObject | undefined>();
  const updates = new Map<number, string | Buffer>();
  let next = size;

  const encode = (value: string, stream?: Buffer): Buffer => {
    if (stream === undefined) return Buffer.from(value, "latin1");
    const compressed = deflateSync(stream);
    const dictionary = value
      .replace(/\/Length\s+\d+(?:\s+\d+\s+R)?/, "")
      .replace(/\/Filter\s*\/FlateDecode/, "")
      .replace(/^<<\s*/, "");
    return Buffer.concat([
      Buffer.from(`<</Filter /FlateDecode /Length ${compressed.length} ${dictionary} stream\n`, "latin1"),
      compressed,
      Buffer.from("\nendstream", "latin1"),
    ]);
  };

  return {
    get: (number) => {
      if (!cache.has(number)) cache.set(number, read(number));
      return cache.get(number);
    },
    trailer,
    set: (number, value, stream) => {
      updates.set(number, encode(value, stream));
      cache.set(number, { value, ...(stream === undefined ? {} : { stream }) });
    },
    add: (value, stream) => {
      const number = next++;
      updates.set(number, stream === undefined ? value : encode(value, stream));
      return number;
    },
    save: ({ info } = {}) => {
      const root = /\/Root\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1];
      if (updates.size === 0 || root === undefined) return pdf;
      const chunks: Buffer[] = [pdf];
      let position = pdf.length;
      const push = (chunk: Buffer | string) => {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk;
        chunks.push(bytes);
        position += bytes.length;
      };
      if (pdf.at(-1) !== 0x0a) push("\n");
      const written: [number, number][] = [];
      for (const [number, body] of [...updates].sort((a, b) => a[0] - b[0])) {
        written.push([number, position]);
        push(`${number} 0 obj\n`);
        push(typeof body === "string" ? Buffer.from(body, "latin1") : body);
        push("\nendobj\n");
      }
      const xref = position;
      // One subsection per run of consecutive numbers.
      let section = "xref\n0 1\n0000000000 65535 f \n";
      for (let index = 0; index < written.length; ) {
        let end = index;
        while (end + 1 < written.length && written[end + 1]?.[0] === (written[end]?.[0] ?? 0) + 1) end++;
        section += `${written[index]?.[0]} ${end - index + 1}\n`;
        for (let entry = index; entry <= end; entry++)
          section += `${String(written[entry]?.[1]).padStart(10, "0")} 00000 n \n`;
        index = end + 1;
      }
      const infoRef = info === undefined ? /\/Info\s+(\d+\s+\d+\s+R)/.exec(trailer)?.[1] : `${info} 0 R`;
      push(
        `${section}trailer\n<</Size ${next}\n/Root ${root}${infoRef === undefined ? "" : `\n/Info ${infoRef}`}\n/Prev ${startxref}>>\nstartxref\n${xref}\n%%EOF\n`,
      );
      return Buffer.concat(chunks);
    },
  };
};

/** A text string: plain ASCII as a literal, anything else as UTF-16BE with its byte-order mark (7.9.2.2). */
export const pdfText = (value: string): string => {
  if (/^[\x20-\x7e]*$/.test(value)) return `(${value.replace(/[\\()]/g, (char) => `\\${char}`)})`;
  const utf16 = Buffer.from(value, "utf16le").swap16();
  return `<FEFF${utf16.toString("hex").toUpperCase()}>`;
};

const escapes: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/** The text of a string value (literal or hex; PDFDocEncoding read as Latin-1, or UTF-16BE with its mark). */
export const decodePdfText = (value: string): string => {
  let bytes: Buffer;
  if (value.startsWith("<")) {
    bytes = Buffer.from(value.slice(1, -1).replace(/\s+/g, ""), "hex");
  } else {
    const inner = value
      .slice(1, -1)
      .replace(
        /\\(?:([0-7]{1,3})|\r?\n|(.))/g,
        (_match, octal: string | undefined, char: string | undefined) =>
          octal !== undefined
            ? String.fromCharCode(Number.parseInt(octal, 8))
            : char === undefined
              ? ""
              : (escapes[char] ?? char),
      );
    bytes = Buffer.from(inner, "latin1");
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return Buffer.from(bytes.subarray(2)).swap16().toString("utf16le");
  return bytes.toString("latin1");
};

/** The object number a dictionary entry refers to (`/Key 12 0 R`), or undefined. */
export const refOf = (value: string, key: string): number | undefined => {
  const match = new RegExp(`/${key}\\s+(\\d+)\\s+0\\s+R`).exec(value);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

/** The catalogue's page objects in order (the page tree walked from the root). */
export const pageNumbers = (editor: PdfEditor): number[] => {
  const root = refOf(editor.trailer, "Root");
  const pages: number[] = [];
  const walk = (number: number | undefined, depth: number) => {
    const node = number === undefined || depth > 32 ? undefined : editor.get(number);
    if (node === undefined || number === undefined) return;
    if (/\/Type\s*\/Page(?![a-z])/.test(node.value)) {
      pages.push(number);
      return;
    }
    const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.value)?.[1] ?? "";
    for (const [, kid] of kids.matchAll(/(\d+)\s+0\s+R/g)) walk(Number(kid), depth + 1);
  };
  walk(root === undefined ? undefined : refOf(editor.get(root)?.value ?? "", "Pages"), 0);
  return pages;
};
