import { type PdfEditor, pageNumbers, refOf } from "./pdf-file.ts";

/*
 * How the text of a Chromium PDF reads back, mended where its own data allows. Skia maps each glyph to the
 * characters it came from (a font's ToUnicode map) and, where that cannot say it (a vowel sign drawn before its
 * consonant, a letter drawn as two glyphs, a glyph no character maps to), wraps the glyphs in a span with the
 * text as ActualText. poppler reads those spans; pdf.js and most parsers ignore them and read the glyphs. So:
 *
 * - A glyph mapped to nothing, which every span it appears in alone explains the same way (a Thai tone mark
 *   drawn lower, a Devanagari sign after its consonant), is mapped to that text.
 * - Presentation forms (Arabic letters in their joined shapes, ligatures) are mapped to the letters.
 * - In right-to-left runs a span whose glyphs now say its text already is dropped: spans cut a word into
 *   pieces, which then cannot be put back into reading order.
 * - The page footer ("Page 1 of 2"), which Chromium draws before the page's content, moves after it and is
 *   marked as pagination, so a parser reading in content order reads the name first.
 * - A soft hyphen (hyphenation) is drawn as a span saying U+00AD: where the line did not break there, an
 *   invisible blank glyph, which goes with its span, so the word reads whole; where it broke, the hyphen glyph,
 *   whose span goes, so it reads as the hyphen it shows. Either way no U+00AD is left in the text.
 */

type CMap = Map<string, string>;

type Font = { toUnicode: number; map: CMap; changed: boolean };

type Span = {
  open: number;
  close: number;
  font: Font | undefined;
  text: string;
  glyphs: string[];
  rtl: boolean;
};

const softHyphen = "\u00ad";

const presentationForms = /[\uFB00-\uFB4F\uFB50-\uFDFF\uFE70-\uFEFF]/u;

/** UTF-16BE hex as text (a byte-order mark, as ActualText strings have, dropped). */
const fromHex = (hex: string): string => {
  const bytes = Buffer.from(hex.replace(/^FEFF/i, ""), "hex");
  return Buffer.from(bytes.subarray(0, bytes.length - (bytes.length % 2)))
    .swap16()
    .toString("utf16le");
};

const toHex = (text: string): string => Buffer.from(text, "utf16le").swap16().toString("hex").toUpperCase();

/** The glyph-to-text entries of a ToUnicode CMap (bfchar and bfrange, as Skia writes them). */
const parseCMap = (source: string): CMap | undefined => {
  const map: CMap = new Map();
  for (const [, block = ""] of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = "", text = ""] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g))
      map.set(code.toUpperCase(), fromHex(text));
  }
  for (const [, block = ""] of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    // The array form (one text per code) is not Skia's; leave such a map alone.
    if (block.includes("[")) return undefined;
    for (const [, low = "", high = "", text = ""] of block.matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const points = [...fromHex(text)];
      const last = points.pop()?.codePointAt(0) ?? 0;
      const stem = points.join("");
      const from = Number.parseInt(low, 16);
      for (let code = from; code <= Number.parseInt(high, 16) && code - from < 0x10000; code++) {
        map.set(
          code.toString(16).toUpperCase().padStart(low.length, "0"),
          stem + String.fromCodePoint(last + code - from),
        );
      }
    }
  }
  return map;
};

/** The CMap with its mappings written out again, one bfchar entry each. */
const writeCMap = (source: string, map: CMap): string => {
  const entries = [...map].sort((a, b) => Number.parseInt(a[0], 16) - Number.parseInt(b[0], 16));
  const blocks: string[] = [];
  for (let index = 0; index < entries.length; index += 100) {
    const chunk = entries.slice(index, index + 100);
    blocks.push(
      `${chunk.length} beginbfchar\n${chunk.map(([code, text]) => `<${code}> <${toHex(text)}>\n`).join("")}endbfchar\n`,
    );
  }
  const start = source.indexOf("endcodespacerange") + "endcodespacerange".length;
  const end = source.indexOf("endcmap");
  return `${source.slice(0, start)}\n${blocks.join("")}${source.slice(end)}`;
};

/** Text with letters' joined shapes and ligatures as the letters. */
const plainLetters = (text: string): string => (presentationForms.test(text) ? text.normalize("NFKC") : text);

const unknown = (text: string | undefined) => text === undefined || text === "" || text === "\u0000";

