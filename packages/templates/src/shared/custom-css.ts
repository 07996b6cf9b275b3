import * as csstree from "css-tree";

/**
 * The user's custom CSS is shown in two places: inside a `<style>` element of the sealed print page, and
 * inside the web app's own document (the builder's artboard and the public resume page, where a visitor
 * sees someone else's CSS). So it is parsed with css-tree and only what is on the allow-list below is
 * written back, regenerated from the syntax tree — never the user's text itself:
 *
 * - Style rules with any selector css-tree can parse, except `:scope` and `&`. For display they are wrapped
 *   in `@scope (:has(> .vt-page))` (see `scopedCustomCss`), so they style the resume's pages and what is in
 *   them, never the app around the artboard (`body`, `html` and `:root` match nothing inside the scope).
 * - Conditional groups `@media`, `@supports` and `@container`, holding style rules.
 * - At the top level only: `@font-face`, `@keyframes` (also `-webkit-`), `@page`, `@property`,
 *   `@counter-style`. Every other at-rule is dropped: `@import`, `@charset`, `@namespace`, `@layer`,
 *   `@scope` (which could escape the wrapper), `@document` and anything unknown.
 * - Declarations of any property except `behavior`, `-ms-behavior` and `-moz-binding`; values may call only
 *   the functions in `allowedFunctions` (colours, maths, gradients, transforms, filters…). Functions that
 *   load an address or reach outside the page — `image-set()`, `image()`, `cross-fade()`, `element()`,
 *   `src()`, `paint()`, `expression()` — are not on it.
 * - `url()` only with an inline `data:` image (PNG, JPEG, GIF, WebP, AVIF, SVG); in `@font-face` also an
 *   inline `data:` font. Nothing may load from the network: the printer's page is sealed anyway, but the
 *   artboard runs in the user's browser, where a remote URL would tell a third party who looked at a resume.
 *
 * Names are compared after decoding CSS escapes (`@\69mport`, `\75 rl(`, `e\78pression(`), exactly as a
 * browser reads them. Anything css-tree cannot parse (a `ur/＊＊/l(` split by a comment, stray markup,
 * nested rules) is dropped rather than passed through. Comments, `<!--` and `-->` are not kept. Finally every
 * `<` in the output is written as the escape `\3c `, which means the same in strings, URLs and names, so
 * `</style` and `<!--` cannot occur in the result.
 */

/** One thing that was removed, for the CSS editor to list: the source text (shortened) and why. */
/** A dropped part: its text (shortened), why, and where it was in the input (offsets, when known) for an editor. */
export type DroppedCss = { text: string; reason: string; from?: number; to?: number };

export type SanitizedCss = { css: string; dropped: DroppedCss[] };

const allowedFunctions = new Set([
  // maths and references
  ...["calc", "min", "max", "clamp", "round", "mod", "rem", "abs", "sign", "pow", "sqrt", "hypot", "log"],
  ...["exp", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "var", "env", "attr", "counter"],
  ...["counters", "symbols", "anchor", "anchor-size", "selector"],
  // colours
  ...["rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color", "color-mix"],
  "light-dark",
  // gradients
  ...["linear-gradient", "radial-gradient", "conic-gradient", "repeating-linear-gradient"],
  ...["repeating-radial-gradient", "repeating-conic-gradient"],
  // transforms and filters
  ...["translate", "translatex", "translatey", "translatez", "translate3d", "rotate", "rotatex", "rotatey"],
  ...["rotatez", "rotate3d", "scale", "scalex", "scaley", "scalez", "scale3d", "skew", "skewx", "skewy"],
  ...["matrix", "matrix3d", "perspective", "blur", "brightness", "contrast", "drop-shadow", "grayscale"],
  ...["hue-rotate", "invert", "opacity", "saturate", "sepia"],
  // timing, grid, shapes, fonts
  ...["cubic-bezier", "steps", "linear", "minmax", "repeat", "fit-content", "rect", "inset", "xywh"],
  ...["circle", "ellipse", "polygon", "path", "format", "tech", "local"],
]);

const forbiddenProperties = new Set(["behavior", "-ms-behavior", "-moz-binding", "-webkit-binding"]);

