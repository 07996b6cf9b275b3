import { htmlToText } from "@vitae/schema";
import { sanitizeRichText } from "@vitae/templates";

/** Rich-text fields hold editor HTML; every other field is plain text. */
export type TextFormat = "html" | "plain";

/**
 * HTML is what keeps a tag once sanitised with the resume's own allow-list: the sanitiser escapes every stray
 * `<`, so "latency < 50 ms" or "<template> in C++" typed into a plain field still counts as plain text.
 */
export const formatOf = (text: string): TextFormat =>
  /<[a-z]/i.test(sanitizeRichText(text)) ? "html" : "plain";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };

// sanitize-html decodes every entity it reads and writes back only these four.
const decodeText = (text: string) =>
  text.replace(/&(amp|lt|gt|quot);/g, (_whole, name: string) => entities[name] ?? "");

const encodeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The prose of a value, split where markup is: `texts` are the decoded text nodes in document order, `gaps[i]`
 * is what separates `texts[i]` from `texts[i + 1]` when read as prose ("" inside a paragraph, a line break at
 * `<br>`, a blank line between blocks), and `rebuild` puts changed texts back between the untouched tags.
 */
export type TextRuns = {
  texts: string[];
  gaps: string[];
  rebuild(texts: readonly string[]): string;
};

export const plainTextRuns = (text: string): TextRuns => ({
  texts: [text],
  gaps: [],
  rebuild: (texts) => texts[0] ?? "",
});

const blockTags = new Set(["p", "li", "ul", "ol", "h1", "h2", "h3", "h4", "blockquote", "pre"]);

export const richTextRuns = (html: string): TextRuns => {
  // Sanitised HTML has well-formed tags, no `>` inside attribute values and no raw `<` or `>` in text, so
  // splitting at tags is exact: even indexes are text, odd ones tags.
  const parts = sanitizeRichText(html).split(/(<[^>]*>)/);
  const texts: string[] = [];
  const gaps: string[] = [];
  let gap = "";
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      const name = /^<\/?([a-z0-9]+)/i.exec(part)?.[1]?.toLowerCase() ?? "";
      if (blockTags.has(name)) gap = "\n\n";
      else if (name === "br" && gap === "") gap = "\n";
      return;
    }
    if (texts.length > 0) gaps.push(gap);
    texts.push(decodeText(part));
    gap = "";
  });
  return {
    texts,
    gaps,
    rebuild: (changed) =>
      parts.map((part, index) => (index % 2 === 1 ? part : encodeText(changed[index / 2] ?? ""))).join(""),
  };
};

export const textRunsOf = (text: string, format: TextFormat): TextRuns =>
  format === "html" ? richTextRuns(text) : plainTextRuns(text);

const tagPattern = /<\/?[a-z][^>]*>/i;

/** Plain text of an HTML answer: script and style contents dropped, tags removed, paragraphs kept as lines. */
export const htmlToPlainText = (html: string): string => htmlToText(html, { blockBreak: "\n" });

/**
 * What a model's answer may become in a field of this format: rich text keeps only the resume's allow-list
 * (no scripts, event handlers or `javascript:` links), and a plain field never receives markup.
 */
export const toFieldText = (answer: string, format: TextFormat): string => {
  if (format === "html") return sanitizeRichText(answer);
  return tagPattern.test(answer) ? htmlToPlainText(answer) : answer;
};
