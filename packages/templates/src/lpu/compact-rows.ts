/**
 * CSS shared by the institutional templates (scoped to `.vt-<id>`): in a one-column section, a skill or an
 * interest is one line of a table: name and qualifier, then its keywords, then its level at the right.
 * A summary, if any, runs below across the whole line. The item's header takes no box of its own
 * (`display: contents`), so its heading and aside join the item's grid; the DOM order is unchanged.
 */
export const compactRows = (id: string): string => {
  const item = `.vt-${id} .vt-columns-1 > :is([data-item="skills"], [data-item="interests"])`;
  return `${item} {
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: baseline;
  column-gap: 1em;
}
${item} > * {
  grid-column: 1 / -1;
}
${item} > .vt-item-header {
  display: contents;
}
${item} .vt-item-heading {
  grid-column: 1;
  grid-row: 1;
}
${item} > .vt-keywords {
  grid-column: 2;
  grid-row: 1;
  margin-top: 0;
}
${item} .vt-item-aside {
  grid-column: 3;
  grid-row: 1;
  align-self: center;
}
${item} .vt-item-aside .vt-level {
  margin-top: 0;
}`;
};
