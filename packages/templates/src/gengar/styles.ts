// Gengar: the one-third sidebar on the left is washed with a pale tint of the primary colour (the
// template's one use of the accent; the wash itself is the paperBackground) and holds picture, name,
// headline and contact above the sidebar sections. Break line: a hairline that runs on from every section
// heading to the column's edge.
export const css = `
.vt-gengar {
  padding-inline-end: 0;
  padding-inline-start: 0;
}
.vt-gengar .vt-body {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
}
.vt-gengar .vt-sidebar {
  padding: 0 1.6em 0 var(--vt-margin);
}
.vt-gengar .vt-main {
  padding: 0 var(--vt-margin) 0 1.9em;
}
.vt-gengar .vt-header {
  flex-direction: column;
  align-items: flex-start;
  gap: 0.9em;
  margin-bottom: 1.7em;
}
.vt-gengar .vt-name {
  line-height: 1.1;
  text-wrap: balance;
}
.vt-gengar .vt-headline {
  margin-top: 0.35em;
  color: var(--vt-muted);
}
.vt-gengar .vt-contact {
  flex-direction: column;
  gap: 0.3em;
  margin-top: 0.9em;
}
.vt-gengar .vt-contact .vt-icon {
  color: var(--vt-muted);
}
.vt-gengar .vt-section + .vt-section {
  margin-top: 1.25em;
}
.vt-gengar .vt-section-heading {
  display: flex;
  align-items: center;
  gap: 0.6em;
  margin-bottom: 0.5em;
}
.vt-gengar.vt-break-line .vt-section-heading::after {
  content: "";
  flex: 1 1 auto;
  min-width: 1.5em;
  border-top: 1px solid var(--vt-rule);
}
.vt-gengar .vt-items {
  gap: 0.75em 1.4em;
}
.vt-gengar .vt-sidebar .vt-items {
  gap: 0.55em 1em;
}
.vt-gengar .vt-item-subtitle {
  font-style: italic;
}
.vt-gengar :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-subtitle {
  font-style: normal;
  color: var(--vt-muted);
}
.vt-gengar .vt-level-bar {
  height: 0.25em;
  margin-top: 0.4em;
}
.vt-gengar .vt-sidebar .vt-level-bar {
  background: color-mix(in srgb, var(--vt-text) 16%, transparent);
}
`;
