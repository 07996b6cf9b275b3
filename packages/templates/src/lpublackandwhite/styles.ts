import { compactRows } from "../lpu/compact-rows.ts";

// LPU black and white: strictly monochrome, safe to print and photocopy. The theme's primary colour is
// ignored (the accent is the text colour), pictures and logos print in greyscale, tones are solid rather
// than pale tints. A centred letterhead and candidate, closed by a double rule. Break line: a rule under
// every section heading.
export const css = `
.vt-lpublackandwhite {
  --vt-primary: var(--vt-text) !important;
  --vt-on-primary: var(--vt-background) !important;
  --vt-primary-wash: var(--vt-background);
  --vt-muted: color-mix(in srgb, var(--vt-text) 80%, var(--vt-background));
  --vt-rule: color-mix(in srgb, var(--vt-text) 50%, var(--vt-background));
  --vt-level-color: var(--vt-text);
  --vt-picture-border-color: var(--vt-text);
}
.vt-lpublackandwhite img {
  filter: grayscale(1);
}
.vt-lpublackandwhite .vt-header {
  display: grid;
  grid-template-columns: var(--vt-picture-width, 0px) minmax(0, 1fr) var(--vt-picture-width, 0px);
  align-items: center;
  column-gap: 1.2em;
  padding-bottom: 0.95em;
  margin-bottom: 1.1em;
  border-bottom: 3px double var(--vt-text);
  text-align: center;
}
/* The letterhead: logo and name centred on one line, ruled off from the candidate. */
.vt-lpublackandwhite .vt-institution {
  grid-column: 1 / -1;
  grid-row: 1;
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 0.8em;
  padding-bottom: 0.75em;
  margin-bottom: 0.9em;
  border-bottom: 1px solid var(--vt-text);
}
.vt-lpublackandwhite .vt-institution-logo {
  flex: none;
  width: auto;
  height: 3.2em;
  max-width: 15em;
  object-fit: contain;
}
.vt-lpublackandwhite .vt-institution-name {
  font-size: var(--vt-heading-size);
  font-weight: 700;
  font-variant-caps: all-small-caps;
  letter-spacing: 0.1em;
  line-height: 1.2;
}
.vt-lpublackandwhite .vt-institution-wordmark .vt-institution-name {
  font-size: calc(var(--vt-font-size) * 1.4);
  letter-spacing: 0.16em;
}
.vt-lpublackandwhite .vt-header-text {
  grid-column: 2;
  grid-row: 2;
}
.vt-lpublackandwhite .vt-picture {
  grid-column: 3;
  grid-row: 2;
}
.vt-lpublackandwhite .vt-name {
  font-size: calc(var(--vt-name-size) * 0.92);
  letter-spacing: 0.08em;
  text-transform: uppercase;
}
.vt-lpublackandwhite .vt-headline {
  margin-top: 0.25em;
  font-style: italic;
}
.vt-lpublackandwhite .vt-contact {
  justify-content: center;
  gap: 0.15em 1.5em;
  margin-top: 0.55em;
  color: var(--vt-text);
}
.vt-lpublackandwhite .vt-section + .vt-section {
  margin-top: 1.05em;
}
.vt-lpublackandwhite .vt-section-heading {
  margin-bottom: 0.45em;
  font-variant-caps: all-small-caps;
  letter-spacing: 0.06em;
}
.vt-lpublackandwhite.vt-break-line .vt-section-heading {
  padding-bottom: 0.05em;
  border-bottom: 1px solid var(--vt-text);
}
.vt-lpublackandwhite .vt-items {
  gap: 0.6em 1.5em;
}
.vt-lpublackandwhite .vt-item-subtitle {
  font-style: italic;
}
.vt-lpublackandwhite .vt-item-summary {
  margin-top: 0.2em;
}
.vt-lpublackandwhite .vt-keyword {
  border-color: var(--vt-text);
}
.vt-lpublackandwhite .vt-item-aside .vt-level-dots {
  justify-content: flex-end;
  margin-top: 0.35em;
}
.vt-lpublackandwhite .vt-level-bar {
  border: 1px solid var(--vt-text);
  background: var(--vt-background);
}
/* Short entries (skills, languages, interests, profiles): the qualifier follows the name on its line. */
.vt-lpublackandwhite
  :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.55em;
}
${compactRows("lpublackandwhite")}
`;
