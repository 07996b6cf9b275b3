type Rgb = { r: number; g: number; b: number };

/** Parses #rgb, #rgba, #rrggbb and #rrggbbaa (alpha ignored); null for anything else. */
export const parseHex = (hex: string): Rgb | null => {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (digits === undefined) return null;
  const full =
    digits.length <= 4
      ? Array.from(digits.slice(0, 3), (digit) => digit + digit).join("")
      : digits.slice(0, 6);
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
};

const channel = (value: number): number => {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 (black) to 1 (white). */
export const luminance = (hex: string): number => {
  const rgb = parseHex(hex);
  if (rgb === null) return 1;
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
};

/** WCAG contrast ratio between two colours, 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * The colour to write on a filled background: white, or the theme's text colour when that reads better
 * (a pale primary with dark text). `text` defaults to black.
 */
export const readableOn = (background: string, text = "#000000"): string =>
  contrastRatio(background, "#ffffff") >= contrastRatio(background, text) ? "#ffffff" : text;