/** The font objects a page's resources name, by resource name. */
const pageFonts = (editor: PdfEditor, page: number, fonts: Map<number, Font | undefined>) => {
  const value = editor.get(page)?.value ?? "";
  const resourcesRef = refOf(value, "Resources");
  const resources = resourcesRef === undefined ? value : (editor.get(resourcesRef)?.value ?? "");
  const fontRef = refOf(resources, "Font");
  const fontDict =
    fontRef === undefined ? /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] : editor.get(fontRef)?.value;
  const named = new Map<string, Font | undefined>();
  for (const [, name = "", ref = ""] of (fontDict ?? "").matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+0\s+R/g)) {
    const number = Number(ref);
    if (!fonts.has(number)) {
      const toUnicode = refOf(editor.get(number)?.value ?? "", "ToUnicode");
      const source = toUnicode === undefined ? undefined : editor.get(toUnicode)?.stream?.toString("latin1");
      const map = source === undefined ? undefined : parseCMap(source);
      fonts.set(
        number,
        toUnicode === undefined || map === undefined ? undefined : { toUnicode, map, changed: false },
      );
    }
    named.set(name, fonts.get(number));
  }
  return named;
};

/** The ActualText spans of a content stream (Skia writes an operator a line), each glyph's font noted. */
const spansOf = (lines: string[], fonts: Map<string, Font | undefined>): Span[] => {
  const spans: Span[] = [];
  const marked: string[] = [];
  let font: Font | undefined;
  let span: Span | undefined;
  lines.forEach((line, index) => {
    const tf = /^\/(\S+)\s+[\d.]+\s+Tf$/.exec(line);
    if (tf?.[1] !== undefined) font = fonts.get(tf[1]);
    if (line.endsWith("BMC") || line.endsWith("BDC")) {
      const actual = /^\/Span\s*<<\s*\/ActualText\s*<([0-9A-Fa-f]*)>\s*>>\s*BDC$/.exec(line);
      if (actual?.[1] !== undefined && span === undefined) {
        const rtl = marked.includes("ReversedChars");
        span = { open: index, close: -1, font: undefined, text: fromHex(actual[1]), glyphs: [], rtl };
        marked.push("Span");
      } else marked.push(/^\/([^\s<]+)/.exec(line)?.[1] ?? "");
    } else if (line === "EMC") {
      if (marked.pop() === "Span" && span !== undefined) {
        spans.push({ ...span, close: index });
        span = undefined;
      }
    } else if (span !== undefined) {
      const shown = /<([0-9A-Fa-f]+)>\s*Tj$/.exec(line)?.[1];
      if (shown !== undefined) {
        // A span in two fonts cannot be judged glyph by glyph.
        if (span.glyphs.length > 0 && span.font !== font) span.font = undefined;
        else span.font = font;
        span.glyphs.push(...(shown.toUpperCase().match(/.{4}/g) ?? []));
      }
    }
  });
  return spans;
};

/** What a span's glyphs say through their font's map, or undefined where one says nothing. */
const saidBy = (span: Span): (string | undefined)[] =>
  span.glyphs.map((glyph) => {
    const text = span.font?.map.get(glyph);
    return unknown(text) ? undefined : text;
  });

/** Maps glyphs that say nothing to the text every span they are the one silent glyph of agrees on. */
const learnGlyphs = (spans: Span[]): void => {
  const guesses = new Map<Font, Map<string, Set<string | null>>>();
  for (const span of spans) {
    if (span.font === undefined) continue;
    const said = saidBy(span);
    const silent = said.flatMap((text, index) => (text === undefined ? [index] : []));
    if (silent.length !== 1) continue;
    const at = silent[0] ?? 0;
    const before = said.slice(0, at).join("");
    const after = said.slice(at + 1).join("");
    const text = plainLetters(span.text);
    const glyph = span.glyphs[at] ?? "";
    const byGlyph = guesses.get(span.font) ?? new Map<string, Set<string | null>>();
    guesses.set(span.font, byGlyph);
    const guess = byGlyph.get(glyph) ?? new Set<string | null>();
    byGlyph.set(glyph, guess);
    // In logical order the silent glyph's text sits between what the others say; anything else (a vowel
    // sign drawn before its consonant) cannot be told by one glyph's map.
    guess.add(
      text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after)
        ? text.slice(before.length, text.length - after.length)
        : null,
    );
  }
  for (const [font, byGlyph] of guesses) {
    for (const [glyph, guess] of byGlyph) {
      const [only] = guess;
      if (guess.size === 1 && typeof only === "string") {
        font.map.set(glyph, only);
        font.changed = true;
      }
    }
  }
};

