// Nosepass: a formal, dense, Europass-like form. A narrow label column on the left holds the section
// headings (the accent colour's one use, right-aligned against the values) and, for one-column sections,
// each item's dates, place and level; the values run on the right. Break line: a hairline from each
// section's label to the right margin, as on an official form.
export const css = `
.vt-nosepass {
  --vt-label-width: 24%;
  --vt-label-gap: calc(var(--vt-font-size) * 1.35);
  --vt-values-start: calc(var(--vt-label-width) + var(--vt-label-gap));
}
.vt-nosepass .vt-header {
  display: grid;
  grid-template-columns: var(--vt-label-width) minmax(0, 1fr);
  column-gap: var(--vt-label-gap);
  align-items: center;
  margin-bottom: 1.1em;
}
.vt-nosepass .vt-header-gutter {
  display: flex;
  justify-content: flex-end;
}
.vt-nosepass .vt-header-text {
  grid-column: 2;
}
.vt-nosepass .vt-headline {
  margin-top: 0.15em;
  font-size: var(--vt-heading-size);
  color: var(--vt-muted);
}
.vt-nosepass .vt-contact {
  gap: 0.15em 1.3em;
  margin-top: 0.5em;
}
.vt-nosepass .vt-section + .vt-section {
  margin-top: 0.85em;
}
.vt-nosepass .vt-section-heading {
  display: grid;
  grid-template-columns: var(--vt-label-width) minmax(0, 1fr);
  column-gap: var(--vt-label-gap);
  align-items: center;
  margin-bottom: 0.4em;
  color: var(--vt-primary);
  line-height: 1.2;
  font-variant-caps: all-small-caps;
  letter-spacing: 0.07em;
  text-align: end;
}
.vt-nosepass.vt-break-line .vt-section-heading::after {
  content: "";
  border-top: 1px solid var(--vt-rule);
}
/* Content that cannot use the label column starts where the values start. */
.vt-nosepass .vt-summary,
.vt-nosepass .vt-items:not(.vt-columns-1) {
  margin-inline-start: var(--vt-values-start);
}
.vt-nosepass .vt-items {
  gap: 0.5em 1.3em;
}
/* One-column sections: each item is a row of the form, its dates, place and level in the label column. */
.vt-nosepass .vt-columns-1 > .vt-item {
  display: grid;
  grid-template-columns: var(--vt-label-width) minmax(0, 1fr);
  column-gap: var(--vt-label-gap);
}
.vt-nosepass .vt-columns-1 > .vt-item > * {
  grid-column: 2;
}
.vt-nosepass .vt-columns-1 > .vt-item > .vt-item-header {
  display: contents;
}
.vt-nosepass .vt-columns-1 .vt-item-heading {
  grid-column: 2;
  grid-row: 1;
}
.vt-nosepass .vt-columns-1 .vt-item-aside {
  grid-column: 1;
  grid-row: 1 / span 6;
  max-width: none;
  /* The first line sits on the title's line: meta text is smaller, so it drops to the title's baseline. */
  padding-top: calc((var(--vt-font-size) - var(--vt-meta-size)) * var(--vt-line-height) * 0.75);
}
.vt-nosepass .vt-item-aside .vt-level-dots {
  justify-content: flex-end;
  margin-top: 0.35em;
}
.vt-nosepass :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5em;
}
.vt-nosepass :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-subtitle {
  color: var(--vt-muted);
}
.vt-nosepass .vt-item-summary {
  margin-top: 0.15em;
}
`;
