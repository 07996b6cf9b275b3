import { htmlToLine } from "@vitae/schema";
import sanitizeHtml from "sanitize-html";

const textAlign = { "text-align": [/^(?:left|right|center|justify)$/] };

const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "code",
    "pre",
    "span",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "rel"],
    img: ["src", "alt"],
    p: ["style"],
    h1: ["style"],
    h2: ["style"],
    h3: ["style"],
    h4: ["style"],
  },
  // The editor's alignment is the only inline style a resume keeps.
  allowedStyles: { p: textAlign, h1: textAlign, h2: textAlign, h3: textAlign, h4: textAlign },
  allowedSchemes: ["http", "https", "mailto"],
  // Images from the web or inlined raster/vector images; never javascript:, never data: of another type.
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer" },
    }),
  },
  // An image is kept only with an absolute web address or an inline raster/vector image: a relative or empty
  // source has nothing to show in the print page or on another host.
  exclusiveFilter: (frame) =>
    frame.tag === "img" &&
    !/^(?:https?:\/\/|data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,])/i.test(frame.attribs.src ?? ""),
};

/**
 * Cleans editor HTML down to the resume's allow-list: paragraphs, line breaks, emphasis, lists, headings
 * h1–h4, quotes, code, links (http, https, mailto; `rel="noopener noreferrer"`) and images (src http, https or
 * a data: image; alt). Scripts, event handlers,
 * styles other than text alignment and every other tag are dropped, keeping their text where it is text.
 * Pure and idempotent, so the server may run it on write and templates again on render.
 */
export const sanitizeRichText = (html: string): string => {
  if (html.trim() === "") return "";
  if (html.length > rememberedMaxLength) return sanitizeHtml(html, richTextOptions);
  const known = remembered.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, richTextOptions);
  if (remembered.size >= rememberedLimit) remembered.delete(remembered.keys().next().value as string);
  remembered.set(html, clean);
  return clean;
};

/*
 * Nearly every rich text arrives unchanged from the last time: a live preview draws them all on each keystroke,
 * and the builder saves the whole resume after every edit (the server sanitises what it stores). Recent results
 * are therefore remembered: short texts only, a bounded number, oldest out first (a few MiB at most).
 */
const rememberedLimit = 1000;
const rememberedMaxLength = 4096;
const remembered = new Map<string, string>();

/** True when rich text would show something once sanitised (an empty `<p></p>` shows nothing). */
export const hasRichText = (html: string): boolean => {
  const clean = sanitizeRichText(html);
  return htmlToLine(clean) !== "" || clean.includes("<img");
};

/** An href a resume may link to: http(s) or mailto/tel built by the templates; anything else is dropped. */
export const safeHref = (href: string): string | undefined => {
  const value = href.trim();
  return /^(?:https?:\/\/|mailto:|tel:)/i.test(value) ? value : undefined;
};

/**
 * A picture or logo source the printer may load: http(s), a same-origin path (uploads), or an inline
 * `data:image/` or `blob:` URL from the web app. Anything else (javascript:, file:) is dropped.
 */
export const safeImageSrc = (src: string): string | undefined => {
  const value = src.trim();
  return /^(?:https?:\/\/|\/(?!\/)|data:image\/(?:png|jpe?g|gif|webp|svg\+xml|avif)[;,]|blob:)/i.test(value)
    ? value
    : undefined;
};
