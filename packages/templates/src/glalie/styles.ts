// Glalie: a tinted column on the left with a hairline border in the primary colour on each side (the
// template's one use of the accent; the column is painted by paperBackground from the top edge of every
// sheet to the bottom), the header centred inside it. Break line: a hairline under the header inside the
// column and a short one under every section heading.
export const css = `
.vt-glalie .vt-body {
  display: grid;
  /* The sidebar's share matches glalieSidebarShare in index.tsx (the painted column). */
  grid-template-columns: 31% minmax(0, 1fr);
  column-gap: 1.9em;
}
.vt-glalie .vt-sidebar {
  padding: 0.4em 1.25em 0;
}
.vt-glalie .vt-header {
  flex-direction: column;
  gap: 0.85em;
  padding-bottom: 1.2em;
  margin-bottom: 1.3em;
  text-align: center;
}
/* Only when sections follow it in the column: a rule with nothing below would read as a stray line. */
.vt-glalie.vt-break-line .vt-header:not(:last-child) {
  border-bottom: 1px solid var(--vt-rule);
}
.vt-glalie :is(.vt-name, .vt-headline) {
  text-wrap: balance;
}
.vt-glalie .vt-name {
  line-height: 1.1;
}
.vt-glalie .vt-headline {
  margin-top: 0.4em;
  color: var(--vt-muted);
}
.vt-glalie .vt-contact {
  flex-direction: column;
  align-items: center;
  gap: 0.25em;
  margin-top: 0.85em;
}
.vt-glalie .vt-contact .vt-icon {
  color: var(--vt-muted);
}
.vt-glalie .vt-section + .vt-section {
  margin-top: 1.2em;
}
.vt-glalie .vt-section-heading {
  margin-bottom: 0.5em;
  text-transform: uppercase;
  letter-spacing: 0.09em;
  font-kerning: none;
  font-size: var(--vt-font-size);
}
.vt-glalie.vt-break-line .vt-section-heading::after {
  content: "";
  display: block;
  width: 2.4em;
  margin-top: 0.3em;
  border-top: 1.5px solid color-mix(in srgb, var(--vt-text) 45%, var(--vt-background));
}
.vt-glalie .vt-items {
  gap: 0.75em 1.4em;
}
.vt-glalie .vt-sidebar .vt-items {
  gap: 0.55em 1em;
}
.vt-glalie .vt-item-meta {
  margin-top: 0.05em;
}
.vt-glalie .vt-level-dot {
  width: 0.5em;
  height: 0.5em;
}
`;
