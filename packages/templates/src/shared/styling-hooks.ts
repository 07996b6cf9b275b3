import { itemSectionKeys, sectionKeys } from "@vitae/schema";

/**
 * The semantic attributes every template puts on its markup, so one custom CSS rule works in all of them:
 * `data-page` on each page, `data-column` on each column and section, `data-section` on each section (its layout
 * id: a key, or `custom.<id>`), `data-item` on each item (its section kind) and `data-field` on each field.
 */
export const styledFields = [
  "name",
  "headline",
  "contact",
  "picture",
  "heading",
  "title",
  "subtitle",
  "date",
  "location",
  "meta",
  "url",
  "summary",
  "keywords",
  "level",
] as const;

export type StyledField = (typeof styledFields)[number];

export type StylingHook = { selector: string; detail: string };

/** Every hook as a selector with what it selects, in the order an editor offers them. */
export const stylingHooks: readonly StylingHook[] = [
  ...sectionKeys.map((key) => ({ selector: `[data-section="${key}"]`, detail: "section" })),
  { selector: '[data-section^="custom."]', detail: "custom sections" },
  { selector: "[data-item]", detail: "every item" },
  ...itemSectionKeys.map((key) => ({ selector: `[data-item="${key}"]`, detail: "item" })),
  ...styledFields.map((field) => ({ selector: `[data-field="${field}"]`, detail: "field" })),
  { selector: '[data-column="main"]', detail: "column" },
  { selector: '[data-column="sidebar"]', detail: "column" },
  { selector: '[data-page="0"]', detail: "first page" },
];
