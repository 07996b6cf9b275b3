import type { FitChange, FitSetting, ResumeData } from "@vitae/schema";

/** The four settings fitting changes, as the resume stores them: spacing factor, line height, margin and font in px. */
export type FitDesign = { spacing: number; lineHeight: number; margin: number; fontSize: number };

const pxPerMm = 96 / 25.4;
const pxPerPt = 96 / 72;

/**
 * How each setting is read and how far fitting may take it. `unit` converts the stored value into the one people
 * read (percent, mm, pt); `floor` and `step` are in that unit. The floors keep a resume readable: margins of
 * 10 mm, body text of 9 pt — which keeps the small text (meta lines, 0.9 of the body) at 8.1 pt, over its 8 pt
 * floor — a line height of 1.15 and half the template's spacing.
 */
const settings: Record<FitSetting, { unit: number; floor: number; step: number; digits: number }> = {
  spacing: { unit: 100, floor: 50, step: 5, digits: 0 },
  lineHeight: { unit: 1, floor: 1.15, step: 0.05, digits: 2 },
  margin: { unit: 1 / pxPerMm, floor: 10, step: 0.5, digits: 1 },
  fontSize: { unit: 1 / pxPerPt, floor: 9, step: 0.5, digits: 1 },
};

/** The order fitting takes the settings in: space first, type size last. */
const stageOrder: readonly FitSetting[] = ["spacing", "lineHeight", "margin", "fontSize"];

/** A stored value in the unit people read it in, rounded to what the message shows. */
const readable = (setting: FitSetting, value: number): number => {
  const { unit, digits } = settings[setting];
  const factor = 10 ** digits;
  return Math.round(value * unit * factor) / factor;
};

/** The floor of a setting in its stored unit. */
export const fitFloor = (setting: FitSetting): number => settings[setting].floor / settings[setting].unit;

export const designOf = (data: ResumeData): FitDesign => ({
  spacing: data.metadata.page.spacing,
  lineHeight: data.metadata.typography.lineHeight,
  margin: data.metadata.page.margin,
  fontSize: data.metadata.typography.font.size,
});

/** The resume with the design's settings (a copy; only the four values differ). */
export const withDesign = (data: ResumeData, design: FitDesign): ResumeData => ({
  ...data,
  metadata: {
    ...data.metadata,
    page: { ...data.metadata.page, spacing: design.spacing, margin: design.margin },
    typography: {
      ...data.metadata.typography,
      lineHeight: design.lineHeight,
      font: { ...data.metadata.typography.font, size: design.fontSize },
    },
  },
});

/** The settings with room above their floor: only they get a share of the scale. */
const stagesWithRoom = (base: FitDesign): FitSetting[] =>
  stageOrder.filter((setting) => readable(setting, base[setting]) > settings[setting].floor);

/**
 * A setting `t` of the way (0..1) from its value to its floor, on its step in the unit people read (so messages
 * say "1.35", not "1.3473"), never above where it started nor under the floor. `t = 0` is the value untouched.
 */
const stepped = (setting: FitSetting, start: number, t: number): number => {
  if (t <= 0) return start;
  const { unit, floor, step } = settings[setting];
  const from = start * unit;
  const value = from - Math.min(1, t) * (from - floor);
  const onStep = Math.round(Math.round(value / step) * step * 1e6) / 1e6;
  // Compared in the reading unit, but the start is returned as stored (no round trip through the unit).
  if (onStep >= from) return start;
  return Math.max(floor, onStep) / unit;
};

/**
 * The design at density `d` (0: as it is, 1: every setting at its floor), one continuous scale that takes the
 * settings in order — spacing, then line height, then margins, then font size — each over an equal share of the
 * scale (only the settings that have room get one). Non-increasing in every setting as `d` grows.
 */
export const designAt = (base: FitDesign, d: number): FitDesign => {
  const stages = stagesWithRoom(base);
  const design = { ...base };
  if (stages.length === 0) return design;
  const scaled = Math.min(1, Math.max(0, d)) * stages.length;
  stages.forEach((setting, index) => {
    design[setting] = stepped(setting, base[setting], scaled - index);
  });
  return design;
};

const sameDesign = (a: FitDesign, b: FitDesign): boolean =>
  stageOrder.every((setting) => a[setting] === b[setting]);

/** How finely the scale is sampled to find its distinct designs (far finer than any step). */
const samples = 2048;

/**
 * The distinct designs along the scale, least changed first: the points a search can stop at. When there are more
 * than `limit`, evenly chosen ones (the first and the last kept), so a binary search over them stays within its
 * number of layout passes.
 */
export const densitySteps = (base: FitDesign, limit = 65): FitDesign[] => {
  const steps: FitDesign[] = [];
  for (let index = 0; index <= samples; index++) {
    const design = designAt(base, index / samples);
    const last = steps.at(-1);
    if (last === undefined || !sameDesign(last, design)) steps.push(design);
  }
  if (steps.length <= limit) return steps;
  return Array.from(
    { length: limit },
    (_, index) => steps[Math.round((index * (steps.length - 1)) / (limit - 1))] as FitDesign,
  );
};

/** What differs between two designs, in the order fitting changes them, in the units people read. */
export const designChanges = (from: FitDesign, to: FitDesign): FitChange[] =>
  stageOrder.flatMap((setting) => {
    if (from[setting] === to[setting]) return [];
    return [{ setting, from: readable(setting, from[setting]), to: readable(setting, to[setting]) }];
  });
