// Leafish: a band tinted with a pale wash of the accent colour, edged in the accent, runs across the top of
// the first page (the template's one use of the accent), holding the header and the summary; two equal
// columns follow.
// Break line: a hairline under every section heading.
export const css = `
.vt-leafish {
  --vt-column-gap: 2.1em;
}
/* The band reaches the paper's top and side edges; its padding keeps the text on the page's margins. */
.vt-leafish .vt-band {
  margin: calc(-1 * var(--vt-margin)) calc(-1 * var(--vt-margin)) 1.35em;
  padding: calc(var(--vt-margin) + 1.1em) var(--vt-margin) 1.2em;
  border-bottom: 2px solid var(--vt-primary);
  background: var(--vt-primary-wash);
  break-inside: avoid;
}
.vt-leafish .vt-header {
  gap: 1.3em;
}
.vt-leafish .vt-headline {
  margin-top: 0.2em;
  font-size: var(--vt-heading-size);
  color: var(--vt-muted);
}
.vt-leafish .vt-contact {
  gap: 0.2em 1.3em;
  margin-top: 0.6em;
}
.vt-leafish .vt-band .vt-section {
  margin-top: 1.3em;
}
.vt-leafish .vt-body {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  column-gap: var(--vt-column-gap);
}
.vt-leafish .vt-body-full {
  grid-template-columns: minmax(0, 1fr);
}
.vt-leafish .vt-section + .vt-section {
  margin-top: 1.2em;
}
.vt-leafish .vt-section-heading {
  margin-bottom: 0.5em;
  letter-spacing: 0.01em;
}
.vt-leafish.vt-break-line .vt-section-heading {
  padding-bottom: 0.25em;
  border-bottom: 1px solid var(--vt-rule);
}
.vt-leafish .vt-items {
  gap: 0.75em 1.3em;
}
.vt-leafish .vt-item-subtitle {
  font-style: italic;
}
.vt-leafish :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5em;
}
.vt-leafish :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-subtitle {
  color: var(--vt-muted);
}
.vt-leafish .vt-item-meta {
  margin-top: 0.05em;
}
.vt-leafish .vt-level-bar {
  margin-top: 0.45em;
}
`;
