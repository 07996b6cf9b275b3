/** @jsxRuntime automatic */
import type { ReactNode } from "react";
import { hasRichText, safeHref, sanitizeRichText } from "./sanitize.ts";

/** An address as people write it: without the scheme, `www.` kept, no trailing slash. */
export const displayUrl = (href: string): string =>
  href
    .trim()
    .replace(/^(?:https?:\/\/|mailto:|tel:)/i, "")
    .replace(/\/$/, "");

/**
 * A link whose text is real text. An address the resume may not link to (not http(s), mailto or tel) is
 * shown as plain text instead.
 */
export const Link = ({
  href,
  children,
  className,
}: {
  href: string;
  children?: ReactNode;
  className?: string;
}) => {
  const safe = safeHref(href);
  const content = children ?? displayUrl(href);
  if (safe === undefined) return <span className={className}>{content}</span>;
  return (
    <a className={className} href={safe} rel="noopener noreferrer">
      {content}
    </a>
  );
};

/** Editor HTML, sanitised, in a `.vt-rich` block; nothing when it has no text. */
export const RichText = ({
  html,
  className,
  field,
}: {
  html: string;
  className?: string;
  field?: string;
}) => {
  const clean = sanitizeRichText(html);
  if (!hasRichText(clean)) return null;
  return (
    <div
      className={className === undefined ? "vt-rich" : `vt-rich ${className}`}
      data-field={field}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the allow-list in sanitize.ts
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
