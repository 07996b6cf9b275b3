// Vitae, the house style: generous white space, a one-third sidebar on the right. The accent colour is the
// name only; everything else is the text colour and thin rules. Break line: a hairline over every section
// heading (the first ones of each column close the header, so the header draws no rule of its own).
export const css = `
.vt-vitae .vt-header {
  gap: 1.6em;
  margin-bottom: 2em;
}
/* The photo closes the header on the right, over the sidebar. */
.vt-vitae .vt-header .vt-picture {
  order: 2;
}
.vt-vitae .vt-name {
  color: var(--vt-primary);
  font-size: calc(var(--vt-font-size) * 2.2);
  line-height: 1.1;
  letter-spacing: -0.01em;
}
.vt-vitae .vt-headline {
  margin-top: 0.3em;
  font-size: calc(var(--vt-font-size) * 1.1);
}
.vt-vitae .vt-contact {
  gap: 0.2em 1.4em;
  margin-top: 0.7em;
  color: var(--vt-muted);
}
.vt-vitae .vt-body {
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  column-gap: 2.6em;
}
.vt-vitae .vt-body-full {
  grid-template-columns: minmax(0, 1fr);
}
.vt-vitae .vt-section + .vt-section {
  margin-top: 1.5em;
}
.vt-vitae .vt-section-heading {
  margin-bottom: 0.6em;
  font-variant-caps: all-small-caps;
  letter-spacing: 0.06em;
}
.vt-vitae.vt-break-line .vt-section-heading {
  padding-top: 0.4em;
  border-top: 1px solid var(--vt-rule);
}
.vt-vitae .vt-items {
  gap: 0.95em 1.6em;
}
.vt-vitae .vt-sidebar .vt-items {
  gap: 0.7em 1.1em;
}
/* Short entries (skills, languages, interests, profiles): the qualifier follows the name when it fits. */
.vt-vitae :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5em;
}
.vt-vitae :is([data-item="skills"], [data-item="languages"], [data-item="interests"])
  .vt-item-subtitle {
  color: var(--vt-muted);
}
.vt-vitae .vt-item-meta {
  margin-top: 0.1em;
}
.vt-vitae .vt-item-summary {
  margin-top: 0.3em;
}
.vt-vitae .vt-keyword {
  padding: 0 0.5em;
  border-radius: 0.2em;
}
.vt-vitae .vt-level-bar {
  height: 0.22em;
  margin-top: 0.45em;
}
`;
