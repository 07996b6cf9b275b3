import { pageFormats, type ResumeData } from "@vitae/schema";
import type { CSSProperties } from "react";
import { fontStack } from "../fonts.ts";
import { parseHex, readableOn } from "./color.ts";

/** The theme's colours, checked (anything that is not a hex colour falls back to the default). */
export type ThemeColors = {
  primary: string;
  /** White or the text colour, whichever reads better on the primary colour. */
  onPrimary: string;
  text: string;
  background: string;
};

const hexOr = (value: string, fallback: string): string => (parseHex(value) === null ? fallback : value);

export const themeColors = (data: ResumeData): ThemeColors => {
  const { theme } = data.metadata;
  const primary = hexOr(theme.primary, "#dc2626");
  const text = hexOr(theme.text, "#000000");
  return {
    primary,
    onPrimary: readableOn(primary, text),
    text,
    background: hexOr(theme.background, "#ffffff"),
  };
};

const clamp = (value: number, min: number, max: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;

/**
 * The CSS custom properties every template reads, set on each `.vt-page`:
 * `--vt-font-family` (chosen family + fallback stack), `--vt-font-size` (px), `--vt-line-height`
 * (at least 1, so lines never overlap), `--vt-primary`, `--vt-on-primary`, `--vt-text`, `--vt-background`,
 * `--vt-margin` (px), `--vt-spacing` (the factor on the space between sections and items), `--vt-page-width` / `--vt-page-height` (mm) and `--vt-link-decoration`.
 * The base CSS derives `--vt-muted`, `--vt-rule`, `--vt-primary-wash` and the type scale from them.
 */
export const themeVariables = (data: ResumeData): CSSProperties => {
  const { typography, page } = data.metadata;
  const colors = themeColors(data);
  const format = pageFormats[page.format] ?? pageFormats.a4;
  return {
    "--vt-font-family": fontStack(typography.font.family),
    "--vt-font-size": `${clamp(typography.font.size, 5, 18)}px`,
    "--vt-line-height": String(clamp(typography.lineHeight, 1, 3)),
    "--vt-primary": colors.primary,
    "--vt-on-primary": colors.onPrimary,
    "--vt-text": colors.text,
    "--vt-background": colors.background,
    "--vt-margin": `${clamp(page.margin, 0, 48)}px`,
    "--vt-spacing": String(clamp(page.spacing ?? 1, 0.5, 1.5)),
    "--vt-page-width": `${format.width}mm`,
    "--vt-page-height": `${format.height}mm`,
    "--vt-link-decoration": typography.underlineLinks ? "underline" : "none",
  } as CSSProperties;
};
