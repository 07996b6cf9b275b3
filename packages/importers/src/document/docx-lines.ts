import { bulletPrefix, cleanText, type DocLine } from "./lines.ts";

const entities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  apos: "'",
  nbsp: " ",
};
const decode = (text: string): string =>
  text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) =>
    name.startsWith("#x") || name.startsWith("#X")
      ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (entities[name] ?? whole),
  );

const headingSizes = [0, 2, 1.5, 1.3, 1.15, 1.1, 1.05];

/**
 * The lines of the HTML mammoth makes of a Word document (its own small, regular HTML: paragraphs, headings,
 * lists, tables, strong, links). Each paragraph, heading, list item or table row is a line; a heading keeps its
 * level, a paragraph all in bold counts as bold, tabs split a line into parts (a title left, its dates right).
 */
export const docxLines = (html: string): DocLine[] => {
  const lines: DocLine[] = [];
  const blocks = /<(h[1-6]|p|li|tr)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  let empty = 0;
  for (const match of html.matchAll(blocks)) {
    const tag = (match[1] as string).toLowerCase();
    const inner = (match[2] as string).replace(/<(ul|ol)\b[\s\S]*$/i, "");
    const links = [...inner.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)].map((link) => ({
      href: decode(link[1] as string),
      text: cleanText(decode((link[2] as string).replace(/<[^>]+>/g, ""))),
    }));
    const withBreaks = inner.replace(/<\/t[dh]>/gi, "\t").replace(/<br\s*\/?>/gi, "\t");
    const raw = decode(withBreaks.replace(/<[^>]+>/g, ""));
    const parts = raw.split(/\t+/).map(cleanText).filter(Boolean);
    const text = parts.join(" ");
    if (text === "") {
      empty++;
      continue;
    }
    const plain = cleanText(decode(inner.replace(/<\/?(strong|b)\b[^>]*>/gi, "").replace(/<[^>]+>/g, "")));
    const boldText = cleanText(
      decode(
        [...inner.matchAll(/<(strong|b)\b[^>]*>([\s\S]*?)<\/\1>/gi)]
          .map((bold) => (bold[2] as string).replace(/<[^>]+>/g, ""))
          .join(""),
      ),
    );
    const level = /^h([1-6])$/.exec(tag)?.[1];
    lines.push({
      text,
      parts,
      size: level === undefined ? 1 : (headingSizes[Number(level)] ?? 1),
      bold:
        level !== undefined ||
        (boldText.length > 0 && boldText.replace(/\s/g, "").length >= plain.replace(/\s/g, "").length * 0.6),
      heading: level === undefined ? undefined : Number(level),
      bullet: tag === "li" || bulletPrefix.test(text),
      gap: empty > 0 || level !== undefined ? 1 : 0,
      links,
      where: `paragraph ${lines.length + 1}`,
    });
    empty = 0;
  }
  return lines;
};
