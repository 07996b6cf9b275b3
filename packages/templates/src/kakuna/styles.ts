// Kakuna: classic and symmetrical. The accent colour is used for the name only; headings are centred small
// caps in the text colour. Break line: the hairlines either side of every section heading.
export const css = `
.vt-kakuna .vt-header {
  flex-direction: column;
  gap: 0.75em;
  margin-bottom: 1.2em;
  text-align: center;
}
.vt-kakuna .vt-name {
  color: var(--vt-primary);
  letter-spacing: 0.02em;
}
.vt-kakuna .vt-headline {
  margin-top: 0.25em;
  color: var(--vt-muted);
  font-style: italic;
}
.vt-kakuna .vt-contact {
  justify-content: center;
  gap: 0.2em 1.5em;
  margin-top: 0.6em;
}
.vt-kakuna .vt-section + .vt-section {
  margin-top: 1.05em;
}
.vt-kakuna .vt-section-heading {
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.9em;
  margin-bottom: 0.55em;
  font-variant-caps: all-small-caps;
  letter-spacing: 0.06em;
  text-align: center;
}
.vt-kakuna .vt-section-title {
  /* Letter spacing also trails the last letter; balance it so the title sits in the true centre. */
  margin-inline-end: -0.06em;
}
.vt-kakuna.vt-break-line .vt-section-heading::before,
.vt-kakuna.vt-break-line .vt-section-heading::after {
  content: "";
  flex: 1 1 0;
  min-width: 1.5em;
  border-top: 1px solid var(--vt-rule);
}
.vt-kakuna .vt-items {
  gap: 0.6em 1.6em;
}
.vt-kakuna .vt-item-subtitle {
  font-style: italic;
}
.vt-kakuna :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5em;
}
.vt-kakuna :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-subtitle {
  color: var(--vt-muted);
}
.vt-kakuna .vt-item-aside .vt-level-dots {
  justify-content: flex-end;
  margin-top: 0.35em;
}
.vt-kakuna .vt-item-summary {
  margin-top: 0.2em;
}
`;
