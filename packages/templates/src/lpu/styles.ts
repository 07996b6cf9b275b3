import { compactRows } from "./compact-rows.ts";

// LPU: formal and conservative, one column. The accent colour is the masthead only: a pale primary wash
// from edge to edge, closed by a primary rule, holding the institution's letterhead and the candidate.
// Headings are small caps in the text colour. Break line: a hairline running from each heading to the
// right edge.
export const css = `
.vt-lpu .vt-header {
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  column-gap: 1.6em;
  margin: calc(-1 * var(--vt-margin)) calc(-1 * var(--vt-margin)) 0.95em;
  padding: max(var(--vt-margin), 1em) var(--vt-margin) 0.95em;
  background: var(--vt-primary-wash);
  border-bottom: 3px solid var(--vt-primary);
}
/* The letterhead: logo and name on one line, ruled off from the candidate below. */
.vt-lpu .vt-institution {
  grid-column: 1 / -1;
  grid-row: 1;
  display: flex;
  align-items: center;
  gap: 0.85em;
  padding-bottom: 0.6em;
  margin-bottom: 0.75em;
  border-bottom: 1px solid var(--vt-rule);
}
.vt-lpu .vt-institution-logo {
  flex: none;
  width: auto;
  height: 2.5em;
  max-width: 15em;
  object-fit: contain;
}
.vt-lpu .vt-institution-name {
  font-size: var(--vt-heading-size);
  font-weight: 700;
  font-variant-caps: all-small-caps;
  letter-spacing: 0.07em;
  line-height: 1.2;
}
/* Without a logo the name is the wordmark: set larger, opened up, between the band's rules. */
.vt-lpu .vt-institution-wordmark .vt-institution-name {
  font-size: calc(var(--vt-font-size) * 1.35);
  letter-spacing: 0.12em;
}
.vt-lpu .vt-header-text {
  grid-column: 1;
  grid-row: 2;
}
.vt-lpu .vt-picture {
  grid-column: 2;
  grid-row: 2;
}
.vt-lpu .vt-name {
  letter-spacing: 0.005em;
}
.vt-lpu .vt-headline {
  margin-top: 0.2em;
  font-size: calc(var(--vt-font-size) * 1.05);
}
.vt-lpu .vt-contact {
  gap: 0.15em 1.2em;
  margin-top: 0.55em;
}
/* Without icons a middle dot separates the details; the dot that would open a wrapped line hangs outside
   the header text and is clipped there (overflow, not clip-path; a clip-path layer would be painted, and
   read from the PDF, after the rest of the page). */
.vt-lpu.vt-hide-icons .vt-header-text {
  overflow: hidden;
}
.vt-lpu.vt-hide-icons .vt-contact {
  gap: 0.15em 0;
  margin-inline-start: -1.4em;
}
.vt-lpu.vt-hide-icons .vt-contact-item {
  gap: 0;
}
.vt-lpu.vt-hide-icons .vt-contact-item::before {
  content: "·";
  flex: none;
  width: 1.4em;
  text-align: center;
  color: var(--vt-muted);
}
.vt-lpu .vt-section + .vt-section {
  margin-top: 0.65em;
}
.vt-lpu .vt-section-heading {
  display: flex;
  align-items: center;
  gap: 0.7em;
  margin-bottom: 0.3em;
  font-size: calc(var(--vt-font-size) * 1.2);
  line-height: 1.25;
  font-variant-caps: all-small-caps;
  letter-spacing: 0.06em;
}
.vt-lpu.vt-break-line .vt-section-heading::after {
  content: "";
  flex: 1 1 auto;
  height: 0;
  border-top: 1px solid var(--vt-rule);
}
.vt-lpu .vt-items {
  gap: 0.4em 1.5em;
}
.vt-lpu .vt-item-subtitle {
  font-style: italic;
}
.vt-lpu .vt-item-summary {
  margin-top: 0.15em;
}
.vt-lpu .vt-item-aside .vt-level-dots {
  justify-content: flex-end;
  margin-top: 0.35em;
}
/* Short entries (skills, languages, interests, profiles): the qualifier follows the name on its line. */
.vt-lpu :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.55em;
}
.vt-lpu :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-subtitle {
  color: var(--vt-muted);
}
${compactRows("lpu")}
`;