/** The page footer block's text moved after the content, as pagination; undefined when there is none. */
const footerMovedLast = (lines: string[]): string[] | undefined => {
  // Chromium's first top-level block paints the sheet's background and the page margin boxes, untagged.
  const open = lines.indexOf("q");
  if (open === -1 || lines.slice(0, open).some((line) => line === "Q" || line.startsWith("BT")))
    return undefined;
  let depth = 0;
  let close = -1;
  for (let index = open; index < lines.length; index++) {
    const line = lines[index] ?? "";
    if (line === "q") depth++;
    else if (line === "Q" && --depth === 0) {
      close = index;
      break;
    }
  }
  const block = lines.slice(open + 1, close);
  if (close === -1 || !block.includes("BT") || block.some((line) => /B[DM]C$/.test(line))) return undefined;
  // The text objects, with the graphics state operators among them (colours, transforms) but no painting.
  const moved: string[] = [];
  const kept: string[] = [];
  let inText = false;
  for (const line of block) {
    if (line === "BT") inText = true;
    const state =
      /(?:^|\s)(?:cm|rg|RG|g|G|k|K|gs|cs|CS|sc|scn|SC|SCN|w|J|j|M|d|ri|i)$/.test(line) ||
      line === "q" ||
      line === "Q";
    if (inText) moved.push(line);
    else {
      kept.push(line);
      if (state) moved.push(line);
    }
    if (line === "ET") inText = false;
  }
  const tail = lines.at(-1) === "" ? [""] : [];
  const body = tail.length > 0 ? lines.slice(0, -1) : lines;
  return [
    ...body.slice(0, open + 1),
    ...kept,
    ...body.slice(close),
    "/Artifact <</Type /Pagination /Subtype /Footer>> BDC",
    "q",
    ...moved,
    "Q",
    "EMC",
    ...tail,
  ];
};

/** Mends the text of every page in the editor (see above); a page or font it cannot read is left alone. */
export const mendText = (editor: PdfEditor): void => {
  const fonts = new Map<number, Font | undefined>();
  const pages: { contents: number; value: string; lines: string[]; spans: Span[] }[] = [];
  for (const page of pageNumbers(editor)) {
    const contents = refOf(editor.get(page)?.value ?? "", "Contents");
    const object = contents === undefined ? undefined : editor.get(contents);
    if (contents === undefined || object?.stream === undefined) continue;
    const lines = object.stream.toString("latin1").split("\n");
    pages.push({
      contents,
      value: object.value,
      lines,
      spans: spansOf(lines, pageFonts(editor, page, fonts)),
    });
  }

  learnGlyphs(pages.flatMap((page) => page.spans));
  for (const font of fonts.values()) {
    if (font === undefined) continue;
    for (const [glyph, text] of font.map) {
      const plain = plainLetters(text);
      if (plain !== text) {
        font.map.set(glyph, plain);
        font.changed = true;
      }
    }
    if (!font.changed) continue;
    const cmap = editor.get(font.toUnicode);
    if (cmap?.stream !== undefined)
      editor.set(
        font.toUnicode,
        cmap.value,
        Buffer.from(writeCMap(cmap.stream.toString("latin1"), font.map), "latin1"),
      );
  }

  for (const page of pages) {
    const dropped = new Set<number>();
    const blanked = new Set<number>();
    for (const span of page.spans) {
      const said = saidBy(span);
      if (span.rtl && said.every((text) => text !== undefined) && said.join("") === plainLetters(span.text)) {
        dropped.add(span.open);
        dropped.add(span.close);
      }
      if (span.text === softHyphen) {
        dropped.add(span.open);
        dropped.add(span.close);
        if (said.every((text) => text !== undefined && text.trim() === ""))
          for (let index = span.open + 1; index < span.close; index++) blanked.add(index);
      }
    }
    const lines = page.lines
      .map((line, index) => (blanked.has(index) ? line.replace(/\s*<[0-9A-Fa-f]+>\s*Tj$/, "") : line))
      .filter((line, index) => !dropped.has(index) && !(blanked.has(index) && line === ""));
    const ordered = footerMovedLast(lines);
    if (dropped.size > 0 || ordered !== undefined)
      editor.set(page.contents, page.value, Buffer.from((ordered ?? lines).join("\n"), "latin1"));
  }
};
