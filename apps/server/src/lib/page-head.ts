/**
 * What the server writes into the web app's index.html for one page, so that readers which do not run the page's
 * script (chat apps and social sites unfurling a link, search engines) see it.
 */
export type PageHead = {
  /** Replaces the document's <title>. */
  title?: string;
  /** Replaces <meta name="description">. */
  description?: string;
  /** Further <meta> elements: Open Graph's carry `property`, Twitter's `name`. */
  meta?: { attribute: "property" | "name"; key: string; content: string }[];
};

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Text made safe inside an element or a quoted attribute: a name like `"><script>` stays text. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

const titleElement = /<title>[^<]*<\/title>/i;
const descriptionElement = /<meta\s+name="description"[^>]*>/i;

/**
 * index.html with the page's title, description and meta elements (the rest of the document as it was).
 * Replacements are functions, not strings: "$&" and the like in a resume's text must not act as patterns.
 */
export const withPageHead = (html: string, head: PageHead): string => {
  let result = html;
  const { title, description } = head;
  if (title !== undefined) result = result.replace(titleElement, () => `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined) {
    result = result.replace(
      descriptionElement,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  const meta = (head.meta ?? [])
    .map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`,
    )
    .join("\n    ");
  return meta === "" ? result : result.replace(/<\/head>/i, () => `  ${meta}\n  </head>`);
};
