// Onyx: picture beside the name, contact details stacked on the right. Section headings carry the accent
// colour (its one use), their titles underlined in it. Break line: a full-width hairline under the header
// and under every heading, on which the accent underline sits.
export const css = `
.vt-onyx .vt-header {
  align-items: center;
  gap: 1.2em;
  padding-bottom: 1em;
  margin-bottom: 1.1em;
}
.vt-onyx.vt-break-line .vt-header {
  border-bottom: 1px solid var(--vt-rule);
}
.vt-onyx .vt-headline {
  margin-top: 0.2em;
  font-size: var(--vt-heading-size);
  color: var(--vt-muted);
}
/* Contact details stacked against the right margin, icons in a column at the edge. */
.vt-onyx .vt-contact {
  flex: 0 1 auto;
  flex-direction: column;
  align-items: flex-end;
  max-width: 42%;
  gap: 0.15em;
  margin-top: 0;
  text-align: end;
}
.vt-onyx .vt-contact-item {
  flex-direction: row-reverse;
  gap: 0.5em;
  max-width: 100%;
}
.vt-onyx .vt-section + .vt-section {
  margin-top: 1.15em;
}
.vt-onyx .vt-section-heading {
  margin-bottom: 0.6em;
  color: var(--vt-primary);
  letter-spacing: 0.01em;
}
.vt-onyx.vt-break-line .vt-section-heading {
  border-bottom: 1px solid var(--vt-rule);
}
.vt-onyx .vt-section-title {
  display: inline-block;
  /* The accent underline sits on the hairline (when there is one), overlapping it. */
  margin-bottom: -1px;
  padding-bottom: 0.2em;
  border-bottom: 2px solid var(--vt-primary);
}
.vt-onyx .vt-items {
  gap: 0.75em 1.5em;
}
.vt-onyx .vt-item-subtitle {
  font-weight: 400;
}
.vt-onyx .vt-item-meta {
  margin-top: 0.05em;
}
.vt-onyx :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5em;
}
.vt-onyx :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-subtitle {
  color: var(--vt-muted);
}
.vt-onyx .vt-level-bar {
  margin-top: 0.45em;
}
`;
