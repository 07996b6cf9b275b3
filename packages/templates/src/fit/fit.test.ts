import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { densitySteps, designAt, designChanges, type FitDesign, fitFloor } from "./density.ts";
import { fitToPages, maxFitPasses, type PageMeasurement } from "./fit-search.ts";

const settings = ["spacing", "lineHeight", "margin", "fontSize"] as const;
const pxPerMm = 96 / 25.4;

const designArb = fc.record({
  spacing: fc.double({ min: 0.5, max: 1.5, noNaN: true }),
  lineHeight: fc.double({ min: 1, max: 3, noNaN: true }),
  margin: fc.double({ min: 0, max: 48, noNaN: true }),
  fontSize: fc.double({ min: 5, max: 18, noNaN: true }),
});

/**
 * A resume as a stand-in for a browser: its content height grows with every setting (spacing between 30
 * gaps, lines of text, margins on each sheet), so tighter settings never add pages.
 */
const modelMeasure = (lines: number) => {
  const sheetHeight = 1092;
  const measured: FitDesign[] = [];
  const measure = async (design: FitDesign): Promise<PageMeasurement> => {
    measured.push(design);
    const line = design.fontSize * design.lineHeight;
    const usable = sheetHeight - 2 * design.margin;
    const content = lines * line + 30 * 10 * design.spacing;
    const pages = Math.max(1, Math.ceil(content / usable));
    const sheets = Array.from({ length: pages }, (_, index) => Math.min(usable, content - index * usable));
    return {
      pages,
      sheets,
      lineHeightPx: line,
      sections: [
        { id: "experience", name: "Experience", heightPx: content * 0.6 },
        { id: "education", name: "Education", heightPx: content * 0.3 },
        { id: "skills", name: "Skills", heightPx: content * 0.1 },
      ],
    };
  };
  return { measure, measured };
};

const defaults: FitDesign = { spacing: 1, lineHeight: 1.5, margin: 48, fontSize: 14 };

describe("the density scale", () => {
  it("is monotonic: a higher density never loosens any setting", () => {
    fc.assert(
      fc.property(
        designArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (base, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const looser = designAt(base, low);
          const tighter = designAt(base, high);
          for (const setting of settings) expect(tighter[setting]).toBeLessThanOrEqual(looser[setting]);
        },
      ),
    );
  });

  it("is bounded: never under the floors (10 mm, 9 pt, line height 1.15, half spacing) and never above the start", () => {
    fc.assert(
      fc.property(designArb, fc.double({ min: 0, max: 1, noNaN: true }), (base, d) => {
        const design = designAt(base, d);
        for (const setting of settings) {
          expect(design[setting]).toBeLessThanOrEqual(base[setting]);
          if (design[setting] !== base[setting])
            expect(design[setting]).toBeGreaterThanOrEqual(fitFloor(setting) - 1e-9);
        }
      }),
    );
    expect(fitFloor("margin")).toBeCloseTo(10 * pxPerMm, 6);
    expect(fitFloor("fontSize")).toBe(12);
    const tightest = designAt(defaults, 1);
    expect(tightest).toEqual({ spacing: 0.5, lineHeight: 1.15, margin: 10 * pxPerMm, fontSize: 12 });
  });

  it("takes spacing first, then line height, then margins, then the font size", () => {
    const quarter = designAt(defaults, 0.25);
    expect(quarter).toMatchObject({ spacing: 0.5, lineHeight: 1.5, margin: 48, fontSize: 14 });
    const half = designAt(defaults, 0.5);
    expect(half).toMatchObject({ spacing: 0.5, lineHeight: 1.15, margin: 48, fontSize: 14 });
    const threeQuarters = designAt(defaults, 0.75);
    expect(threeQuarters.margin).toBeCloseTo(10 * pxPerMm, 6);
    expect(threeQuarters.fontSize).toBe(14);
  });

  it("leaves a setting already at or under its floor alone (margins of 18 px stay 18 px)", () => {
    const design = designAt({ ...defaults, margin: 18 }, 1);
    expect(design.margin).toBe(18);
    expect(designAt(defaults, 0)).toEqual(defaults);
  });

  it("has at most 65 distinct designs, least changed first", () => {
    fc.assert(
      fc.property(designArb, (base) => {
        const steps = densitySteps(base);
        expect(steps.length).toBeLessThanOrEqual(65);
        expect(steps[0]).toEqual(base);
      }),
    );
  });

  it("says what changed in the units people read", () => {
    expect(designChanges(defaults, { spacing: 0.8, lineHeight: 1.35, margin: 48, fontSize: 13 })).toEqual([
      { setting: "spacing", from: 100, to: 80 },
      { setting: "lineHeight", from: 1.5, to: 1.35 },
      { setting: "fontSize", from: 10.5, to: 9.8 },
    ]);
  });
});

describe("fitToPages", () => {
  it("changes nothing when the resume already fits (one layout)", async () => {
    const { measure, measured } = modelMeasure(30);
    const outcome = await fitToPages(defaults, 1, measure);
    expect(outcome).toEqual({ fits: true, design: defaults, changes: [], pages: 1, passes: 1 });
    expect(measured).toEqual([defaults]);
  });

  it("converges in at most 8 layouts on the least changed design that fits", async () => {
    for (const lines of [60, 70, 80, 95, 110, 130, 150, 170]) {
      for (const target of [1, 2]) {
        const { measure, measured } = modelMeasure(lines * target);
        const outcome = await fitToPages(defaults, target, measure);
        expect(outcome.passes).toBeLessThanOrEqual(maxFitPasses);
        expect(measured.length).toBe(outcome.passes);
        if (!outcome.fits) continue;
        expect(outcome.pages).toBeLessThanOrEqual(target);
        // The step before the chosen one does not fit: it is the least change.
        const steps = densitySteps(defaults);
        const index = steps.findIndex((step) => designChanges(step, outcome.design).length === 0);
        expect(index).toBeGreaterThan(0);
        expect((await measure(steps[index - 1] as FitDesign)).pages).toBeGreaterThan(target);
      }
    }
  });

  it("reports the lines left over and the longest sections, and changes nothing, when even the floors do not fit", async () => {
    const { measure, measured } = modelMeasure(400);
    const outcome = await fitToPages(defaults, 1, measure);
    expect(outcome.fits).toBe(false);
    if (outcome.fits) return;
    expect(outcome.passes).toBe(2);
    expect(measured.at(-1)).toEqual(designAt(defaults, 1));
    const tight = await measure(designAt(defaults, 1));
    const beyond = tight.sheets.slice(1).reduce((sum, height) => sum + height, 0);
    expect(outcome.leftover.lines).toBe(Math.ceil(beyond / tight.lineHeightPx));
    expect(outcome.leftover.longestSections.map((section) => section.id)).toEqual([
      "experience",
      "education",
      "skills",
    ]);
  });

  it("holds for any resume length and starting design: bounded, within 8 layouts, fits or changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        designArb,
        fc.integer({ min: 10, max: 600 }),
        fc.integer({ min: 1, max: 3 }),
        async (base, lines, target) => {
          const { measure } = modelMeasure(lines);
          const outcome = await fitToPages(base, target, measure);
          expect(outcome.passes).toBeLessThanOrEqual(maxFitPasses);
          if (!outcome.fits) return;
          expect(outcome.pages).toBeLessThanOrEqual(target);
          for (const setting of settings) {
            expect(outcome.design[setting]).toBeLessThanOrEqual(base[setting]);
            if (outcome.design[setting] !== base[setting])
              expect(outcome.design[setting]).toBeGreaterThanOrEqual(fitFloor(setting) - 1e-9);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
