import * as csstree from "css-tree";

/**
 * The page's `--vt-spacing` factor applied to a template's sheet: in every rule about sections, items or the
 * header (a class `vt-section…`, `vt-item…` or `vt-header`), the vertical space — top and bottom margins and
 * paddings (also as `-block-start`/`-end`, and `margin-block`), `row-gap` and the row part of `gap` — becomes `calc(<value> * var(--vt-spacing, 1))`.
 * Rewritten in place, so the cascade is the template's own and a factor of 1 lays out exactly as before; one
 * rule for all 16 templates instead of a variable in each of their sheets.
 */

const spacedClass = /\.vt-(?:section|item|header)/;
const singleValued = new Set([
  ...["margin-top", "margin-bottom", "margin-block-start", "margin-block-end", "row-gap"],
  ...["padding-top", "padding-bottom", "padding-block-start", "padding-block-end"],
]);

const isLength = (node: csstree.CssNode): boolean =>
  node.type === "Dimension" && Number.parseFloat(node.value) !== 0;

const scaled = (node: csstree.CssNode): string => `calc(${csstree.generate(node)} * var(--vt-spacing, 1))`;

/** A declaration's new value, or undefined to leave it. */
const spacedValue = (declaration: csstree.Declaration): string | undefined => {
  if (declaration.value.type !== "Value") return undefined;
  const parts = declaration.value.children.toArray();
  const property = declaration.property;
  if (singleValued.has(property) || property === "margin-block" || property === "gap") {
    const first = parts[0];
    if (first === undefined || !isLength(first)) return undefined;
    // `gap: row column` and `margin-block: start end` — only the vertical ones scale.
    const rest = parts
      .slice(1)
      .map((part) => (property === "margin-block" && isLength(part) ? scaled(part) : csstree.generate(part)));
    if (singleValued.has(property) && rest.length > 0) return undefined;
    // A single `gap` is also the column gap, which stays.
    if (property === "gap" && rest.length === 0) rest.push(csstree.generate(first));
    return [scaled(first), ...rest].join(" ");
  }
  return undefined;
};

const cache = new Map<string, string>();

/** The sheet with its spacing scaled by `--vt-spacing` (remembered: templates' sheets are few and fixed). */
export const spacedCss = (css: string): string => {
  const known = cache.get(css);
  if (known !== undefined) return known;
  const ast = csstree.parse(css);
  csstree.walk(ast, {
    visit: "Rule",
    enter(rule) {
      const selector = csstree.generate(rule.prelude);
      // Levels' bars and dots sit on the text's line: their offsets are alignment, not spacing.
      if (!spacedClass.test(selector) || selector.includes("vt-level")) return;
      rule.block.children.forEach((child) => {
        if (child.type !== "Declaration") return;
        const value = spacedValue(child);
        if (value !== undefined) child.value = { type: "Raw", value };
      });
    },
  });
  const result = csstree.generate(ast);
  cache.set(css, result);
  return result;
};
