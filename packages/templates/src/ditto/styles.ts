// Ditto: a band of the primary colour across the top of the first sheet (the template's one use of the
// accent) holds name and headline in white or the text colour, whichever reads better; the picture hangs
// from the band's lower edge into the one-third sidebar on the left. Break line: a hairline under every
// section heading.
export const css = `
.vt-ditto {
  --vt-ditto-columns: minmax(0, 1fr) minmax(0, 2fr);
  --vt-ditto-gap: 2.1em;
  --vt-ditto-band-pad: 1.4em;
}
.vt-ditto .vt-header {
  display: grid;
  grid-template-columns: var(--vt-ditto-columns);
  grid-template-rows: auto auto var(--vt-ditto-band-pad) auto;
  column-gap: var(--vt-ditto-gap);
  align-items: start;
  padding-top: var(--vt-ditto-band-pad);
  margin-bottom: 1.5em;
}
/* The band: behind name and headline, out to the paper's top and side edges. */
.vt-ditto .vt-header::before {
  content: "";
  grid-column: 1 / -1;
  grid-row: 1 / 4;
  align-self: stretch;
  margin: calc(-1 * (var(--vt-margin) + var(--vt-ditto-band-pad))) calc(-1 * var(--vt-margin)) 0;
  background: var(--vt-primary);
}
.vt-ditto .vt-header-text {
  display: contents;
}
.vt-ditto .vt-name {
  grid-column: 1 / -1;
  grid-row: 1;
  color: var(--vt-on-primary);
  letter-spacing: -0.005em;
}
.vt-ditto .vt-headline {
  grid-column: 1 / -1;
  grid-row: 2;
  margin-top: 0.2em;
  /* Not opacity: a translucent layer would print after the page's other text, out of reading order. */
  color: color-mix(in srgb, var(--vt-on-primary) 86%, var(--vt-primary));
}
.vt-ditto .vt-contact {
  grid-column: 1 / -1;
  grid-row: 4;
  gap: 0.2em 1.3em;
  margin-top: 0.75em;
}
.vt-ditto .vt-contact .vt-icon {
  color: var(--vt-muted);
}
.vt-ditto .vt-header.vt-ditto-with-picture {
  grid-template-rows:
    auto auto var(--vt-ditto-band-pad)
    minmax(calc(var(--vt-ditto-picture-height) * 0.5), auto);
}
.vt-ditto .vt-ditto-with-picture :is(.vt-name, .vt-headline, .vt-contact) {
  grid-column: 2;
}
.vt-ditto .vt-ditto-with-picture .vt-picture {
  --vt-picture-border-color: var(--vt-background);
  grid-column: 1;
  grid-row: 1 / 4;
  align-self: end;
  justify-self: start;
  margin-bottom: calc(var(--vt-ditto-picture-height) * -0.5);
}
.vt-ditto .vt-ditto-with-picture .vt-picture-border {
  border-width: 3px;
}
.vt-ditto .vt-body {
  display: grid;
  grid-template-columns: var(--vt-ditto-columns);
  column-gap: var(--vt-ditto-gap);
}
.vt-ditto .vt-body-full {
  grid-template-columns: minmax(0, 1fr);
}
.vt-ditto .vt-section + .vt-section {
  margin-top: 1.2em;
}
.vt-ditto .vt-section-heading {
  margin-bottom: 0.5em;
  font-variant-caps: all-small-caps;
  letter-spacing: 0.07em;
}
.vt-ditto.vt-break-line .vt-section-heading {
  padding-bottom: 0.1em;
  border-bottom: 1px solid var(--vt-rule);
}
.vt-ditto .vt-items {
  gap: 0.8em 1.4em;
}
.vt-ditto .vt-sidebar .vt-items {
  gap: 0.6em 1em;
}
.vt-ditto .vt-item-meta {
  margin-top: 0.05em;
}
`;
