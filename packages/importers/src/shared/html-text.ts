import { htmlToText } from "@vitae/schema";

/** Text of rich text as plain-text formats keep it: a list still reads as one, each item after a bullet. */
export const bulletedText = (html: string): string => htmlToText(html, { listItemPrefix: "• " });

/**
 * Rich text split the way JSON Resume keeps it: the text outside lists as `summary`, each top-level list item as
 * one highlight.
 */
export const htmlToSummaryAndHighlights = (html: string): { summary: string; highlights: string[] } => {
  const highlights: string[] = [];
  const outside = html.replace(/<(ul|ol)[^>]*>([\s\S]*?)<\/\1>/gi, (_match, _tag, inner: string) => {
    for (const item of inner.split(/<li[^>]*>/i).slice(1)) {
      const text = bulletedText(item);
      if (text !== "") highlights.push(text);
    }
    return "\n";
  });
  return { summary: bulletedText(outside), highlights };
};
