import { findDate } from "./dates.ts";
import { bulletPrefix, cleanText, type DocLine } from "./lines.ts";
import { sectionOfHeading } from "./section-names.ts";

/** A text run pdf.js found, placed on its page (PDF units, y up). */
export type PdfRun = {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  /** The structure role a tagged PDF gives it: H1–H6, LI, P … */
  role?: string | undefined;
};

export type PdfPage = {
  width: number;
  height: number;
  runs: PdfRun[];
  links: { rect: number[]; href: string }[];
};

type Line = { runs: PdfRun[]; y: number; x0: number; x1: number; size: number };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Runs on one baseline (within a third of their size) as one line, left to right. */
const groupLines = (runs: readonly PdfRun[]): Line[] => {
  const sorted = [...runs].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const run of sorted) {
    const line = lines.find(
      (candidate) => Math.abs(candidate.y - run.y) <= Math.max(candidate.size, run.size) * 0.35,
    );
    if (line === undefined)
      lines.push({ runs: [run], y: run.y, x0: run.x, x1: run.x + run.width, size: run.size });
    else {
      line.runs.push(run);
      line.x0 = Math.min(line.x0, run.x);
      line.x1 = Math.max(line.x1, run.x + run.width);
      line.size = Math.max(line.size, run.size);
    }
  }
  for (const line of lines) line.runs.sort((a, b) => a.x - b.x);
  return lines.sort((a, b) => b.y - a.y);
};

/**
 * Where a page splits into two columns: an x that no run crosses below the header (the lines above the first one
 * that keeps clear of it), with a column of text on both sides. Right-aligned dates leave a gap too, but body
 * text crosses it below them, and headings in a margin are too little text to be a column. Undefined for one column.
 */
/** A run across x, not counting the page's footer (a centred "Page 1 of 2" under both columns). */
const crosses = (run: PdfRun, x: number, page: PdfPage): boolean =>
  run.x < x - 1 && run.x + run.width > x + 1 && run.y > page.height * 0.05;

/** Runs whose lines are mostly dates and places: a margin column of an item list. */
const isDateMargin = (side: readonly PdfRun[]): boolean => {
  const lines = new Map<number, string>();
  for (const run of side)
    lines.set(Math.round(run.y / 2), `${lines.get(Math.round(run.y / 2)) ?? ""}${run.text}`);
  const texts = [...lines.values()];
  const dated = texts.filter((text) => findDate(text) !== undefined).length;
  const averageLength = texts.reduce((sum, text) => sum + text.trim().length, 0) / Math.max(1, texts.length);
  return dated >= texts.length * 0.3 && averageLength < 25;
};

/**
 * A run that heads a section: tagged as a section-level heading (H1, H2; entries are H3), or naming a section in
 * one of the app's languages.
 */
const headsSection = (run: PdfRun): boolean =>
  /^H[12]$/.test(run.role ?? "") || sectionOfHeading(run.text.trim()) !== undefined;

/** The size most of a page's text has. */
const bodySizeOf = (runs: readonly PdfRun[]): number => {
  const weights = new Map<number, number>();
  for (const run of runs) {
    const size = Math.round(run.size * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + run.text.length);
  }
  return [...weights].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
};

export const findGutter = (page: PdfPage): number | undefined => {
  const runs = page.runs.filter((run) => run.text.trim() !== "");
  if (runs.length < 20) return undefined;
  let best: { x: number; score: number } | undefined;
  for (let x = page.width * 0.2; x <= page.width * 0.8; x += 2) {
    const crossing = runs.filter((run) => crosses(run, x, page));
    // Runs crossing the gap may only be in the header, above every run of both columns.
    const lowestCrossing = Math.min(...crossing.map((run) => run.y), Number.POSITIVE_INFINITY);
    const below = runs.filter((run) => run.y < lowestCrossing - 1);
    if (below.length < runs.length * 0.35) continue;
    const left = below.filter((run) => run.x + run.width <= x + 1);
    const right = below.filter((run) => run.x >= x - 1);
    // Both sides hold a column of text: several lines, and a fair share of the characters.
    const lines = (side: PdfRun[]) => new Set(side.map((run) => Math.round(run.y / 2))).size;
    const chars = (side: PdfRun[]) => side.reduce((sum, run) => sum + run.text.trim().length, 0);
    const all = chars(below);
    if (chars(left) < all * 0.12 || chars(right) < all * 0.12) continue;
    // A margin of dates beside each item (dates left, item right) is part of the items, not a column; so is the
    // space between two columns of a grid of entries (each column of a layout heads a section).
    if (isDateMargin(left) || isDateMargin(right)) continue;
    if (!left.some(headsSection) || !right.some(headsSection)) continue;
    const score = Math.min(lines(left), lines(right));
    if (score >= 5 && (best === undefined || score > best.score)) best = { x, score };
  }
  return best?.x;
};

