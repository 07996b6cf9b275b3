import type { DocLine } from "./lines.ts";

type PartStyle = NonNullable<DocLine["partStyles"]>[number];

const near = (a: number | undefined, b: number) => a !== undefined && Math.abs(a - b) <= 0.7;

const alike = (a: PartStyle | undefined, b: PartStyle | undefined): boolean =>
  a !== undefined && b !== undefined && a.bold === b.bold && Math.abs(a.size - b.size) < 0.05;

/** A part that opens an entry: bold, or larger than the body text. */
const titleLike = (style: PartStyle | undefined): boolean =>
  style !== undefined && (style.bold || style.size > 1.1);

/** Where a line's part starts at x: its index, or -1. */
const partAt = (line: DocLine, x: number): number =>
  (line.partStyles ?? []).findIndex((style, index) => index > 0 && near(style.x, x));

/**
 * The x at which a section's entries stand side by side (skills in two columns): near the middle of the column, a
 * part of two or more lines starts there, and one line opens both cells alike with an entry's title. A table of
 * names and levels (plain text both sides) is not a grid.
 */
const gridX = (lines: readonly DocLine[]): number | undefined => {
  // The grid spans from where the section's lines start (right of a margin of headings or dates) to the column's
  // right edge.
  const starts = lines
    .map((line) => line.partStyles?.[0]?.x ?? line.indent)
    .filter((x): x is number => x !== undefined);
  const start = Math.min(...starts, Number.POSITIVE_INFINITY);
  const candidates = new Set<number>();
  for (const line of lines)
    for (const style of (line.partStyles ?? []).slice(1)) {
      if (style.x === undefined || line.width === undefined || !Number.isFinite(start)) continue;
      const share = (style.x - start) / (line.width - start);
      if (share > 0.4 && share < 0.62) candidates.add(style.x);
    }
  for (const x of candidates) {
    const split = lines.filter((line) => partAt(line, x) > 0);
    if (split.length < 2) continue;
    const opensAlike = split.some((line) => {
      const styles = line.partStyles ?? [];
      const right = styles[partAt(line, x)];
      return alike(styles[0], right) && titleLike(right);
    });
    if (opensAlike) return x;
  }
  return undefined;
};

/** A line's parts from index `from` to `to` as a line of their own (a grid cell). */
const slice = (line: DocLine, from: number, to: number, x: number): DocLine => {
  const parts = line.parts.slice(from, to);
  const styles = (line.partStyles ?? []).slice(from, to);
  const text = parts.join(" ");
  return {
    ...line,
    text,
    parts,
    partStyles: styles.length > 1 ? styles : undefined,
    size: Math.max(...styles.map((style) => style.size)),
    bold: styles.every((style) => style.bold),
    links: line.links.filter((link) => text.includes(link.text)),
    indent: from === 0 ? line.indent : (styles[0]?.x ?? x) - x,
    width: line.width === undefined ? undefined : from === 0 ? x : line.width - x,
  };
};

/**
 * A section's lines in reading order when its entries stand in a grid: each row's left entry, then its right one.
 * A row starts where a line opens its right cell with an entry's title; a line only on the left that looks like
 * the row's first line starts one too (the last, odd entry). Lines of a section without a grid are unchanged.
 */
export const readGrid = (lines: readonly DocLine[]): DocLine[] => {
  const x = gridX(lines);
  if (x === undefined) return [...lines];
  const result: DocLine[] = [];
  let row: { left: DocLine[]; right: DocLine[]; opening?: PartStyle } | undefined;
  const flush = () => {
    if (row !== undefined) result.push(...row.left, ...row.right);
    row = undefined;
  };
  for (const line of lines) {
    const at = partAt(line, x);
    const rightOnly = at === -1 && (line.indent ?? 0) >= x - 0.3;
    const first = line.partStyles?.[0] ?? { size: line.size, bold: line.bold };
    const opensRow =
      row === undefined ||
      (at > 0 && titleLike(line.partStyles?.[at])) ||
      (at === -1 && !rightOnly && row.opening !== undefined && alike(first, row.opening) && first.bold);
    if (opensRow) {
      flush();
      row = { left: [], right: [], opening: first };
    }
    const current = row as NonNullable<typeof row>;
    if (at > 0) {
      current.left.push(slice(line, 0, at, x));
      current.right.push(slice(line, at, line.parts.length, x));
    } else if (rightOnly) current.right.push({ ...line, indent: (line.indent ?? x) - x });
    else current.left.push(line);
  }
  flush();
  return result;
};
