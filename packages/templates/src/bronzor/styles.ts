// Bronzor: a ledger. Section headings sit in a left gutter in the accent colour (its one use), content to
// the right. Break line: a hairline above every section row, like the ruled lines of a ledger.
export const css = `
.vt-bronzor {
  --vt-gutter: 23%;
  --vt-gutter-gap: 1.6em;
}
.vt-bronzor .vt-header {
  display: grid;
  grid-template-columns: var(--vt-gutter) minmax(0, 1fr);
  column-gap: var(--vt-gutter-gap);
  align-items: end;
  padding-bottom: 0.9em;
}
.vt-bronzor .vt-header-gutter {
  display: flex;
  justify-content: flex-start;
}
.vt-bronzor .vt-headline {
  margin-top: 0.15em;
  color: var(--vt-muted);
}
.vt-bronzor .vt-contact {
  gap: 0.15em 1.2em;
}
.vt-bronzor .vt-section {
  display: grid;
  grid-template-columns: var(--vt-gutter) minmax(0, 1fr);
  align-items: start;
  padding-bottom: 0.6em;
}
/* The rule is drawn on the row's cells, not the section, so it moves with them to the next sheet. */
.vt-bronzor :is(.vt-section-heading, .vt-section-body) {
  padding-top: 0.6em;
}
.vt-bronzor.vt-break-line :is(.vt-section-heading, .vt-section-body) {
  border-top: 1px solid var(--vt-rule);
}
.vt-bronzor .vt-section-heading {
  grid-column: 1;
  /* Beside its content, a heading cannot be left alone; in a grid row, break-after: avoid would make
     Chromium push the whole body to the next sheet. */
  break-after: auto;
  color: var(--vt-primary);
  font-variant-caps: all-small-caps;
  letter-spacing: 0.06em;
  font-size: var(--vt-heading-size);
  /* The body's first line height, so heading and first item title share a line (and the rule meets). */
  line-height: var(--vt-line);
}
.vt-bronzor .vt-section-body {
  grid-column: 2;
  padding-inline-start: var(--vt-gutter-gap);
}
.vt-bronzor :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5em;
}
.vt-bronzor :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-subtitle {
  color: var(--vt-muted);
}
.vt-bronzor .vt-items {
  gap: 0.6em 1.4em;
}
.vt-bronzor .vt-item-subtitle {
  font-style: italic;
}
`;