const isBold = (runs: readonly PdfRun[]): boolean => {
  const total = runs.reduce((sum, run) => sum + run.text.trim().length, 0);
  const bold = runs.reduce((sum, run) => sum + (run.bold ? run.text.trim().length : 0), 0);
  return total > 0 && bold / total > 0.6;
};

const headingLevel = (runs: readonly PdfRun[]): number | undefined => {
  const level = runs
    .map((run) => /^H([1-6])$/.exec(run.role ?? "")?.[1])
    .find((found) => found !== undefined);
  return level === undefined ? undefined : Number(level);
};

type Part = { text: string; runs: PdfRun[] };

/** A line's text, words joined where runs leave a space's width, and its pieces split at wide gaps. */
const textOf = (
  line: Line,
  /** Where pieces of the block's other lines start (a margin's edge, a tab stop): a piece starts there too. */
  stops: readonly number[] = [],
): { text: string; parts: string[]; partRuns: PdfRun[][] } => {
  const parts: Part[] = [];
  let current: Part = { text: "", runs: [] };
  let end: number | undefined;
  let bold: boolean | undefined;
  let size: number | undefined;
  for (const run of line.runs) {
    const gap = end === undefined ? 0 : run.x - end;
    // A bold title followed by regular text ("English  Native") is two fields, as is plain text set apart from a
    // bold title ("2019 – 2021   Quillpay", dates in a margin).
    const styleBreak =
      run.text.trim() !== "" &&
      ((bold === true && !run.bold && (current.text.endsWith(" ") || gap > run.size * 0.12)) ||
        (bold !== undefined && bold !== run.bold && gap > run.size * 0.5));
    // A heading set in the margin beside its first item's title ("Work   Senior Engineer") differs in size.
    const sizeBreak =
      size !== undefined &&
      run.text.trim() !== "" &&
      Math.abs(run.size - size) > Math.max(run.size, size) * 0.1 &&
      gap > run.size * 0.5;
    if (run.text.trim() !== "") {
      bold = run.bold;
      size = run.size;
    }
    // Titles side by side (a grid of entries) stand closer than the gap that parts plain text, which justified
    // lines stretch.
    const wide =
      gap >= run.size * (bold === true && run.bold ? 1.2 : 1.5) ||
      (gap > run.size * 0.5 && stops.some((stop) => Math.abs(stop - run.x) <= 1));
    if (end !== undefined && (wide || styleBreak || sizeBreak)) {
      parts.push(current);
      current = { text: "", runs: [] };
    } else if (
      end !== undefined &&
      gap > run.size * 0.12 &&
      !current.text.endsWith(" ") &&
      !run.text.startsWith(" ")
    ) {
      current.text += " ";
    }
    current.text += run.text;
    current.runs.push(run);
    end = run.x + run.width;
  }
  parts.push(current);
  const cleaned = parts
    .map((part) => ({ ...part, text: cleanText(part.text) }))
    .filter((part) => part.text !== "");
  return {
    text: cleaned.map((part) => part.text).join(" "),
    parts: cleaned.map((part) => part.text),
    partRuns: cleaned.map((part) => part.runs),
  };
};

/** The x where pieces after a line's first start in three or more of a block's lines: the block's tab stops. */
const columnStops = (lines: readonly Line[]): number[] => {
  const counts = new Map<number, number>();
  for (const line of lines)
    for (const runs of textOf(line).partRuns.slice(1)) {
      const x = Math.round(runs[0]?.x ?? 0);
      counts.set(x, (counts.get(x) ?? 0) + 1);
    }
  return [...counts].filter(([, count]) => count >= 3).map(([x]) => x);
};

/**
 * The document's lines in reading order: per page the header (what spans both columns), then each column top to
 * bottom. Sizes are relative to the body text; the gap above a line counts the space beyond the usual spacing.
 */