const conditionalAtRules = new Set(["media", "supports", "container"]);
const topLevelAtRules = new Set([
  "font-face",
  "keyframes",
  "-webkit-keyframes",
  "page",
  "property",
  "counter-style",
]);

const dataImage = /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i;
const dataFont = /^data:(?:font\/[a-z0-9.+-]+|application\/(?:x-)?font-[a-z0-9.+-]+)[;,]/i;

const decodeName = (name: string) => csstree.ident.decode(name).toLowerCase();
const withoutVendor = (name: string) => name.replace(/^-(?:webkit|moz|ms|o)-/, "");

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
};

type Context = { source: string; dropped: DroppedCss[]; inFontFace: boolean };

const drop = (context: Context, node: csstree.CssNode, reason: string): false => {
  const loc = node.loc;
  const text = loc ? context.source.slice(loc.start.offset, loc.end.offset) : csstree.generate(node);
  context.dropped.push({
    text: shorten(text),
    reason,
    ...(loc ? { from: loc.start.offset, to: loc.end.offset } : {}),
  });
  return false;
};

/** Why a value or at-rule prelude may not be kept, or undefined when every part of it is allowed. */
const valueProblem = (value: csstree.CssNode, context: Context): string | undefined => {
  let problem: string | undefined;
  csstree.walk(value, (node) => {
    if (problem !== undefined) return;
    if (node.type === "Raw") problem = "this could not be read as CSS";
    else if (node.type === "Url") {
      const allowed = dataImage.test(node.value) || (context.inFontFace && dataFont.test(node.value));
      if (!allowed)
        problem = context.inFontFace
          ? "url() may only point to an inline data: font or image"
          : "url() may only point to an inline data: image (data:image/png, jpeg, gif, webp, avif or svg+xml)";
    } else if (node.type === "Function") {
      const name = decodeName(node.name);
      if (!allowedFunctions.has(withoutVendor(name))) problem = `${name}() is not allowed`;
    }
  });
  return problem;
};

const keepDeclaration = (node: csstree.Declaration, context: Context): boolean => {
  const property = decodeName(node.property);
  if (forbiddenProperties.has(property))
    return drop(context, node, `the property ${property} is not allowed`);
  const problem = valueProblem(node.value, context);
  return problem === undefined ? true : drop(context, node, problem);
};

/** Keeps the allowed children of a block; `level` says what a block at this depth may hold. */
const cleanList = (
  list: csstree.List<csstree.CssNode>,
  context: Context,
  level: "top" | "group" | "declarations",
): csstree.List<csstree.CssNode> =>
  list.filter((node) => {
    switch (node.type) {
      case "Declaration":
        return level === "declarations"
          ? keepDeclaration(node, context)
          : drop(context, node, "not valid here");
      case "Rule":
        return level === "declarations"
          ? drop(context, node, "nested rules are not supported")
          : keepRule(node, context);
      case "Atrule":
        return keepAtrule(node, context, level);
      case "CDO":
      case "CDC":
      case "Comment":
        return false;
      case "Raw":
        return node.value.trim() === ""
          ? false
          : drop(
              context,
              node,
              node.value.includes("{") ? "nested rules are not supported" : "this could not be read as CSS",
            );
      default:
        return drop(context, node, "this could not be read as CSS");
    }
  });

/** `:scope` and `&` would name the element the resume's pages sit in, outside the pages themselves. */
const escapesScope = (selector: csstree.CssNode): boolean =>
  csstree.find(
    selector,
    (node) =>
      node.type === "NestingSelector" ||
      (node.type === "PseudoClassSelector" && decodeName(node.name) === "scope"),
  ) !== null;

const keepRule = (node: csstree.Rule, context: Context): boolean => {
  if (node.prelude.type === "Raw") return drop(context, node, "the selector could not be read");
  if (escapesScope(node.prelude)) return drop(context, node, ":scope and & are not allowed in selectors");
  node.block.children = cleanList(node.block.children, context, "declarations");
  return true;
};

