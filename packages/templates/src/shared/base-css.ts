import { pageBreakCss } from "./page-breaks.ts";

/**
 * CSS shared by every template, scoped to `.vt-page`. Templates add their own sheet on top (scoped to
 * `.vt-<id>`); both read the variables `themeVariables` sets on the page.
 */
export const baseCss = `
.vt-page {
  --vt-muted: color-mix(in srgb, var(--vt-text) 68%, var(--vt-background));
  --vt-rule: color-mix(in srgb, var(--vt-text) 22%, var(--vt-background));
  --vt-primary-wash: color-mix(in srgb, var(--vt-primary) 9%, var(--vt-background));
  --vt-name-size: calc(var(--vt-font-size) * 2);
  --vt-heading-size: calc(var(--vt-font-size) * 1.15);
  --vt-meta-size: calc(var(--vt-font-size) * 0.9);
  --vt-line: calc(var(--vt-font-size) * var(--vt-line-height));
  --vt-level-color: var(--vt-text);
  box-sizing: border-box;
  position: relative;
  width: var(--vt-page-width);
  min-height: var(--vt-page-min-height, var(--vt-page-height));
  margin: 0;
  padding: var(--vt-margin);
  /* The sheet: the theme background, or the template's paperBackground (set inline as --vt-paper). */
  background: var(--vt-paper, var(--vt-background));
  color: var(--vt-text);
  font-family: var(--vt-font-family);
  font-size: var(--vt-font-size);
  font-weight: 400;
  line-height: var(--vt-line-height);
  text-align: start;
  overflow-wrap: break-word;
  font-kerning: normal;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
  /* A page taller than the paper continues on the next sheet with the same padding and background. */
  -webkit-box-decoration-break: clone;
  box-decoration-break: clone;
}
.vt-page *,
.vt-page *::before,
.vt-page *::after {
  box-sizing: border-box;
}
.vt-page:not(:last-child) {
  break-after: page;
}
.vt-page :where(h1, h2, h3, h4, p, ul, ol, blockquote, pre) {
  margin: 0;
  padding: 0;
  font-size: inherit;
  font-weight: inherit;
}
.vt-page a {
  color: inherit;
  text-decoration-line: var(--vt-link-decoration);
  text-decoration-thickness: 0.06em;
  text-underline-offset: 0.18em;
}
.vt-page img {
  max-width: 100%;
}
.vt-icon {
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  vertical-align: -0.125em;
}

/* Header pieces */
.vt-header {
  display: flex;
  align-items: center;
  gap: 1em;
  break-inside: avoid;
}
.vt-header-text {
  min-width: 0;
  flex: 1 1 auto;
}
.vt-name {
  font-size: var(--vt-name-size);
  font-weight: 700;
  line-height: 1.15;
}
.vt-headline {
  margin-top: 0.15em;
}
.vt-contact {
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.15em 1.1em;
  margin-top: 0.4em;
  font-size: var(--vt-meta-size);
}
.vt-contact-item {
  display: inline-flex;
  align-items: baseline;
  gap: 0.4em;
  min-width: 0;
}
.vt-contact-item .vt-icon {
  align-self: center;
}
.vt-picture {
  display: block;
  flex: none;
  object-fit: cover;
}
.vt-picture-border {
  border: 2px solid var(--vt-picture-border-color, var(--vt-primary));
}
.vt-picture-grayscale {
  filter: grayscale(1);
}

/* Sections and items */
.vt-section-heading {
  font-size: var(--vt-heading-size);
  font-weight: 700;
  line-height: 1.3;
}
.vt-section-body {
  min-width: 0;
}
.vt-items {
  display: grid;
  grid-template-columns: repeat(var(--vt-columns, 1), minmax(0, 1fr));
  gap: 0.65em 1.25em;
}
.vt-item {
  min-width: 0;
}
.vt-item-header {
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 1em;
}
.vt-item-heading {
  min-width: 0;
  flex: 1 1 auto;
}
.vt-item-title {
  font-weight: 700;
}
.vt-item-title .vt-icon {
  margin-inline-end: 0.4em;
}
.vt-item-aside {
  flex: none;
  max-width: 45%;
  text-align: end;
}
.vt-item-aside .vt-level {
  width: 5.5em;
  margin-top: 0;
  margin-inline-start: auto;
}
.vt-item-aside .vt-level-bar {
  margin-top: 0.55em;
}
.vt-meta {
  font-size: var(--vt-meta-size);
  color: var(--vt-muted);
}
.vt-item-url {
  font-size: var(--vt-meta-size);
}
.vt-item-summary {
  margin-top: 0.25em;
}

/* Keywords and levels */
.vt-keywords-tags {
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.3em;
  margin-top: 0.35em;
}
.vt-keyword {
  padding: 0.05em 0.55em;
  border: 1px solid var(--vt-rule);
  border-radius: 1em;
  font-size: var(--vt-meta-size);
  line-height: 1.45;
}
.vt-keywords-comma {
  margin-top: 0.15em;
  font-size: var(--vt-meta-size);
}
.vt-level {
  margin-top: 0.35em;
}
.vt-keywords-tags + .vt-level {
  margin-top: 0.5em;
}
.vt-level-dots {
  display: flex;
  gap: 0.3em;
}
.vt-level-dot {
  width: 0.55em;
  height: 0.55em;
  border: 1px solid var(--vt-level-color);
  border-radius: 50%;
}
.vt-level-dot-on {
  background: var(--vt-level-color);
}
.vt-level-bar {
  max-width: 9em;
  height: 0.3em;
  overflow: hidden;
  border-radius: 0.15em;
  background: var(--vt-rule);
}
.vt-level-fill {
  display: block;
  height: 100%;
  background: var(--vt-level-color);
}

/* Rich text: lists, links and emphasis keep their meaning; nothing else is styled by chance. */
.vt-rich img {
  display: block;
  max-width: 100%;
  height: auto;
}
.vt-rich > * + * {
  margin-top: 0.35em;
}
.vt-rich :where(ul, ol) {
  padding-inline-start: 1.3em;
}
.vt-rich ul {
  list-style: disc;
}
.vt-rich ol {
  list-style: decimal;
}
.vt-rich li + li {
  margin-top: 0.1em;
}
.vt-rich li > p {
  margin: 0;
}
.vt-rich :where(h1, h2, h3, h4) {
  font-weight: 700;
  break-after: avoid;
}
.vt-rich :where(strong, b) {
  font-weight: 700;
}
.vt-rich blockquote {
  padding-inline-start: 0.75em;
  border-inline-start: 2px solid var(--vt-rule);
  color: var(--vt-muted);
}
.vt-rich :where(code, pre) {
  font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace;
  font-size: 0.9em;
}
.vt-rich pre {
  white-space: pre-wrap;
}
${pageBreakCss}`;
