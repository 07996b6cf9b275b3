import { describe, expect, it } from "vitest";
import { templates } from "../registry.ts";
import { spacedCss } from "./spacing-css.ts";

describe("spacedCss", () => {
  it("scales the vertical space of sections, items and the header by --vt-spacing, and nothing else", () => {
    const css = spacedCss(`
.t .vt-section + .vt-section { margin-top: 0.75em; padding-top: 2px; color: red }
.t .vt-items { gap: 0.45em 1.4em }
.t .vt-header { gap: 1em; margin-bottom: 0.7em; margin-inline-start: 1em }
.t .vt-item-aside .vt-level-bar { margin-top: 0.55em }
.t .vt-name { margin-top: 1em }
.t .vt-section-heading { margin-bottom: 0 }`);
    expect(css).toContain(
      ".t .vt-section+.vt-section{margin-top:calc(0.75em * var(--vt-spacing, 1));padding-top:calc(2px * var(--vt-spacing, 1));color:red}",
    );
    expect(css).toContain(".t .vt-items{gap:calc(0.45em * var(--vt-spacing, 1)) 1.4em}");
    // A single gap is the column gap too, which stays.
    expect(css).toContain(
      ".t .vt-header{gap:calc(1em * var(--vt-spacing, 1)) 1em;margin-bottom:calc(0.7em * var(--vt-spacing, 1));margin-inline-start:1em}",
    );
    expect(css).toContain(".t .vt-item-aside .vt-level-bar{margin-top:0.55em}");
    expect(css).toContain(".t .vt-name{margin-top:1em}");
    expect(css).toContain(".t .vt-section-heading{margin-bottom:0}");
  });

  it.each(Object.values(templates).map((template) => [template.id, template.css] as const))(
    "%s: the space between its sections or items follows --vt-spacing",
    (_id, css) => {
      const spaced = spacedCss(css);
      expect(spaced.match(/var\(--vt-spacing, 1\)/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    },
  );
});