const keepAtrule = (
  node: csstree.Atrule,
  context: Context,
  level: "top" | "group" | "declarations",
): boolean => {
  const name = decodeName(node.name);
  if (level === "declarations") {
    // Only @page may hold at-rules (its margin boxes, such as @top-center), and only declarations in them.
    if (!/^(?:top|bottom|left|right)-/.test(name)) return drop(context, node, `@${name} is not allowed here`);
  } else if (conditionalAtRules.has(name)) {
    if (node.block === null) return drop(context, node, `@${name} needs a block`);
  } else if (topLevelAtRules.has(name)) {
    if (level !== "top") return drop(context, node, `@${name} is only allowed at the top level`);
  } else {
    return drop(context, node, `@${name} is not allowed`);
  }
  if (node.prelude !== null) {
    const problem = valueProblem(node.prelude, context);
    if (problem !== undefined) return drop(context, node, problem);
  }
  if (node.block === null) return true;
  if (conditionalAtRules.has(name)) {
    node.block.children = cleanList(node.block.children, context, "group");
  } else if (name.endsWith("keyframes")) {
    // Keyframe selectors (`from`, `50%`) parse as rules holding declarations.
    node.block.children = cleanList(node.block.children, context, "group");
  } else {
    const inner = { ...context, inFontFace: name === "font-face" };
    node.block.children = cleanList(node.block.children, inner, "declarations");
  }
  return true;
};

/** Rules that must stay outside `@scope`: they name fonts, animations and pages, not elements. */
const isGlobal = (node: csstree.CssNode) =>
  node.type === "Atrule" && topLevelAtRules.has(decodeName(node.name));

/**
 * `<` becomes the CSS escape `\3c ` (which reads as `<` in strings, URLs and names alike), so nothing can
 * close the `<style>` element or open an HTML comment. An odd run of backslashes before it already escapes
 * it: that last backslash goes, as `\3c ` is the escape.
 */
const escapeMarkup = (css: string) =>
  css.replace(
    /(\\*)</g,
    (_, slashes: string) => `${slashes.length % 2 === 1 ? slashes.slice(1) : slashes}\\3c `,
  );

type Cleaned = { global: string; scoped: string; dropped: DroppedCss[] };

// The artboard recomputes the resume's CSS on every edit; the custom CSS rarely changes between two.
let last: { css: string; cleaned: Cleaned } | undefined;

const clean = (css: string): Cleaned => {
  if (last?.css === css) return last.cleaned;
  const cleaned = parseAndClean(css);
  last = { css, cleaned };
  return cleaned;
};

const parseAndClean = (css: string): Cleaned => {
  const context: Context = { source: css, dropped: [], inFontFace: false };
  const ast = csstree.parse(css, { positions: true, parseCustomProperty: true });
  if (ast.type !== "StyleSheet") return { global: "", scoped: "", dropped: [] };
  const children = cleanList(ast.children, context, "top");
  const generate = (nodes: csstree.List<csstree.CssNode>) =>
    escapeMarkup(csstree.generate({ type: "StyleSheet", children: nodes }));
  return {
    global: generate(children.filter(isGlobal)),
    scoped: generate(children.filter((node) => !isGlobal(node))),
    dropped: context.dropped,
  };
};

/**
 * The user's custom CSS reduced to the allow-list above, and what was dropped and why. Pure and idempotent:
 * its output passes through unchanged. The CSS is regenerated, so it comes back without comments or
 * indentation; font, animation and page rules come first.
 */
export const sanitizeCss = (css: string): SanitizedCss => {
  const { global, scoped, dropped } = clean(css);
  return { css: global + scoped, dropped: dropped.map((entry) => ({ ...entry })) };
};

/**
 * The sanitised custom CSS as a resume's pages use it: style rules inside `@scope (:has(> .vt-page))`, whose
 * root is the element holding the pages (the print page's body, the artboard's page strip). Selectors in a
 * scope match only below its root, so they reach each page and what is inside it — `.vt-page { … }` still
 * works — and nothing else in the app (`@scope (.vt-page)` would leave the pages themselves out).
 */
export const scopedCustomCss = (css: string): string => {
  const { global, scoped } = clean(css);
  return [global, scoped === "" ? "" : `@scope (:has(> .vt-page)) {\n${scoped}\n}`]
    .filter(Boolean)
    .join("\n");
};
