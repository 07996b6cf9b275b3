// Rhyhorn: compact and dense. The accent colour is used for section headings only.
// Break line: a hairline under the header and under every section heading.
export const css = `
.vt-rhyhorn .vt-header {
  gap: 1.1em;
  padding-bottom: 0.55em;
  margin-bottom: 0.7em;
}
.vt-rhyhorn.vt-break-line .vt-header {
  border-bottom: 1px solid var(--vt-rule);
}
.vt-rhyhorn .vt-headline {
  margin-top: 0.1em;
}
.vt-rhyhorn .vt-contact {
  gap: 0.1em 1em;
  margin-top: 0.3em;
}
/* Without icons, a middle dot separates the details; the dot that would open a wrapped line sits outside the
   header text's box and is clipped by it (overflow, not clip-path: a clip-path moves text later in the PDF). */
.vt-rhyhorn.vt-hide-icons .vt-header-text {
  overflow: hidden;
}
.vt-rhyhorn.vt-hide-icons .vt-contact {
  gap: 0.1em 0;
  margin-inline-start: -1.3em;
}
.vt-rhyhorn.vt-hide-icons .vt-contact-item {
  gap: 0;
}
.vt-rhyhorn.vt-hide-icons .vt-contact-item::before {
  content: "·";
  width: 1.3em;
  flex: none;
  text-align: center;
  color: var(--vt-muted);
}
.vt-rhyhorn .vt-section + .vt-section {
  margin-top: 0.75em;
}
.vt-rhyhorn .vt-section-heading {
  margin-bottom: 0.3em;
  color: var(--vt-primary);
  font-variant-caps: all-small-caps;
  letter-spacing: 0.06em;
}
.vt-rhyhorn.vt-break-line .vt-section-heading {
  padding-bottom: 0.05em;
  border-bottom: 1px solid var(--vt-rule);
}
.vt-rhyhorn .vt-items {
  gap: 0.45em 1.4em;
}
.vt-rhyhorn .vt-item-summary {
  margin-top: 0.15em;
}
.vt-rhyhorn .vt-item-subtitle {
  font-style: italic;
}
.vt-rhyhorn :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.5em;
}
.vt-rhyhorn :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-subtitle {
  color: var(--vt-muted);
}
.vt-rhyhorn .vt-keywords-comma {
  margin-top: 0.05em;
}
.vt-rhyhorn .vt-level {
  margin-top: 0.25em;
}
`;
