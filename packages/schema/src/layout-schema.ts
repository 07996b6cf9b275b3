import { z } from "zod";

/**
 * Pages × [left column, right column] × section ids. Built-in sections appear by key ("experience"),
 * custom ones as `custom.{id}`. Templates with one column read the left column, then the right.
 */
export const LayoutSchema = z
  .array(z.array(z.array(z.string().min(1))).length(2, "Each page has exactly two columns"))
  .min(1, "A layout has at least one page");
export type Layout = string[][][];

/** A deep copy: layouts are small, and copying by hand needs no structuredClone typing in this package. */
export const cloneLayout = (layout: Layout): Layout =>
  layout.map((page) => page.map((column) => [...column]));

export const defaultLayout: Layout = [
  [
    ["summary", "education", "experience", "internship", "projects", "certifications", "languages"],
    ["skills", "profiles", "interests", "volunteer", "references", "awards", "publications"],
  ],
];
