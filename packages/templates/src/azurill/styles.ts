// Azurill: airy, a centred header, a one-third sidebar on the left. The accent colour marks section headings
// with a small bar. Break line: a hairline between the header and the columns.
export const css = `
.vt-azurill .vt-header {
  flex-direction: column;
  gap: 0.7em;
  padding-bottom: 1.1em;
  margin-bottom: 1.3em;
  text-align: center;
}
.vt-azurill.vt-break-line .vt-header {
  border-bottom: 1px solid var(--vt-rule);
}
.vt-azurill .vt-headline {
  margin-top: 0.2em;
  color: var(--vt-muted);
}
.vt-azurill .vt-contact {
  justify-content: center;
  gap: 0.2em 1.3em;
  margin-top: 0.55em;
}
.vt-azurill .vt-body {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  column-gap: 2.2em;
}
.vt-azurill .vt-body-full {
  grid-template-columns: minmax(0, 1fr);
}
.vt-azurill .vt-section + .vt-section {
  margin-top: 1.25em;
}
.vt-azurill .vt-section-heading {
  display: flex;
  align-items: center;
  gap: 0.55em;
  margin-bottom: 0.55em;
  letter-spacing: 0.01em;
}
.vt-azurill .vt-section-heading::before {
  content: "";
  flex: none;
  width: 0.3em;
  height: 1em;
  border-radius: 0.15em;
  background: var(--vt-primary);
}
.vt-azurill .vt-items {
  gap: 0.8em 1.4em;
}
.vt-azurill .vt-item-subtitle {
  color: var(--vt-text);
}
.vt-azurill .vt-item-meta {
  margin-top: 0.05em;
}
.vt-azurill .vt-sidebar .vt-items {
  gap: 0.6em 1em;
}
.vt-azurill .vt-keyword {
  background: var(--vt-primary-wash);
  border-color: transparent;
}
`;
