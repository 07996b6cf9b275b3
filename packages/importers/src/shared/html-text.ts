const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    const key = name.toLowerCase();
    return Object.hasOwn(entities, key) ? (entities[key] ?? match) : match;
  });

/** Text of an HTML fragment: block ends become line breaks, tags go, entities are decoded, blank runs collapse. */
export const htmlToText = (html: string): string =>
  decodeEntities(
    html
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/(li|ul|ol)>/gi, "\n")
      .replace(/<\/(p|div|h[1-6]|blockquote)>/gi, "\n\n")
      .replace(/<li[^>]*>/gi, "• ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();

/**
 * Rich text split the way JSON Resume keeps it: the text outside lists as `summary`, each top-level list item as
 * one highlight.
 */
export const htmlToSummaryAndHighlights = (html: string): { summary: string; highlights: string[] } => {
  const highlights: string[] = [];
  const outside = html.replace(/<(ul|ol)[^>]*>([\s\S]*?)<\/\1>/gi, (_match, _tag, inner: string) => {
    for (const item of inner.split(/<li[^>]*>/i).slice(1)) {
      const text = htmlToText(item);
      if (text !== "") highlights.push(text);
    }
    return "\n";
  });
  return { summary: htmlToText(outside), highlights };
};
