import { compactRows } from "../lpu/compact-rows.ts";

// LPU white and blue: a white page under a primary (blue) band. The accent colour is the band and the
// section rules that echo it; headings themselves are the text colour. Text on the band is
// --vt-on-primary (or the background, when that reads better: --vt-band-ink). Break line: the rule under a
// heading runs the full width; without it, a short primary bar marks the heading.
export const css = `
.vt-lpuwhiteandblue .vt-header {
  --vt-ink: var(--vt-band-ink, var(--vt-on-primary));
  --vt-text: var(--vt-ink);
  --vt-muted: color-mix(in srgb, var(--vt-ink) 82%, var(--vt-primary));
  --vt-rule: color-mix(in srgb, var(--vt-ink) 40%, var(--vt-primary));
  --vt-picture-border-color: var(--vt-ink);
  display: flex;
  align-items: center;
  gap: 1.4em;
  margin: calc(-1 * var(--vt-margin)) calc(-1 * var(--vt-margin)) 1.4em;
  padding: max(var(--vt-margin), 1.6em) var(--vt-margin) max(var(--vt-margin), 1.45em);
  background: var(--vt-primary);
  color: var(--vt-ink);
}
.vt-lpuwhiteandblue .vt-name {
  letter-spacing: 0.01em;
}
.vt-lpuwhiteandblue .vt-headline {
  margin-top: 0.2em;
  color: var(--vt-muted);
  font-size: calc(var(--vt-font-size) * 1.05);
}
.vt-lpuwhiteandblue .vt-contact {
  gap: 0.2em 1.3em;
  margin-top: 0.65em;
}
/* Without icons a thin bar divides the details; the bar that would open a wrapped line hangs outside the
   header text and is clipped there (overflow, not clip-path, which would paint the list after the page). */
.vt-lpuwhiteandblue.vt-hide-icons .vt-header-text {
  overflow: hidden;
}
.vt-lpuwhiteandblue.vt-hide-icons .vt-contact {
  gap: 0.2em 0;
  margin-inline-start: -1.5em;
}
.vt-lpuwhiteandblue.vt-hide-icons .vt-contact-item {
  gap: 0;
}
.vt-lpuwhiteandblue.vt-hide-icons .vt-contact-item::before {
  content: "|";
  flex: none;
  width: 1.5em;
  text-align: center;
  color: var(--vt-rule);
}
/* The institution, top right: the logo on a tile of the page colour, the name under it. */
.vt-lpuwhiteandblue .vt-institution {
  flex: 0 1 auto;
  align-self: flex-start;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 0.5em;
  max-width: 15em;
  text-align: end;
}
.vt-lpuwhiteandblue .vt-institution-logo {
  display: block;
  width: auto;
  height: 4.2em;
  max-width: 13em;
  padding: 0.4em;
  border-radius: 0.3em;
  background: var(--vt-background);
  object-fit: contain;
}
.vt-lpuwhiteandblue .vt-institution-name {
  font-size: var(--vt-meta-size);
  font-weight: 700;
  letter-spacing: 0.07em;
  text-transform: uppercase;
  line-height: 1.3;
}
/* Without a logo the name is the wordmark, framed like a seal. */
.vt-lpuwhiteandblue .vt-institution-wordmark .vt-institution-name {
  padding: 0.5em 0.75em;
  border: 1px solid var(--vt-rule);
  font-size: var(--vt-font-size);
  letter-spacing: 0.1em;
  text-align: center;
}
.vt-lpuwhiteandblue .vt-section + .vt-section {
  margin-top: 1.15em;
}
/* The rule is a background, not a positioned box: positioned headings would be painted, and read from the
   PDF, after the rest of the page. */
.vt-lpuwhiteandblue .vt-section-heading {
  padding-bottom: 0.25em;
  margin-bottom: 0.55em;
  background: linear-gradient(var(--vt-primary), var(--vt-primary)) left bottom / 2.5em 2px no-repeat;
  font-variant-caps: all-small-caps;
  letter-spacing: 0.06em;
}
/* The rule starts where the heading starts. */
.vt-lpuwhiteandblue[dir="rtl"] .vt-section-heading {
  background-position: right bottom;
}
.vt-lpuwhiteandblue.vt-break-line .vt-section-heading {
  background-size: 100% 1.5px;
}
.vt-lpuwhiteandblue .vt-items {
  gap: 0.65em 1.5em;
}
.vt-lpuwhiteandblue .vt-item-subtitle {
  color: var(--vt-muted);
}
.vt-lpuwhiteandblue .vt-item-summary {
  margin-top: 0.2em;
}
.vt-lpuwhiteandblue .vt-keyword {
  border-radius: 0.2em;
}
/* Short entries (skills, languages, interests, profiles): the qualifier follows the name on its line. */
.vt-lpuwhiteandblue
  :is([data-item="skills"], [data-item="languages"], [data-item="interests"], [data-item="profiles"])
  .vt-item-heading {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 0.55em;
}
${compactRows("lpuwhiteandblue")}
`;
