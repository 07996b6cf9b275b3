// Pikachu: name and headline in a box filled with the primary colour at the top of the main column (the
// template's one use of the accent), in white or the text colour, whichever reads better; the picture and
// the contact details head the one-third sidebar on the left. Break line: a hairline under every section
// heading.
export const css = `
.vt-pikachu .vt-body {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2.1fr);
  grid-template-rows: auto 1fr;
  column-gap: 2em;
}
.vt-pikachu .vt-header {
  display: block;
  grid-column: 2;
  grid-row: 1;
  padding: 1.05em 1.35em 1.15em;
  margin-bottom: 1.4em;
  border-radius: 0.35em;
  background: var(--vt-primary);
  color: var(--vt-on-primary);
}
.vt-pikachu .vt-headline {
  margin-top: 0.3em;
  /* Not opacity: a translucent layer would print after the page's other text, out of reading order. */
  color: color-mix(in srgb, var(--vt-on-primary) 86%, var(--vt-primary));
}
.vt-pikachu .vt-sidebar {
  grid-column: 1;
  grid-row: 1 / 3;
  min-width: 0;
}
.vt-pikachu .vt-main {
  grid-column: 2;
  grid-row: 2;
  min-width: 0;
}
.vt-pikachu .vt-pikachu-profile {
  margin-bottom: 1.5em;
  break-inside: avoid;
}
.vt-pikachu .vt-picture {
  margin-bottom: 1.1em;
}
.vt-pikachu .vt-contact {
  flex-direction: column;
  gap: 0.3em;
  margin-top: 0;
}
.vt-pikachu .vt-contact .vt-icon {
  color: var(--vt-muted);
}
.vt-pikachu .vt-section + .vt-section {
  margin-top: 1.2em;
}
.vt-pikachu .vt-section-heading {
  margin-bottom: 0.45em;
}
.vt-pikachu.vt-break-line .vt-section-heading {
  padding-bottom: 0.15em;
  border-bottom: 1px solid var(--vt-rule);
}
.vt-pikachu .vt-items {
  gap: 0.75em 1.4em;
}
.vt-pikachu .vt-sidebar .vt-items {
  gap: 0.55em 1em;
}
/* Dates sit on the right; where the column is too narrow for both (a sidebar grid), they wrap below the
   title and stay on the right. */
.vt-pikachu .vt-item-header {
  flex-wrap: wrap;
}
.vt-pikachu .vt-item-heading {
  flex: 1 1 9em;
}
.vt-pikachu .vt-item-aside {
  max-width: 100%;
  margin-inline-start: auto;
}
.vt-pikachu .vt-item-aside .vt-level {
  width: 4.5em;
}
.vt-pikachu .vt-item-subtitle {
  color: var(--vt-muted);
}
.vt-pikachu [data-item="experience"] .vt-item-subtitle,
.vt-pikachu [data-item="internship"] .vt-item-subtitle,
.vt-pikachu [data-item="education"] .vt-item-subtitle {
  color: var(--vt-text);
}
`;
