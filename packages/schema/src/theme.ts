import { z } from "zod";

/** The 19 swatches under the theme colour picker: a spectrum of mid-dark tones that read well on white. */
export const themeColorSwatches = [
  "#000000",
  "#475569",
  "#78716c",
  "#dc2626",
  "#ea580c",
  "#d97706",
  "#ca8a04",
  "#65a30d",
  "#16a34a",
  "#059669",
  "#0d9488",
  "#0891b2",
  "#0284c7",
  "#2563eb",
  "#4f46e5",
  "#7c3aed",
  "#9333ea",
  "#c026d3",
  "#db2777",
] as const;

export const themeModes = ["system", "light", "dark"] as const;

export const ThemeModeSchema = z.enum(themeModes);
export type ThemeMode = z.infer<typeof ThemeModeSchema>;
