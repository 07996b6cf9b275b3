// Chikorita: a plain main column and a right sidebar filled with the primary colour (the template's one use
// of the accent), its text white or the text colour, whichever reads better. The band itself is the
// template's paperBackground. Break line: a hairline under the header.
export const css = `
.vt-chikorita {
  padding-inline-end: 0;
  padding-inline-start: 0;
}
.vt-chikorita .vt-body {
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  min-height: 100%;
}
.vt-chikorita .vt-body-full {
  grid-template-columns: minmax(0, 1fr);
}
.vt-chikorita .vt-main {
  padding: 0 1.7em 0 var(--vt-margin);
}
.vt-chikorita .vt-body-full .vt-main {
  padding-inline-end: var(--vt-margin);
}
.vt-chikorita .vt-sidebar {
  --vt-text: var(--vt-on-primary);
  --vt-muted: color-mix(in srgb, var(--vt-on-primary) 78%, var(--vt-primary));
  --vt-rule: color-mix(in srgb, var(--vt-on-primary) 45%, var(--vt-primary));
  --vt-level-color: var(--vt-on-primary);
  padding: 0 var(--vt-margin) 0 1.5em;
  color: var(--vt-on-primary);
}
.vt-chikorita .vt-header {
  gap: 1.1em;
  padding-bottom: 0.9em;
  margin-bottom: 1.1em;
}
.vt-chikorita.vt-break-line .vt-header {
  border-bottom: 1px solid var(--vt-rule);
}
.vt-chikorita .vt-headline {
  color: var(--vt-muted);
}
.vt-chikorita .vt-contact {
  gap: 0.15em 1.2em;
}
.vt-chikorita .vt-section + .vt-section {
  margin-top: 1.15em;
}
.vt-chikorita .vt-section-heading {
  margin-bottom: 0.45em;
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: var(--vt-font-size);
}
.vt-chikorita .vt-items {
  gap: 0.75em 1.3em;
}
.vt-chikorita .vt-sidebar .vt-items {
  gap: 0.6em 1em;
}
.vt-chikorita .vt-item-meta {
  margin-top: 0.05em;
}
.vt-chikorita .vt-sidebar .vt-keyword {
  border-color: var(--vt-rule);
}
`;