export const pdfLines = (pages: readonly PdfPage[]): DocLine[] => {
  const bodySize = bodySizeOf(pages.flatMap((page) => page.runs).filter((run) => run.text.trim() !== ""));
  // Where the text ends on the right, over the whole document: a page of short lines is as wide as the others.
  const textRight = Math.max(
    ...pages.flatMap((page) =>
      page.runs.filter((run) => run.text.trim() !== "").map((run) => run.x + run.width),
    ),
  );
  const result: DocLine[] = [];
  for (const [pageIndex, page] of pages.entries()) {
    const runs = page.runs.filter((run) => run.text.trim() !== "");
    const gutter = findGutter(page);
    let blocks: { runs: PdfRun[]; right: number }[] = [{ runs, right: textRight }];
    if (gutter !== undefined) {
      const crossing = runs.filter((run) => crosses(run, gutter, page));
      const lowest = Math.min(...crossing.map((run) => run.y), Number.POSITIVE_INFINITY);
      const header = runs.filter((run) => run.y >= lowest - 1);
      const rest = runs.filter((run) => run.y < lowest - 1);
      blocks = [
        { runs: header, right: textRight },
        { runs: rest.filter((run) => run.x < gutter), right: gutter },
        { runs: rest.filter((run) => run.x >= gutter), right: textRight },
      ];
    }
    const groups: DocLine[][] = [];
    for (const { runs: block, right } of blocks) {
      const group: DocLine[] = [];
      groups.push(group);
      const lines = groupLines(block);
      const spacing = median(
        lines
          .slice(1)
          .map((line, index) => ((lines[index] as Line).y - line.y) / line.size)
          .filter((value) => value > 0.5 && value < 3),
      );
      const left = Math.min(...lines.map((line) => line.x0));
      const width = (Math.max(right, ...lines.map((line) => line.x1)) - left) / bodySize;
      const stops = columnStops(lines);
      for (const [index, line] of lines.entries()) {
        const { text, parts, partRuns } = textOf(line, stops);
        if (text === "") continue;
        const previous = lines[index - 1];
        const distance = previous === undefined ? 0 : (previous.y - line.y) / line.size;
        const roles = line.runs.map((run) => run.role ?? "");
        const links = page.links
          .filter(({ rect }) => {
            const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = rect;
            return line.y >= y0 - 2 && line.y <= y1 + 2 && line.x1 >= x0 && line.x0 <= x1;
          })
          .map(({ rect, href }) => ({
            href,
            text: cleanText(
              line.runs
                .filter(
                  (run) => run.x + run.width / 2 >= (rect[0] ?? 0) && run.x + run.width / 2 <= (rect[2] ?? 0),
                )
                .map((run) => run.text)
                .join(""),
            ),
          }));
        group.push({
          text,
          parts,
          partStyles:
            parts.length > 1
              ? partRuns.map((runs) => ({
                  size: Math.max(...runs.map((run) => run.size)) / bodySize,
                  bold: isBold(runs),
                  x: ((runs[0]?.x ?? left) - left) / bodySize,
                }))
              : undefined,
          width,
          size: line.size / bodySize,
          bold: isBold(line.runs),
          heading: headingLevel(line.runs),
          bullet:
            roles.some((role) => role === "LI" || role === "LBody" || role === "Lbl") ||
            bulletPrefix.test(text),
          gap: previous === undefined ? 1 : Math.max(0, distance - (spacing || 1.4)),
          indent: (line.x0 - left) / bodySize,
          links,
          where: `page ${pageIndex + 1}`,
        });
      }
    }
    // On the first page, what stands above each column's first section heading is the header (a sidebar's
    // name and contacts, a contact row split by the gutter): it is read before the columns' sections.
    if (pageIndex === 0 && groups.length === 3) {
      const [header = [], ...columns] = groups;
      const cut = columns.map((column) => {
        const first = column.findIndex(
          (line) =>
            (line.heading !== undefined && line.heading > 1) || sectionOfHeading(line.text) !== undefined,
        );
        return first === -1 ? 0 : first;
      });
      result.push(
        ...header,
        ...columns.flatMap((column, index) => column.slice(0, cut[index])),
        ...columns.flatMap((column, index) => column.slice(cut[index])),
      );
    } else result.push(...groups.flat());
  }
  return result.map((line, index) => ({ ...line, where: `${line.where}, line ${index + 1}` }));
};
